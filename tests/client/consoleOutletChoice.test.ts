import { expect, test } from 'vitest';
import type { StaffOrder } from '../../contract/staff.ts';
import {
  boardTitle,
  choiceGone,
  narrowedTo,
  newElsewhere,
  offersChoice,
  ordersShown,
  outletNames,
  outletsShown,
} from '../../src/console/outletChoice.ts';

const ADAJAN = { id: 'surat-adajan', name: 'Wokflow Adajan', city: 'Surat' };
const PAL = { id: 'surat-pal', name: 'Wokflow Pal', city: 'Surat' };
const MANAGER = [ADAJAN, PAL];

/** An order of the board, with only what the choice reads. */
const order = (_id: string, outletId: string) => ({ _id, outletId }) as StaffOrder;
const ORDERS = [order('a1', ADAJAN.id), order('p1', PAL.id), order('a2', ADAJAN.id), order('p2', PAL.id)];

test('only a board of several outlets offers the choice', () => {
  expect(offersChoice(MANAGER)).toBe(true);
  expect(offersChoice([ADAJAN])).toBe(false);
  expect(offersChoice([])).toBe(false);
  expect(offersChoice(null)).toBe(false);
});

test('the board is narrowed to a chosen outlet it has, and shows all otherwise', () => {
  expect(narrowedTo(MANAGER, PAL.id)).toBe(PAL.id);
  expect(narrowedTo(MANAGER, null)).toBeNull();
  expect(narrowedTo(MANAGER, 'vadodara-alkapuri')).toBeNull();
  // Not read yet, or of one outlet: nothing to narrow.
  expect(narrowedTo(null, PAL.id)).toBeNull();
  expect(narrowedTo([PAL], PAL.id)).toBeNull();
});

test('a stored choice is dropped once the board, read, no longer has its outlet; before that it waits', () => {
  expect(choiceGone(MANAGER, 'vadodara-alkapuri')).toBe(true);
  expect(choiceGone([ADAJAN], PAL.id)).toBe(true);
  expect(choiceGone(MANAGER, PAL.id)).toBe(false);
  expect(choiceGone([PAL], PAL.id)).toBe(false);
  expect(choiceGone(null, PAL.id)).toBe(false);
  expect(choiceGone(MANAGER, null)).toBe(false);
});

test("narrowed, the board shows the outlet's orders, its panel and its name only; otherwise every outlet's", () => {
  expect(ordersShown(ORDERS, PAL.id).map((shown) => shown._id)).toEqual(['p1', 'p2']);
  expect(ordersShown(ORDERS, null)).toEqual(ORDERS);
  expect(outletsShown(MANAGER, ADAJAN.id)).toEqual([ADAJAN]);
  expect(outletsShown(MANAGER, null)).toEqual(MANAGER);
  expect(boardTitle(MANAGER, PAL.id)).toBe('Wokflow Pal');
  expect(boardTitle(MANAGER, null)).toBe('Wokflow Adajan, Wokflow Pal');
  // More than two: how many, and where, the names for the title's tooltip (a phone's header has no room for them).
  const VESU = { id: 'surat-vesu', name: 'Wokflow Vesu', city: 'Surat' };
  expect(boardTitle([...MANAGER, VESU], null)).toBe('All 3 Surat outlets');
  expect(outletNames([...MANAGER, VESU], null)).toBe('Wokflow Adajan, Wokflow Pal, Wokflow Vesu');
  const ALKAPURI = { id: 'vadodara-alkapuri', name: 'Wokflow Alkapuri', city: 'Vadodara' };
  expect(boardTitle([...MANAGER, ALKAPURI], null)).toBe('All 3 outlets');
});

test("narrowed, the new orders not seen yet at the other outlets are counted; the chosen outlet's are on the board", () => {
  expect(newElsewhere(ORDERS, ['a1', 'p1', 'p2'], ADAJAN.id)).toBe(2);
  expect(newElsewhere(ORDERS, ['a1'], ADAJAN.id)).toBe(0);
  expect(newElsewhere(ORDERS, ['a1', 'p1'], null)).toBe(0);
});

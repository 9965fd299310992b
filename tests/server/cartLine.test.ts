import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { QUANTITY_MAX } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { chosenAddons, type DishForCart, lineRefusal, unitPricePaise } from '../../server/domain/cartLine.ts';

const manchurian: DishForCart = {
  ratePaise: 24_900,
  isDeleted: false,
  jainAddonId: 'jain',
  addonRates: new Map([
    ['schezwan', 3_000],
    ['hot-garlic', 2_500],
  ]),
  addonLimits: { min: 1, max: 2 },
};
/** Takes one to two of its three add-ons. */
const threeAddons: DishForCart = { ...manchurian, addonRates: new Map([...manchurian.addonRates, ['mayo', 3_000]]) };
const soup: DishForCart = { ...manchurian, jainAddonId: null, addonRates: new Map(), ratePaise: 14_900 };
const ok = { addonIds: ['schezwan'], isJain: false, quantity: 1 };

describe('a line the customer chose', () => {
  test('is priced from the catalogue: the dish and its chosen add-ons, each once', () => {
    expect(unitPricePaise(manchurian, { ...ok, addonIds: ['schezwan', 'hot-garlic', 'schezwan'] })).toBe(30_400);
    expect(unitPricePaise(soup, { addonIds: [], isJain: false, quantity: 3 })).toBe(14_900);
    expect(unitPricePaise(manchurian, { ...ok, isJain: true })).toBe(27_900);
  });

  test('the same choices in another order are the same line', () => {
    expect(chosenAddons({ ...ok, addonIds: ['schezwan', 'hot-garlic'] })).toEqual(
      chosenAddons({ ...ok, addonIds: ['hot-garlic', 'schezwan', 'hot-garlic'] }),
    );
  });

  test.each([
    [manchurian, ok, null],
    [{ ...manchurian, isDeleted: true }, ok, MESSAGES.dishNotAvailable],
    [manchurian, { ...ok, quantity: 0 }, MESSAGES.quantityOutOfRange(1, QUANTITY_MAX)],
    [manchurian, { ...ok, quantity: QUANTITY_MAX + 1 }, MESSAGES.quantityOutOfRange(1, QUANTITY_MAX)],
    [manchurian, { ...ok, quantity: 1.5 }, MESSAGES.quantityOutOfRange(1, QUANTITY_MAX)],
    [soup, { addonIds: [], isJain: true, quantity: 1 }, MESSAGES.notJainCapable],
    [manchurian, { ...ok, addonIds: ['extra-cheese'] }, MESSAGES.addonNotOfDish],
    [soup, { ...ok, addonIds: ['schezwan'] }, MESSAGES.addonNotOfDish],
    [manchurian, { ...ok, addonIds: [] }, 'Select at least 1 add-on'],
    [manchurian, { ...ok, addonIds: ['schezwan', 'hot-garlic', 'schezwan'] }, null],
    [{ ...manchurian, addonLimits: { min: 2, max: 2 } }, ok, 'Select 2 add-ons'],
    [
      { ...manchurian, addonLimits: { min: 1, max: 1 } },
      { ...ok, addonIds: ['schezwan', 'hot-garlic'] },
      'Select 1 add-on',
    ],
    [{ ...manchurian, addonLimits: { min: 1, max: 1 } }, { ...ok, addonIds: [] }, 'Select 1 add-on'],
    [threeAddons, { ...ok, addonIds: ['schezwan', 'hot-garlic', 'mayo'] }, 'Select up to 2 add-ons'],
    [{ ...threeAddons, addonLimits: { min: 2, max: 3 } }, ok, 'Select at least 2 add-ons'],
    [soup, { addonIds: [], isJain: false, quantity: 50 }, null],
  ])('%#: is checked against the dish', (dish, choice, refusal) => {
    expect(lineRefusal(dish, choice)).toBe(refusal);
  });

  test('any accepted choice costs at least the dish and at most the dish with every add-on', () => {
    const everyAddon = [...manchurian.addonRates.values()].reduce((a, b) => a + b, manchurian.ratePaise);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('schezwan', 'hot-garlic', 'extra-cheese', 'jain'), { maxLength: 5 }),
        fc.boolean(),
        fc.integer({ min: -5, max: 60 }),
        (addonIds, isJain, quantity) => {
          const choice = { addonIds, isJain, quantity };
          if (lineRefusal(manchurian, choice) !== null) return;
          const unit = unitPricePaise(manchurian, choice);
          expect(unit).toBeGreaterThan(manchurian.ratePaise);
          expect(unit).toBeLessThanOrEqual(everyAddon);
        },
      ),
    );
  });
});

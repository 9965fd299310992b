import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { age } from '../../src/console/orderText.ts';
import { followServerClock, onServerClock, serverNow } from '../../src/console/serverClock.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-28T06:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

test("the console counts an order's age by the server's clock, whatever the device's says", () => {
  const placedOnServer = '2026-11-20T14:05:00.000Z';
  // A demo's server runs from CLOCK_START, eight days behind this tablet.
  followServerClock('2026-11-20T14:05:30.000Z');
  expect(age(placedOnServer, serverNow())).toBe('just now');
  vi.advanceTimersByTime(4 * 60_000);
  expect(age(placedOnServer, serverNow())).toBe('4 min');
});

test('an unreadable server time leaves the clock as it was', () => {
  followServerClock('2026-11-28T06:10:00.000Z');
  followServerClock('not a time');
  expect(serverNow()).toBe(Date.parse('2026-11-28T06:10:00.000Z'));
});

test('the board hears of each new reading, so the ages it shows move at once, not at its next minute', () => {
  const heard: number[] = [];
  const unfollow = onServerClock(() => heard.push(serverNow()));
  followServerClock('2026-11-20T14:05:30.000Z');
  unfollow();
  followServerClock('2026-11-20T14:06:30.000Z');
  expect(heard).toEqual([Date.parse('2026-11-20T14:05:30.000Z')]);
});

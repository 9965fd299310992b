import { describe, expect, test } from 'vitest';
import { DELIVERY_RADIUS_KM } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { deliveryOutletClosed, noDeliveryHere } from '../../contract/outletMessages.ts';
import { outlet } from '../../flows/samples/outlets.ts';
import { distanceKm } from '../../server/domain/distance.ts';
import { nearestOutletFor } from '../../server/domain/nearestOutlet.ts';
import {
  closedByStaffUntil,
  formatClockTime,
  isOutletOpen,
  isWithinOpeningHours,
  minutesOfDayInKolkata,
  nextOpening,
  overrideFor,
} from '../../server/domain/openingHours.ts';
import { sortProducts } from '../../server/domain/productSort.ts';

/** An instant given as Kolkata wall-clock time (UTC+05:30, no daylight saving). */
const kolkata = (hhmm: string) => new Date(`2024-01-05T${hhmm}:00+05:30`);

/** The window from `start` to `end` is open at each Kolkata time marked true, and closed at each marked false. */
function expectOpenings(start: string, end: string, openAt: Record<string, boolean>): void {
  const found = Object.keys(openAt).map((hhmm) => [hhmm, isWithinOpeningHours(start, end, kolkata(hhmm))]);
  expect(Object.fromEntries(found)).toEqual(openAt);
}

describe('opening hours (Asia/Kolkata)', () => {
  test("the minute of Kolkata's day, asked about in any order (each minute's answer is remembered)", () => {
    const minuteAt = (time: string) => minutesOfDayInKolkata(new Date(`2026-11-20T${time}+05:30`));
    expect([minuteAt('19:30:00'), minuteAt('19:30:59'), minuteAt('19:31:00'), minuteAt('19:30:10')]).toEqual([
      1170, 1170, 1171, 1170,
    ]);
    expect([minuteAt('23:59:59'), minuteAt('00:00:00')]).toEqual([1439, 0]);
  });

  test('a daytime window includes its start and excludes its end', () => {
    expectOpenings('11:00', '23:00', { '10:59': false, '11:00': true, '22:59': true, '23:00': false });
  });

  test('a window past midnight is open late in the evening and early in the night, closed by day', () => {
    expectOpenings('18:00', '02:00', {
      '17:59': false,
      '18:00': true,
      '23:59': true,
      '00:00': true,
      '01:59': true,
      '02:00': false,
      '12:00': false,
    });
  });

  test('a window closing at midnight stays open until then', () => {
    expectOpenings('11:00', '00:00', { '23:59': true, '00:00': false });
  });

  test('equal start and end mean open all day', () => {
    expectOpenings('00:00', '00:00', { '03:00': true });
  });

  test('the time of day is Kolkata time, not UTC', () => {
    // 20:00 UTC is 01:30 the next morning in Kolkata.
    expect(isWithinOpeningHours('11:00', '23:00', new Date('2024-01-05T20:00:00Z'))).toBe(false);
    expect(isWithinOpeningHours('18:00', '02:00', new Date('2024-01-05T20:00:00Z'))).toBe(true);
  });

  test('times read as customers read them', () => {
    expect(formatClockTime('23:30')).toBe('11:30 PM');
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('09:00:00')).toBe('09:00 AM');
  });
});

describe("an outlet's staff opening or closing it now", () => {
  const hours = { fromTime: '11:00', toTime: '23:00' };
  const outlet = { ...hours, isActive: true, openOverride: null, openOverrideUntil: null };
  const nextDay = (hhmm: string) => new Date(`2024-01-06T${hhmm}:00+05:30`);

  test('the next opening is the next start of the hours after now, Kolkata time, to the minute', () => {
    expect(nextOpening('11:00', kolkata('19:30'))).toEqual(nextDay('11:00'));
    expect(nextOpening('11:00', kolkata('10:59'))).toEqual(kolkata('11:00'));
    expect(nextOpening('11:00', new Date('2024-01-05T05:30:20Z'))).toEqual(nextDay('11:00'));
    expect(nextOpening('18:00', new Date('2024-01-05T20:00:00Z'))).toEqual(nextDay('18:00'));
  });

  test('closing within the hours holds until the next opening; then the hours decide', () => {
    const change = overrideFor(false, hours, kolkata('19:30'));
    expect(change).toEqual({ openOverride: false, until: nextDay('11:00') });
    const closed = { ...outlet, openOverride: change.openOverride, openOverrideUntil: change.until };
    expect(isOutletOpen(closed, kolkata('19:30'))).toBe(false);
    expect(isOutletOpen(closed, nextDay('10:59'))).toBe(false);
    expect(isOutletOpen(closed, nextDay('11:00'))).toBe(true);
  });

  test('closed by its staff within the hours: customers are told until when; after the hours, the hours say it', () => {
    const closedAt = (hoursOf: typeof hours, at: Date) => {
      const change = overrideFor(false, hoursOf, at);
      return { ...outlet, ...hoursOf, openOverride: change.openOverride, openOverrideUntil: change.until };
    };
    const evening = closedAt(hours, kolkata('19:30'));
    expect(closedByStaffUntil(evening, kolkata('19:30'))).toBe('11:00 AM tomorrow');
    expect(closedByStaffUntil(evening, kolkata('23:30'))).toBeNull();
    expect(closedByStaffUntil(evening, nextDay('11:00'))).toBeNull();
    // Hours past midnight, closed after it: they open again the same day.
    const lateHours = { fromTime: '18:00', toTime: '02:00' };
    expect(closedByStaffUntil(closedAt(lateHours, kolkata('01:00')), kolkata('01:00'))).toBe('06:00 PM');
    expect(closedByStaffUntil(outlet, kolkata('19:30'))).toBeNull();
    expect(closedByStaffUntil({ ...evening, isActive: false }, kolkata('19:30'))).toBeNull();
  });

  test('opening after hours holds until the next opening; asking what the hours already say clears the override', () => {
    expect(overrideFor(true, hours, kolkata('23:30'))).toEqual({ openOverride: true, until: nextDay('11:00') });
    expect(overrideFor(true, hours, kolkata('19:30'))).toEqual({ openOverride: null, until: null });
    expect(overrideFor(false, hours, kolkata('23:30'))).toEqual({ openOverride: null, until: null });
  });

  test('an inactive outlet is closed whatever its staff say', () => {
    const opened = { ...outlet, isActive: false, openOverride: true, openOverrideUntil: nextDay('11:00') };
    expect(isOutletOpen(opened, kolkata('23:30'))).toBe(false);
  });
});

describe('distance', () => {
  const surat = { latitude: 21.1702, longitude: 72.8311 };
  const vadodara = { latitude: 22.3072, longitude: 73.1812 };

  test('is the great-circle distance in kilometres', () => {
    expect(distanceKm(surat, surat)).toBe(0);
    expect(distanceKm(surat, vadodara)).toBeGreaterThan(128);
    expect(distanceKm(surat, vadodara)).toBeLessThan(135);
    expect(distanceKm(vadodara, surat)).toBeCloseTo(distanceKm(surat, vadodara), 9);
  });

  test('without an order type the nearest active outlet within 30 km wins; none within it gives the reason', () => {
    const outlets = [
      outlet({ id: 'vadodara', city: 'Vadodara', area: 'Centre', ...vadodara }),
      outlet({ id: 'surat', city: 'Surat', area: 'Centre', ...surat, isOpen: false, delivery: 'Disabled' }),
    ];
    const nearSurat = { latitude: 21.2, longitude: 72.8 };
    expect(nearestOutletFor(outlets, nearSurat, undefined).nearestLocation?.id).toBe('surat');
    expect(nearestOutletFor(outlets, { latitude: 23.0225, longitude: 72.5714 }, undefined)).toEqual({
      nearestLocation: null,
      distanceKm: null,
      reason: MESSAGES.noOutletNearby,
      nearestTakeAway: null,
    });
  });

  test('for delivery only an open outlet taking delivery within 6 km; else why, and the nearest take-away', () => {
    const kmNorth = (km: number) => ({ latitude: surat.latitude + km / 111.19, longitude: surat.longitude });
    const takeAway = outlet({ id: 'counter', city: 'Surat', area: 'Counter', ...surat, delivery: 'Disabled' });
    const kitchen = outlet({ id: 'kitchen', city: 'Surat', area: 'Kitchen', ...kmNorth(DELIVERY_RADIUS_KM - 0.5) });
    const answer = nearestOutletFor([takeAway, kitchen], surat, 'delivery');
    expect(answer).toMatchObject({ nearestLocation: { id: 'kitchen' }, distanceKm: 5.5, reason: null });

    const closed = { ...kitchen, isOpen: false };
    expect(nearestOutletFor([takeAway, closed], surat, 'delivery')).toEqual({
      nearestLocation: null,
      distanceKm: null,
      reason: deliveryOutletClosed(kitchen.name, kitchen.fromTime),
      nearestTakeAway: { outlet: takeAway, distanceKm: 0 },
    });
    const far = { ...kitchen, ...kmNorth(DELIVERY_RADIUS_KM + 0.5) };
    expect(nearestOutletFor([takeAway, far], surat, 'delivery').reason).toBe(noDeliveryHere(DELIVERY_RADIUS_KM));
    expect(nearestOutletFor([far], surat, 'take_out').nearestLocation?.id).toBe('kitchen');
    expect(nearestOutletFor([closed], surat, 'take_out').reason).toBe(MESSAGES.noTakeAwayNearby);
  });
});

describe('product sort', () => {
  const products = [
    { name: 'a', popularity: 10, rating: 4.0, rate: 200 },
    { name: 'b', popularity: 30, rating: 4.5, rate: 150 },
    { name: 'c', popularity: 20, rating: 4.5, rate: 300 },
    { name: 'd', popularity: 30, rating: 3.5, rate: 150 },
  ];
  const names = (sorted: typeof products) => sorted.map((product) => product.name).join('');

  test('1 popularity, 2 rating high to low, 3 cost low to high, 4 cost high to low; ties keep menu order', () => {
    expect(names(sortProducts(products, '1'))).toBe('bdca');
    expect(names(sortProducts(products, '2'))).toBe('bcad');
    expect(names(sortProducts(products, '3'))).toBe('bdac');
    expect(names(sortProducts(products, '4'))).toBe('cabd');
  });

  test('leaves the given list as it was', () => {
    sortProducts(products, '4');
    expect(names(products)).toBe('abcd');
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import {
  type CartLine,
  cartTotals,
  discountPaise,
  type Offer,
  offerRefusal,
  subtotalPaise,
  taxPaise,
} from '../../server/domain/cartTotals.ts';

const NOW = new Date('2026-11-20T12:00:00+05:30');
const DAY = 24 * 3600 * 1000;

const WOKFIRST20: Offer = {
  code: 'WOKFIRST20',
  kind: 'percent',
  value: 20,
  minOrderPaise: 29_900,
  maxDiscountPaise: 15_000,
  validFrom: new Date(NOW.getTime() - 30 * DAY),
  validTo: new Date(NOW.getTime() + 30 * DAY),
  takeAwayOnly: false,
  firstOrderOnly: true,
  usesPerCustomer: 1,
};

const lineArb = fc.record({
  unitPaise: fc.integer({ min: 100, max: 200_000 }),
  quantity: fc.integer({ min: QUANTITY_MIN, max: QUANTITY_MAX }),
});
const linesArb = fc.array(lineArb, { maxLength: 20 });
const offerArb: fc.Arbitrary<Offer> = fc.record({
  code: fc.constant('ANY'),
  kind: fc.constantFrom('percent' as const, 'flat' as const),
  value: fc.integer({ min: 1, max: 100 }).chain((percent) => fc.constantFrom(percent, percent * 1000)),
  minOrderPaise: fc.integer({ min: 0, max: 200_000 }),
  maxDiscountPaise: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  validFrom: fc.constant(WOKFIRST20.validFrom),
  validTo: fc.constant(WOKFIRST20.validTo),
  takeAwayOnly: fc.boolean(),
  firstOrderOnly: fc.boolean(),
  usesPerCustomer: fc.integer({ min: 1, max: 3 }),
});
const deliveryChargeArb = fc.integer({ min: 0, max: 10_000 });

describe('cart totals over random carts and offers', () => {
  test('the subtotal is the sum of the lines, each its unit price times its quantity', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const expected = lines.map((line) => line.unitPaise * line.quantity).reduce((a, b) => a + b, 0);
        expect(subtotalPaise(lines)).toBe(expected);
        expect(cartTotals(lines, null, 0).subtotal).toBe(expected);
      }),
    );
  });

  test('whole paise, never negative, total = subtotal - discount + tax, delivery adds its charge once', () => {
    fc.assert(
      fc.property(linesArb, fc.option(offerArb, { nil: null }), deliveryChargeArb, (lines, offer, charge) => {
        const totals = cartTotals(lines, offer, charge);
        for (const amount of Object.values(totals)) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(totals.total).toBe(totals.subtotal - totals.discount + totals.tax);
        expect(totals.tax).toBe(taxPaise(totals.subtotal - totals.discount));
        expect(totals.deliveryChargesTotal).toBe(totals.total + (lines.length > 0 ? charge : 0));
      }),
    );
  });

  test('a discount stays within its caps: the subtotal, the maximum, the flat value or the percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), offerArb, (subtotal, offer) => {
        const discount = discountPaise(offer, subtotal);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(subtotal);
        if (offer.maxDiscountPaise !== null) expect(discount).toBeLessThanOrEqual(offer.maxDiscountPaise);
        if (offer.kind === 'flat') expect(discount).toBeLessThanOrEqual(offer.value);
        else expect(discount).toBeLessThanOrEqual((subtotal * offer.value) / 100);
      }),
    );
  });

  test('an offer that applies has its minimum order, its dates, its order type and a use left', () => {
    fc.assert(
      fc.property(
        offerArb,
        fc.integer({ min: 0, max: 300_000 }),
        fc.constantFrom('delivery' as const, 'take_out' as const),
        fc.integer({ min: -60, max: 60 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (offer, subtotal, orderType, days, usesByCustomer, earlierOrders) => {
          const now = new Date(NOW.getTime() + days * DAY);
          // A customer's orders include those that used the code.
          const ordersByCustomer = usesByCustomer + earlierOrders;
          const context = { subtotalPaise: subtotal, orderType, now, usesByCustomer, ordersByCustomer };
          if (offerRefusal(offer, context) !== null) return;
          expect(subtotal).toBeGreaterThanOrEqual(offer.minOrderPaise);
          expect(now >= offer.validFrom && now <= offer.validTo).toBe(true);
          if (offer.takeAwayOnly) expect(orderType).toBe('take_out');
          expect(usesByCustomer).toBeLessThan(offer.usesPerCustomer);
          if (offer.firstOrderOnly) expect(ordersByCustomer).toBe(0);
        },
      ),
    );
  });
});

describe('cart totals by example', () => {
  const lines: CartLine[] = [
    { unitPaise: 24_900 + 3_000, quantity: 2 }, // a dish at ₹249 with a ₹30 add-on, twice
    { unitPaise: 14_900, quantity: 1 },
  ];

  test('GST at 5 % of the subtotal without an offer', () => {
    expect(cartTotals(lines, null, 4_000)).toEqual({
      subtotal: 70_700,
      discount: 0,
      tax: 3_535,
      total: 74_235,
      deliveryCharges: 4_000,
      deliveryChargesTotal: 78_235,
    });
  });

  test('20 % off is capped at its maximum, and GST is charged on the discounted value', () => {
    const totals = cartTotals(lines, WOKFIRST20, 0);
    expect(totals.discount).toBe(14_140);
    expect(totals.tax).toBe(taxPaise(70_700 - 14_140));
    expect(cartTotals([{ unitPaise: 100_000, quantity: 1 }], WOKFIRST20, 0).discount).toBe(15_000);
  });

  test('an empty cart costs nothing, delivery included', () => {
    expect(cartTotals([], WOKFIRST20, 4_000)).toEqual({
      subtotal: 0,
      discount: 0,
      tax: 0,
      total: 0,
      deliveryCharges: 0,
      deliveryChargesTotal: 0,
    });
  });

  test.each([
    [{ now: new Date(WOKFIRST20.validFrom.getTime() - 1) }, MESSAGES.offerNotStarted],
    [{ now: new Date(WOKFIRST20.validTo.getTime() + 1) }, MESSAGES.offerExpired],
    [{ subtotalPaise: 29_899 }, MESSAGES.offerMinimumOrder('₹299.00')],
    [{ usesByCustomer: 1, ordersByCustomer: 1 }, MESSAGES.offerUsedUp],
    [{ ordersByCustomer: 1 }, MESSAGES.offerFirstOrderOnly],
  ])('refuses an offer outside its rules: %o', (change, message) => {
    const context = {
      subtotalPaise: 70_700,
      orderType: 'delivery' as const,
      now: NOW,
      usesByCustomer: 0,
      ordersByCustomer: 0,
      ...change,
    };
    expect(offerRefusal(WOKFIRST20, context)).toBe(message);
  });

  test('a take-away offer refuses delivery', () => {
    const offer = { ...WOKFIRST20, takeAwayOnly: true };
    const context = { subtotalPaise: 70_700, now: NOW, usesByCustomer: 0, ordersByCustomer: 0 };
    expect(offerRefusal(offer, { ...context, orderType: 'delivery' })).toBe(MESSAGES.offerTakeAwayOnly);
    expect(offerRefusal(offer, { ...context, orderType: 'take_out' })).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { storeClosed } from '../../contract/outletMessages.ts';
import { outlet as sampleOutlet } from '../../flows/samples/outlets.ts';
import { cartTotals } from '../../server/domain/cartTotals.ts';
import {
  deliveryReach,
  deliveryRefusal,
  type OrderAmounts,
  orderAmounts,
  outletRefusal,
  quoteRefusal,
} from '../../server/domain/checkout.ts';
import { distanceKm } from '../../server/domain/distance.ts';

const OUTLET_AT = { latitude: 21.1959, longitude: 72.7933 };
/** A point `km` due north of the outlet. */
const northBy = (km: number) => ({ latitude: OUTLET_AT.latitude + km / 111.195, longitude: OUTLET_AT.longitude });

/** Open, active, both order types enabled, 11:00 AM to 11:00 PM. */
const outlet = sampleOutlet({ id: 'surat-adajan', city: 'Surat', area: 'Adajan', ...OUTLET_AT });

describe('outletRefusal', () => {
  test('an open, active outlet takes the order types it enables', () => {
    expect(outletRefusal(outlet, 'delivery')).toBeNull();
    expect(outletRefusal(outlet, 'take_out')).toBeNull();
  });

  test('refuses an inactive outlet, a closed one with its hours, and an order type it does not offer', () => {
    expect(outletRefusal({ ...outlet, is_active: false, isOpen: false }, 'take_out')).toBe(
      MESSAGES.outletNotTakingOrders,
    );
    expect(outletRefusal({ ...outlet, isOpen: false }, 'take_out')).toBe(storeClosed('11:00 AM', '11:00 PM'));
    expect(outletRefusal({ ...outlet, delivery: 'Disabled' }, 'delivery')).toBe(MESSAGES.orderTypeNotOffered);
    expect(outletRefusal({ ...outlet, pickup: 'Disabled' }, 'take_out')).toBe(MESSAGES.orderTypeNotOffered);
    expect(outletRefusal({ ...outlet, pickup: 'Disabled' }, 'delivery')).toBeNull();
  });
});

describe('deliveryRefusal', () => {
  test('delivers up to 6 km from the outlet, not beyond', () => {
    expect(distanceKm(OUTLET_AT, northBy(5.99))).toBeCloseTo(5.99, 2);
    expect(deliveryRefusal(OUTLET_AT, northBy(5.99), 60_000)).toBeNull();
    expect(deliveryRefusal(OUTLET_AT, northBy(6.01), 60_000)).toBe(MESSAGES.deliveryTooFar(6));
  });

  test('delivers a subtotal of 600 rupees or more', () => {
    expect(deliveryRefusal(OUTLET_AT, OUTLET_AT, 60_000)).toBeNull();
    expect(deliveryRefusal(OUTLET_AT, OUTLET_AT, 59_999)).toBe(MESSAGES.deliveryMinimum('₹600.00', '₹0.01'));
    expect(deliveryRefusal(OUTLET_AT, OUTLET_AT, 57_800)).toBe(MESSAGES.deliveryMinimum('₹600.00', '₹22.00'));
  });
});

describe('deliveryReach', () => {
  test('says how far to one decimal, and goes by the exact distance: 6.04 km reads 6 km and is beyond', () => {
    expect(deliveryReach(OUTLET_AT, northBy(5.96))).toEqual({ distanceKm: 6, deliverable: true });
    expect(deliveryReach(OUTLET_AT, northBy(6.04))).toEqual({ distanceKm: 6, deliverable: false });
    expect(deliveryReach(OUTLET_AT, northBy(12.34))).toEqual({ distanceKm: 12.3, deliverable: false });
  });

  test('without an outlet neither is known, and delivery cannot be chosen', () => {
    expect(deliveryReach(null, OUTLET_AT)).toEqual({ distanceKm: null, deliverable: false });
  });
});

describe('orderAmounts', () => {
  const totals = cartTotals([{ unitPaise: 24_900, quantity: 3 }], null, 4_000);

  test('delivery pays the total and the delivery charge; take-away pays the total only', () => {
    expect(orderAmounts(totals, 'delivery')).toEqual({
      subtotal: 74_700,
      discount: 0,
      tax: 3_735,
      total: 78_435,
      deliveryCharge: 4_000,
      amount: 82_435,
    });
    expect(orderAmounts(totals, 'take_out')).toMatchObject({ deliveryCharge: 0, amount: 78_435 });
  });
});

describe('quoteRefusal', () => {
  const server: OrderAmounts = {
    subtotal: 74_700,
    discount: 0,
    tax: 3_735,
    total: 78_435,
    deliveryCharge: 0,
    amount: 78_435,
  };
  const quoted = { subtotal: 74_700, tax: 3_735, total: 78_435, deliveryCharge: 0 };

  test('the amounts the customer saw are the server’s', () => {
    expect(quoteRefusal(quoted, server)).toBeNull();
  });

  test('any amount off by any number of paise is refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('subtotal', 'tax', 'total', 'deliveryCharge' as const),
        fc.integer({ min: -10_000, max: 10_000 }).filter((paise) => paise !== 0),
        (field, off) => {
          expect(quoteRefusal({ ...quoted, [field]: quoted[field] + off }, server)).toBe(MESSAGES.pricesChanged);
        },
      ),
    );
  });
});

import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { PlaceOrderRequest } from '../../contract/order.ts';
import type { Db } from '../../server/db/db.ts';
import { codPaymentStatus } from '../../server/domain/orderStatus.ts';
import { addToCart } from '../../server/usecases/addToCart.ts';
import { changeCartLine } from '../../server/usecases/changeCartLine.ts';
import { placeOrder } from '../../server/usecases/placeOrder.ts';
import { priceCart } from '../../server/usecases/priceCart.ts';
import { testApp } from './support/http.ts';
import { type Customer, FRIDAY_EVENING, STORE, shopFor } from './support/shop.ts';
import { openTestDb } from './support/testDb.ts';

// The use cases as plain functions of (deps, input), without HTTP: the API tests cover them through the routes.
let db: Db;
let shop: Awaited<ReturnType<typeof shopFor>>;
let customer: Customer;
const open = () => ({ db, clock: () => FRIDAY_EVENING });

beforeAll(async () => {
  db = await openTestDb();
  shop = await shopFor(db, testApp(db, FRIDAY_EVENING));
  customer = await shop.newCustomer();
});
afterAll(() => db?.close());

const plainDish = async () => (await shop.fillCart(customer)).cart_data[0]?.productId as string;

describe('addToCart and priceCart', () => {
  test('a closed outlet takes nothing into the cart', async () => {
    const productId = await plainDish();
    const night = { db, clock: () => new Date('2026-11-21T03:00:00+05:30') };
    const dish = { customerId: customer.id, productId, outletId: STORE, addonIds: [], isJain: false };
    const before = await priceCart(open(), { customerId: customer.id, code: null });
    expect(await addToCart(night, dish)).toEqual({ refusal: { status: 409, msg: MESSAGES.outletNotTakingOrders } });
    expect(await priceCart(open(), { customerId: customer.id, code: null })).toEqual(before);
  });

  test('an unknown offer code prices the cart without a discount and says why', async () => {
    await plainDish();
    const priced = await priceCart(open(), { customerId: customer.id, code: 'NO-SUCH-CODE' });
    expect(priced.offerRefusal).toBe(MESSAGES.offerUnknown);
    expect(priced.totals.discount).toBe(0);
  });
});

test('changeCartLine does not reach another customer’s line', async () => {
  const lineId = (await shop.fillCart(customer)).cart_data[0]?._id as string;
  const stranger = await shop.newCustomer();
  const change = { customerId: stranger.id, lineId, addonIds: [], isJain: true };
  expect(await changeCartLine(open(), change)).toEqual({ refusal: { status: 404, msg: MESSAGES.cartLineNotFound } });
});

test('placeOrder refuses an empty cart and writes no order', async () => {
  const buyer = await shop.newCustomer();
  const request = v.parse(PlaceOrderRequest, { ...(await shop.checkoutFields(buyer)), checkoutId: randomUUID() });
  const payment = { type: 'COD', status: codPaymentStatus('placed') } as const;
  expect(await placeOrder(open(), { customerId: buyer.id, request, payment })).toEqual({
    refusal: { status: 409, msg: MESSAGES.cartIsEmpty },
  });
  expect(await db.query('SELECT 1 FROM orders WHERE customer_id = $1', [buyer.id])).toEqual([]);
});

import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CartSchema } from '../../contract/cart.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { AppliedOfferSchema, OfferListSchema } from '../../contract/offer.ts';
import type { Db } from '../../server/db/db.ts';
import { call, signedInCustomer } from './support/customers.ts';
import { type App, api, expectData, expectRefusal, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

const NOW = new Date('2026-11-20T13:00:00+05:30');
const STORE = 'surat-adajan';

let db: Db;
let app: App;
let token: string;
let customerId: string;
/** A dish with no add-ons and no Jain option, and its rate in paise. */
let dish: { id: string; rate_paise: number };

beforeAll(async () => {
  db = await openTestDb();
  app = testApp(db, NOW);
  [dish] = (await db.query<{ id: string; rate_paise: number }>(
    `SELECT id, rate_paise FROM products p
     WHERE addon_category_id IS NULL AND jain_addon_id IS NULL AND NOT is_deleted
       AND NOT EXISTS (SELECT 1 FROM product_addons pa WHERE pa.product_id = p.id)
     ORDER BY rate_paise DESC LIMIT 1`,
  )) as [{ id: string; rate_paise: number }];
});
afterAll(() => db?.close());
beforeEach(async () => {
  token = await signedInCustomer(app);
  await call(app, 'updatePickUpLocation', { bearer: token, fields: { pickUp: STORE } });
  customerId = ((await call(app, 'current_user', { bearer: token, method: 'GET' })).body.data as { id: string }).id;
});

/** Puts `portions` of the dish in the cart. */
async function fillCart(portions: number): Promise<number> {
  await call(app, 'add_to_cart', { bearer: token, fields: { product_id: dish.id, store: STORE } });
  const cart = expectData(await call(app, 'get_cart', { bearer: token, method: 'GET' }), CartSchema);
  const id = cart.cart_data[0]?._id as string;
  await call(app, 'changeProductsQuentity', { bearer: token, fields: { id, quentity: String(portions) } });
  return dish.rate_paise * portions;
}
const apply = (code: string) => call(app, 'offer/apply', { bearer: token, fields: { code } });

describe('getAllOffers', () => {
  test('lists the offers valid now to anyone, with code, title, terms and picture', async () => {
    await db.query(
      `INSERT INTO offers (code, title, description, terms, image, kind, value, valid_from, valid_to, sort_order)
       VALUES ('DIWALI2025', 'Old', 'Old', 'Old', '/x.svg', 'flat', 100, '2025-10-01', '2025-11-01', 0)`,
    );
    const offers = expectData(await api.get(app, 'getAllOffers'), OfferListSchema);
    expect(offers.map((offer) => offer.code)).toEqual(['WOKFIRST20', 'TAKEAWAY50', 'FEAST100']);
    for (const offer of offers) {
      expect(offer.image).toMatch(/^\/images\/offers\/.+\.svg$/);
      expect(offer.terms).not.toBe('');
    }
  });
});

describe('offer/apply', () => {
  test("'Provide Offer Code' when empty; an unknown code is refused", async () => {
    await fillCart(3);
    expectRefusal(await apply('  '), 400, MESSAGES.provideOfferCode);
    expectRefusal(await apply('FREEFOOD'), 404, MESSAGES.offerUnknown);
  });

  test('takes 20% off, up to its maximum, whatever the case of the code', async () => {
    const subtotal = await fillCart(2);
    const applied = expectData(await apply(' wokfirst20 '), AppliedOfferSchema);
    const discount = Math.min(Math.floor(subtotal * 0.2), 15_000);
    expect(Math.round(applied.discount * 100)).toBe(discount);
    expect(Math.round(applied.total * 100)).toBe(subtotal - discount + Math.round((subtotal - discount) * 0.05));
  });

  test('refuses a cart under the minimum order', async () => {
    await fillCart(1);
    expectRefusal(await apply('FEAST100'), 400, MESSAGES.offerMinimumOrder('₹999.00'));
  });

  test('a take-away offer refuses a delivery order', async () => {
    await fillCart(3);
    await call(app, 'changeDeliveryType', { bearer: token, fields: { type: 'delivery' } });
    expectRefusal(await apply('TAKEAWAY50'), 400, MESSAGES.offerTakeAwayOnly);
    await call(app, 'changeDeliveryType', { bearer: token, fields: { type: 'take_out' } });
    expect(expectData(await apply('TAKEAWAY50'), AppliedOfferSchema).discount).toBe(50);
  });

  test('refuses a customer who has used the offer as often as it allows', async () => {
    await fillCart(3);
    await db.query(
      `INSERT INTO offer_redemptions (offer_code, customer_id, created_at) VALUES ('WOKFIRST20', $1, $2)`,
      [customerId, NOW],
    );
    expectRefusal(await apply('WOKFIRST20'), 400, MESSAGES.offerUsedUp);
  });

  test('wants a signed-in customer', async () => {
    expectRefusal(await call(app, 'offer/apply', { fields: { code: 'WOKFIRST20' } }), 401, MESSAGES.loginRequired);
  });
});

describe('get_cart with the code header', () => {
  const cartWithCode = async (code: string) => {
    const response = await app.request('/api/v1/user/get_cart', {
      headers: { Authorization: `Bearer ${token}`, code },
    });
    return { status: response.status, body: await response.json() };
  };

  test('a code that applies is in the totals and named in offer_code', async () => {
    await fillCart(2);
    const cart = expectData(await cartWithCode('WOKFIRST20'), CartSchema);
    expect(cart).toMatchObject({ offer_code: 'WOKFIRST20', offer_refusal: '' });
    expect(cart.discount).toBeGreaterThan(0);
    expect(cart.offerCodes).toEqual(['WOKFIRST20', 'TAKEAWAY50', 'FEAST100']);
  });

  test('a code is checked again when the order type or the cart changes, and the reply says why it no longer applies', async () => {
    await fillCart(3);
    expect(expectData(await cartWithCode('TAKEAWAY50'), CartSchema)).toMatchObject({
      offer_code: 'TAKEAWAY50',
      offer_refusal: '',
      discount: 50,
    });

    await call(app, 'changeDeliveryType', { bearer: token, fields: { type: 'delivery' } });
    const onDelivery = await cartWithCode('TAKEAWAY50');
    expect(onDelivery.body.msg).toBe(MESSAGES.offerTakeAwayOnly);
    expect(expectData(onDelivery, CartSchema)).toMatchObject({
      offer_code: '',
      offer_refusal: MESSAGES.offerTakeAwayOnly,
      discount: 0,
    });

    await call(app, 'changeDeliveryType', { bearer: token, fields: { type: 'take_out' } });
    const [line] = expectData(await cartWithCode('TAKEAWAY50'), CartSchema).cart_data;
    await call(app, 'deleteProductFromCart', { bearer: token, method: 'DELETE', fields: { id: line?._id as string } });
    expect(expectData(await cartWithCode('TAKEAWAY50'), CartSchema)).toMatchObject({
      offer_code: '',
      offer_refusal: MESSAGES.offerMinimumOrder('₹499.00'),
      discount: 0,
    });
  });

  test('a code that does not apply leaves the totals without a discount and says why', async () => {
    await fillCart(1);
    const reply = await cartWithCode('FEAST100');
    const cart = expectData(reply, CartSchema);
    expect(reply.body.msg).toBe(MESSAGES.offerMinimumOrder('₹999.00'));
    expect(cart).toMatchObject({ discount: 0, offer_code: '', offer_refusal: MESSAGES.offerMinimumOrder('₹999.00') });
  });
});

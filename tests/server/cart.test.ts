import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type Cart, CartSchema, QuantityReplySchema } from '../../contract/cart.ts';
import { ProductListSchema } from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../../server/db/db.ts';
import { call, signedInCustomer } from './support/customers.ts';
import { type App, expectData, expectRefusal, type Reply, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

const FRIDAY_EVENING = new Date('2024-06-14T19:30:00+05:30');
const STORE = 'surat-adajan';

interface DishRow {
  id: string;
  rate_paise: number;
  jain_addon_id: string | null;
  addon_ids: string[];
  addon_rates: number[];
}

let db: Db;
let app: App;
let token: string;
/**
 * A Jain-capable dish taking exactly one dip, a dish with no add-ons that cannot be Jain, one taking exactly two of
 * its three or more sauces.
 */
let dipDish: DishRow;
let plainDish: DishRow;
let twoSauceDish: DishRow;

const dishes = (where: string) =>
  db.query<DishRow>(
    `SELECT p.id, p.rate_paise, p.jain_addon_id,
            COALESCE(array_agg(a.id ORDER BY a.id) FILTER (WHERE a.id IS NOT NULL), '{}') AS addon_ids,
            COALESCE(array_agg(a.rate_paise ORDER BY a.id) FILTER (WHERE a.id IS NOT NULL), '{}') AS addon_rates
     FROM products p LEFT JOIN product_addons pa ON pa.product_id = p.id LEFT JOIN addons a ON a.id = pa.addon_id
     WHERE NOT p.is_deleted GROUP BY p.id HAVING ${where} ORDER BY p.sort_order, p.id LIMIT 1`,
  );

beforeAll(async () => {
  db = await openTestDb();
  app = testApp(db, FRIDAY_EVENING);
  [dipDish] = (await dishes(`p.jain_addon_id IS NOT NULL AND p.addon_category_id = 'dips' AND count(a.id) >= 2`)) as [
    DishRow,
  ];
  [plainDish] = (await dishes('p.addon_category_id IS NULL AND p.jain_addon_id IS NULL AND count(a.id) = 0')) as [
    DishRow,
  ];
  [twoSauceDish] = (await dishes(`p.addon_category_id = 'two-sauces' AND count(a.id) >= 3`)) as [DishRow];
});
afterAll(() => db?.close());
beforeEach(async () => {
  token = await signedInCustomer(app);
  await call(app, 'updatePickUpLocation', { bearer: token, fields: { pickUp: STORE } });
});

const send = (path: string, fields: Record<string, string>, method: 'POST' | 'DELETE' = 'POST') =>
  call(app, path, { bearer: token, method: method as 'POST', fields });
const addJson = async (body: Record<string, unknown>): Promise<Reply> => {
  const response = await app.request('/api/v1/user/add_to_cart', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ store: STORE, ...body }),
  });
  return { status: response.status, body: await response.json() };
};
const remove = async (path: string, fields?: Record<string, string>): Promise<Reply> => {
  const response = await app.request(`/api/v1/user/${path}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
    body: fields ? new URLSearchParams(fields) : undefined,
  });
  return { status: response.status, body: await response.json() };
};
const cart = async (): Promise<Cart> =>
  expectData(await call(app, 'get_cart', { bearer: token, method: 'GET' }), CartSchema);
const rupees = (paise: number) => paise / 100;

describe('add_to_cart', () => {
  test('prices a line from the catalogue, whatever rate the browser sends', async () => {
    const dip = dipDish.addon_ids[0] as string;
    const added = await addJson({
      product_id: dipDish.id,
      addOns: [{ _id: dip, quantity: 1, rate: 0.01 }],
      isJain: true,
    });
    expect(added.body).toEqual({ error: 0, msg: MESSAGES.addedToCart, data: null });
    const [line] = (await cart()).cart_data;
    expect(line).toMatchObject({ productId: dipDish.id, quantity: 1, isJain: true });
    expect(line?.unitPrice).toBe(rupees(dipDish.rate_paise + (dipDish.addon_rates[0] as number)));
    expect(line?.addOns).toEqual([
      { _id: dip, quantity: 1, rate: rupees(dipDish.addon_rates[0] as number) },
      { _id: dipDish.jain_addon_id, quantity: 1, rate: 0 },
    ]);
  });

  test('the same dish with the same choices adds to its line; other choices make another line', async () => {
    const [first, second] = dipDish.addon_ids as [string, string];
    await addJson({ product_id: dipDish.id, addOns: [first], isJain: false });
    await addJson({ product_id: dipDish.id, addOns: [first], isJain: false });
    await addJson({ product_id: dipDish.id, addOns: [second], isJain: false });
    await send('add_to_cart', { product_id: plainDish.id, store: STORE });
    expect((await cart()).cart_data.map((line) => [line.productId, line.quantity])).toEqual([
      [dipDish.id, 2],
      [dipDish.id, 1],
      [plainDish.id, 1],
    ]);
  });

  test.each([
    ['no dish', () => ({ product_id: '  ' }), 'product_id is required'],
    ['a dish id past 100 characters', () => ({ product_id: 'x'.repeat(101) }), 'product_id is too long'],
    [
      'an add-on of another dish',
      () => ({ product_id: plainDish.id, addOns: [dipDish.addon_ids[0]] }),
      MESSAGES.addonNotOfDish,
    ],
    ['no dip on a dish that takes one', () => ({ product_id: dipDish.id, addOns: [] }), 'Select 1 add-on'],
    [
      'two dips on a dish that takes one',
      () => ({ product_id: dipDish.id, addOns: dipDish.addon_ids }),
      'Select 1 add-on',
    ],
    [
      'one sauce where two are needed',
      () => ({ product_id: twoSauceDish.id, addOns: [twoSauceDish.addon_ids[0]] }),
      'Select 2 add-ons',
    ],
    [
      'three sauces where two are the most',
      () => ({ product_id: twoSauceDish.id, addOns: twoSauceDish.addon_ids.slice(0, 3) }),
      'Select 2 add-ons',
    ],
    ['Jain on a dish that cannot be', () => ({ product_id: plainDish.id, isJain: true }), MESSAGES.notJainCapable],
  ])('refuses %s', async (_, body, message) => {
    expectRefusal(await addJson(body()), 400, message);
    expect((await cart()).cart_data).toEqual([]);
  });

  test('refuses an unknown dish, a deleted one, an unknown outlet and a closed one', async () => {
    expectRefusal(await addJson({ product_id: 'no-such-dish' }), 404, MESSAGES.dishNotFound);
    await db.query('UPDATE products SET is_deleted = true WHERE id = $1', [plainDish.id]);
    try {
      expectRefusal(await addJson({ product_id: plainDish.id }), 400, MESSAGES.dishNotAvailable);
    } finally {
      await db.query('UPDATE products SET is_deleted = false WHERE id = $1', [plainDish.id]);
    }
    expectRefusal(await addJson({ product_id: plainDish.id, store: 'atlantis' }), 404, MESSAGES.outletNotFound);
    expectRefusal(
      await addJson({ product_id: plainDish.id, store: 'vadodara-manjalpur' }),
      409,
      MESSAGES.outletNotTakingOrders,
    );
  });

  test('wants a signed-in customer', async () => {
    const reply = await call(app, 'add_to_cart', { fields: { product_id: plainDish.id, store: STORE } });
    expectRefusal(reply, 401, MESSAGES.loginRequired);
    expectRefusal(await call(app, 'get_cart', { method: 'GET' }), 401, MESSAGES.loginRequired);
  });
});

describe('get_cart totals', () => {
  test('the subtotal is the sum of the lines, GST is 5 %, delivery adds the outlet’s charge', async () => {
    await addJson({ product_id: plainDish.id });
    await addJson({ product_id: plainDish.id });
    await addJson({ product_id: dipDish.id, addOns: [dipDish.addon_ids[0]] });
    const { cart_data, subtotal, tax, discount, total, deliveryCharges, deliveryChargesTotal, paymentOption } =
      await cart();
    const sum = cart_data.reduce((paise, line) => paise + Math.round(line.unitPrice * 100) * line.quantity, 0);
    expect(Math.round(subtotal * 100)).toBe(sum);
    expect(Math.round(tax * 100)).toBe(Math.round(sum * 0.05));
    expect(discount).toBe(0);
    expect(Math.round(total * 100)).toBe(sum + Math.round(sum * 0.05));
    const [outlet] = await db.query<{ delivery_charge_paise: number }>(
      'SELECT delivery_charge_paise FROM outlets WHERE id = $1',
      [STORE],
    );
    expect(deliveryCharges).toBe(rupees(outlet?.delivery_charge_paise ?? -1));
    expect(deliveryChargesTotal).toBeCloseTo(total + deliveryCharges, 2);
    expect(paymentOption).toEqual({ cod: true });
  });

  test('an empty cart costs nothing', async () => {
    const empty = await cart();
    expect(empty).toMatchObject({ cart_data: [], subtotal: 0, tax: 0, total: 0, deliveryChargesTotal: 0 });
  });
});

describe('changing the cart', () => {
  async function oneLine(): Promise<string> {
    await addJson({ product_id: dipDish.id, addOns: [dipDish.addon_ids[0]] });
    return (await cart()).cart_data[0]?._id as string;
  }

  test('changeProductsQuentity sets 1 to 50, nothing else', async () => {
    const id = await oneLine();
    expect(expectData(await send('changeProductsQuentity', { id, quentity: '3' }), QuantityReplySchema)).toEqual({
      _id: id,
      quantity: 3,
    });
    expect((await cart()).cart_data[0]?.quantity).toBe(3);
    for (const quentity of ['0', '51', '-1', '2.5', 'x']) {
      expectRefusal(await send('changeProductsQuentity', { id, quentity }), 400, MESSAGES.quantityOutOfRange(1, 50));
    }
    expectRefusal(await send('changeProductsQuentity', { id: 'gone', quentity: '2' }), 404, MESSAGES.cartLineNotFound);
  });

  test('a line whose dish is sold out at the outlet only goes down', async () => {
    await addJson({ product_id: plainDish.id });
    const id = (await cart()).cart_data[0]?._id as string;
    expect((await send('changeProductsQuentity', { id, quentity: '3' })).body.error).toBe(0);
    const soldOut = [STORE, plainDish.id];
    await db.query('INSERT INTO outlet_sold_out (outlet_id, product_id, since) VALUES ($1, $2, now())', soldOut);
    try {
      expectRefusal(await send('changeProductsQuentity', { id, quentity: '4' }), 400, MESSAGES.dishNotAvailable);
      expect(expectData(await send('changeProductsQuentity', { id, quentity: '2' }), QuantityReplySchema)).toEqual({
        _id: id,
        quantity: 2,
      });
      expect((await cart()).cart_data[0]?.quantity).toBe(2);
    } finally {
      await db.query('DELETE FROM outlet_sold_out WHERE outlet_id = $1 AND product_id = $2', soldOut);
    }
  });

  test("another customer's line cannot be touched", async () => {
    const id = await oneLine();
    const other = await signedInCustomer(app);
    const reply = await call(app, 'changeProductsQuentity', { bearer: other, fields: { id, quentity: '9' } });
    expectRefusal(reply, 404, MESSAGES.cartLineNotFound);
    expect((await cart()).cart_data[0]?.quantity).toBe(1);
  });

  test('updateCartAddons re-checks the choices, and merges into a line that already has them', async () => {
    const [first, second] = dipDish.addon_ids as [string, string];
    const id = await oneLine();
    expectRefusal(await send('updateCartAddons', { id, isJain: 'false', addons: '' }), 400, 'Select 1 add-on');

    const updated = expectData(await send('updateCartAddons', { id, isJain: 'true', addons: second }), CartSchema);
    expect(updated.cart_data[0]).toMatchObject({ _id: id, isJain: true });
    expect(updated.cart_data[0]?.addOns.map((addon) => addon._id)).toEqual([second, dipDish.jain_addon_id]);

    await addJson({ product_id: dipDish.id, addOns: [first] });
    const other = (await cart()).cart_data.find((line) => line._id !== id)?._id as string;
    const merged = expectData(
      await send('updateCartAddons', { id: other, isJain: 'true', addons: second }),
      CartSchema,
    );
    expect(merged.cart_data.map((line) => [line._id, line.quantity])).toEqual([[id, 2]]);
  });

  test('deleteProductFromCart removes a line; clear_cart removes them all', async () => {
    const id = await oneLine();
    await addJson({ product_id: plainDish.id });
    expect((await remove('deleteProductFromCart', { id })).body.error).toBe(0);
    expect((await cart()).cart_data.map((line) => line.productId)).toEqual([plainDish.id]);
    expectRefusal(await remove('deleteProductFromCart', { id }), 404, MESSAGES.cartLineNotFound);
    expect((await remove('clear_cart')).body.error).toBe(0);
    expect((await cart()).cart_data).toEqual([]);
  });
});

describe('get_recommendation', () => {
  test('the most popular available dishes the cart does not hold, eight at most', async () => {
    const recommend = async () =>
      expectData(await call(app, 'get_recommendation', { bearer: token, method: 'GET' }), ProductListSchema);
    const before = await recommend();
    expect(before).toHaveLength(8);
    const popularity = before.map((dish) => dish.popularity);
    expect(popularity).toEqual(popularity.toSorted((a, b) => b - a));
    expect(before.every((dish) => !dish.isDeleted)).toBe(true);

    const top = before[0];
    if (!top) throw new Error('no recommendation');
    const addOns = top.addons.slice(0, top.addonsCategory?.minNoOfAddon ?? 0).map((addon) => addon._id);
    expect((await addJson({ product_id: top._id, addOns })).body.error).toBe(0);
    const after = await recommend();
    expect(after.map((dish) => dish._id)).not.toContain(top._id);
    expect(after).toHaveLength(8);
  });
});

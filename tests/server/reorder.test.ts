import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Cart } from '../../contract/cart.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { PlacedOrderSchema, ReorderReplySchema } from '../../contract/order.ts';
import { DishAvailabilitySchema } from '../../contract/staff.ts';
import type { Db } from '../../server/db/db.ts';
import { type App, expectData, expectRefusal, testApp } from './support/http.ts';
import { type Customer, FRIDAY_EVENING, STORE, shopFor } from './support/shop.ts';
import { staffOutletsApp } from './support/staffOutlets.ts';
import { openTestDb } from './support/testDb.ts';

/** A Jain-capable dish with dips: a dip and its name. */
interface DipDish {
  id: string;
  name: string;
  dip_id: string;
}

let db: Db;
let app: App;
let shop: Awaited<ReturnType<typeof shopFor>>;
let staffCall: ReturnType<typeof staffOutletsApp>;
let dipDish: DipDish;
let plainName: string;
let customer: Customer;
/** The customer's past order: two of the plain dish, one Jain dip dish with its dip. */
let pastOrder: { _id: string; order_id: string };

beforeAll(async () => {
  db = await openTestDb();
  app = testApp(db, FRIDAY_EVENING);
  shop = await shopFor(db, app);
  staffCall = staffOutletsApp(db, () => FRIDAY_EVENING);
  [dipDish] = (await db.query<DipDish>(
    `SELECT p.id, p.name, a.id AS dip_id
     FROM products p JOIN product_addons pa ON pa.product_id = p.id JOIN addons a ON a.id = pa.addon_id
     WHERE p.jain_addon_id IS NOT NULL AND p.addon_category_id = 'dips' AND NOT p.is_deleted
     ORDER BY p.sort_order, a.id LIMIT 1`,
  )) as [DipDish];
  plainName = (await db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [shop.dish.id]))[0]
    ?.name as string;
});
afterAll(() => db?.close());

beforeEach(async () => {
  await db.query('DELETE FROM outlet_sold_out');
  customer = await shop.newCustomer();
  await shop.fillCart(customer, 2);
  await shop.send('add_to_cart', customer.bearer, {
    product_id: dipDish.id,
    store: STORE,
    addOns: dipDish.dip_id,
    isJain: 'true',
  });
  pastOrder = expectData(
    await shop.send('OrderWithCOD', customer.bearer, await shop.checkoutFields(customer)),
    PlacedOrderSchema,
  );
});

const reorder = (id = pastOrder._id, bearer = customer.bearer) => shop.send(`order/${id}/reorder`, bearer);
/** Each cart line as the customer reads it: dish, Jain, chosen add-ons, quantity. */
const linesOf = (cart: Cart) =>
  cart.cart_data.map((line) => ({
    productId: line.productId,
    isJain: line.isJain,
    addOns: line.addOns.map((addon) => addon._id),
    quantity: line.quantity,
  }));
const soldOut = (productId: string) =>
  staffCall(`${STORE}/products/${productId}`, { available: false }, { outlets: [STORE] });

describe('POST /user/order/{id}/reorder', () => {
  test("puts the order's dishes with their Jain choice and add-ons into the cart, priced today", async () => {
    expect((await shop.readCart(customer)).cart_data).toEqual([]);
    await db.query('UPDATE products SET rate_paise = rate_paise + 1000 WHERE id = $1', [shop.dish.id]);
    try {
      const reply = await reorder();
      expect(expectData(reply, ReorderReplySchema)).toEqual({ added: 2, unavailable: [] });
      expect(reply.body.msg).toBe(MESSAGES.addedToCart);
      const cart = await shop.readCart(customer);
      expect(linesOf(cart)).toEqual([
        { productId: shop.dish.id, isJain: false, addOns: [], quantity: 2 },
        { productId: dipDish.id, isJain: true, addOns: [dipDish.dip_id, 'jain'], quantity: 1 },
      ]);
      expect(cart.cart_data[0]?.unitPrice).toBe(shop.dish.rate_paise / 100 + 10);
    } finally {
      await db.query('UPDATE products SET rate_paise = rate_paise - 1000 WHERE id = $1', [shop.dish.id]);
    }
  });

  test('again adds to the same lines, like adding again would, by the order number too', async () => {
    expectData(await reorder(), ReorderReplySchema);
    expect(expectData(await reorder(pastOrder.order_id), ReorderReplySchema)).toEqual({ added: 2, unavailable: [] });
    expect(linesOf(await shop.readCart(customer)).map((line) => line.quantity)).toEqual([4, 2]);
  });

  test('leaves out a dish sold out at the outlet or taken off the menu, and says which', async () => {
    expectData(await soldOut(dipDish.id), DishAvailabilitySchema);
    const reply = await reorder();
    expect(expectData(reply, ReorderReplySchema)).toEqual({ added: 1, unavailable: [dipDish.name] });
    expect(reply.body.msg).toBe(MESSAGES.reorderedExcept([dipDish.name]));
    expect(linesOf(await shop.readCart(customer)).map((line) => line.productId)).toEqual([shop.dish.id]);

    await db.query('UPDATE products SET is_deleted = true WHERE id = $1', [shop.dish.id]);
    try {
      const unavailable = [plainName, dipDish.name];
      expect(expectData(await reorder(), ReorderReplySchema)).toEqual({ added: 0, unavailable });
    } finally {
      await db.query('UPDATE products SET is_deleted = false WHERE id = $1', [shop.dish.id]);
    }
    expect(linesOf(await shop.readCart(customer)).map((line) => line.quantity)).toEqual([2]);
  });

  test('leaves out a line whose add-on the dish no longer offers', async () => {
    await db.query('DELETE FROM product_addons WHERE product_id = $1 AND addon_id = $2', [dipDish.id, dipDish.dip_id]);
    try {
      expect(expectData(await reorder(), ReorderReplySchema)).toEqual({ added: 1, unavailable: [dipDish.name] });
    } finally {
      await db.query('INSERT INTO product_addons (product_id, addon_id) VALUES ($1, $2)', [dipDish.id, dipDish.dip_id]);
    }
    expect(linesOf(await shop.readCart(customer)).map((line) => line.productId)).toEqual([shop.dish.id]);
  });

  test('a line that would pass 50 is left as it was and named; the others are added', async () => {
    expectData(await reorder(), ReorderReplySchema);
    const [plainLine] = (await shop.readCart(customer)).cart_data;
    await shop.send('changeProductsQuentity', customer.bearer, { id: plainLine?._id as string, quentity: '49' });
    expect(expectData(await reorder(), ReorderReplySchema)).toEqual({ added: 1, unavailable: [plainName] });
    expect(linesOf(await shop.readCart(customer)).map((line) => line.quantity)).toEqual([49, 2]);
  });

  test("another customer's order, or an unknown one, is not found; the cart is untouched", async () => {
    const other = await shop.newCustomer();
    expectRefusal(await reorder(pastOrder._id, other.bearer), 404, MESSAGES.orderNotFound);
    expectRefusal(await reorder('WF-999999'), 404, MESSAGES.orderNotFound);
    expectRefusal(await shop.send(`order/${pastOrder._id}/reorder`, ''), 401, MESSAGES.loginRequired);
    expect((await shop.readCart(other)).cart_data).toEqual([]);
    expect((await shop.readCart(customer)).cart_data).toEqual([]);
  });

  test('an outlet closed now takes nothing into the cart', async () => {
    await staffCall(`${STORE}/availability`, { open: false }, { outlets: [STORE] });
    try {
      expectRefusal(await reorder(), 409, MESSAGES.outletNotTakingOrders);
    } finally {
      await staffCall(`${STORE}/availability`, { open: true }, { outlets: [STORE] });
    }
    expect((await shop.readCart(customer)).cart_data).toEqual([]);
  });
});

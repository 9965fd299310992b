import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type Cart, CartSchema } from '../../contract/cart.ts';
import type { OrderType } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { formatRupees } from '../../contract/money.ts';
import { type Order, OrderListSchema, PlacedOrderSchema } from '../../contract/order.ts';
import { storeClosed } from '../../contract/outletMessages.ts';
import type { Db } from '../../server/db/db.ts';
import { moveOrderStatus } from '../../server/db/queries/orders.ts';
import { call, signedInCustomer } from './support/customers.ts';
import { type App, expectData, expectRefusal, readReply, testApp } from './support/http.ts';
import { checkoutForm, FRIDAY_EVENING, rupees, STORE } from './support/shop.ts';
import { openTestDb } from './support/testDb.ts';

const STORE_AT = { latitude: 21.1959, longitude: 72.7933 };
/** A point `km` due north of the outlet. */
const northBy = (km: number) => ({ lat: STORE_AT.latitude + km / 111.195, long: STORE_AT.longitude });

interface Dish {
  id: string;
  name: string;
  rate_paise: number;
}

let db: Db;
let app: App;
let token: string;
let customerId: string;
/** A dish without add-ons or Jain option; a Jain-capable one with dips (a dip and its name). */
let plainDish: Dish;
let dipDish: Dish & { dip_id: string; dip_name: string; dip_rate_paise: number };

beforeAll(async () => {
  db = await openTestDb();
  app = testApp(db, FRIDAY_EVENING);
  [plainDish] = (await db.query<Dish>(
    `SELECT id, name, rate_paise FROM products p
     WHERE addon_category_id IS NULL AND jain_addon_id IS NULL AND NOT is_deleted
       AND NOT EXISTS (SELECT 1 FROM product_addons pa WHERE pa.product_id = p.id)
     ORDER BY rate_paise DESC, id LIMIT 1`,
  )) as [Dish];
  [dipDish] = (await db.query<typeof dipDish>(
    `SELECT p.id, p.name, p.rate_paise, a.id AS dip_id, a.name AS dip_name, a.rate_paise AS dip_rate_paise
     FROM products p JOIN product_addons pa ON pa.product_id = p.id JOIN addons a ON a.id = pa.addon_id
     WHERE p.jain_addon_id IS NOT NULL AND p.addon_category_id = 'dips' AND NOT p.is_deleted
     ORDER BY p.sort_order, a.id LIMIT 1`,
  )) as [typeof dipDish];
});
afterAll(() => db?.close());

/** A new customer at the outlet, with the order type chosen; their token and id. */
async function newCustomer(orderType: OrderType, store = STORE) {
  // Each sign-in from a client of its own: this file signs up more customers than one client may in an hour.
  const bearer = await signedInCustomer(testApp(db, FRIDAY_EVENING, { clientAddress: () => randomUUID() }));
  await call(app, 'updatePickUpLocation', { bearer, fields: { pickUp: store } });
  await call(app, 'changeDeliveryType', { bearer, fields: { type: orderType } });
  const id = ((await call(app, 'current_user', { bearer, method: 'GET' })).body.data as { id: string }).id;
  return { bearer, id };
}

beforeEach(async () => {
  ({ bearer: token, id: customerId } = await newCustomer('take_out'));
});

const send = (path: string, fields: Record<string, string>, bearer = token) => call(app, path, { bearer, fields });
const get = (path: string, bearer = token) => call(app, path, { bearer, method: 'GET' });
const readCart = async (bearer = token): Promise<Cart> => expectData(await get('get_cart', bearer), CartSchema);
/** The cart as the cart page reads it with an applied offer code (the `code` header). */
async function cartWithCode(code: string, bearer = token): Promise<Cart> {
  const response = await app.request('/api/v1/user/get_cart', { headers: { Authorization: `Bearer ${bearer}`, code } });
  return expectData(await readReply(response), CartSchema);
}

/** Puts `portions` of the plain dish in the cart (one line). */
async function fillCart(portions: number, bearer = token): Promise<void> {
  await send('add_to_cart', { product_id: plainDish.id, store: STORE }, bearer);
  const id = (await readCart(bearer)).cart_data[0]?._id as string;
  await send('changeProductsQuentity', { id, quentity: String(portions) }, bearer);
}

/** A saved address of the customer at that point (the addresses API is another issue's). */
async function addAddress(owner: string, at = northBy(2)): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO customer_addresses (id, customer_id, add_type, name, email, house_number, address_line_1, city, state,
                                     pin_code, lat, long, created_at, updated_at)
     VALUES ($1, $2, 'home', 'Asha', 'asha@example.com', 'B-402', 'Sargam Residency, Anand Mahal Road', 'Surat',
             'Gujarat', '395009', $3, $4, $5, $5)`,
    [id, owner, at.lat, at.long, FRIDAY_EVENING],
  );
  return id;
}

/** The checkout form as the browser sends it: the amounts the customer sees in the cart. */
async function checkoutFields(orderType: OrderType, extra: Record<string, string> = {}, bearer = token) {
  return checkoutForm(await cartWithCode(extra.code ?? '', bearer), orderType, extra);
}

const placeOrder = (fields: Record<string, string>, bearer = token) => send('OrderWithCOD', fields, bearer);
const orders = async (bearer = token): Promise<Order[]> =>
  expectData(await get('order/getAllOrder', bearer), OrderListSchema);
const orderCount = async (owner = customerId) =>
  Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM orders WHERE customer_id = $1', [owner]))[0]?.n);

/** Nothing was placed and the cart is as it was. */
async function expectNothingPlaced(cartBefore: Cart): Promise<void> {
  expect(await orderCount()).toBe(0);
  expect(await orders()).toEqual([]);
  expect((await readCart()).cart_data).toEqual(cartBefore.cart_data);
}

describe('OrderWithCOD: take-away', () => {
  test('places the cart as an order, empties the cart, and lists it as placed', async () => {
    await send('add_to_cart', { product_id: dipDish.id, store: STORE, addOns: dipDish.dip_id, isJain: 'true' });
    await send('add_to_cart', { product_id: plainDish.id, store: STORE });
    const cart = await readCart();
    const fields = await checkoutFields('take_out', { instructions: '  Less spicy, please ' });

    const reply = await placeOrder(fields);
    const placed = expectData(reply, PlacedOrderSchema);
    expect(reply.body.msg).toBe(MESSAGES.orderPlaced);
    expect(placed.order_id).toMatch(/^WF-\d{6}$/);
    expect((await readCart()).cart_data).toEqual([]);

    const [order, ...others] = await orders();
    expect(others).toEqual([]);
    expect(order).toEqual({
      _id: placed._id,
      order_id: placed.order_id,
      createdAt: FRIDAY_EVENING.toISOString(),
      updatedAt: FRIDAY_EVENING.toISOString(),
      order_status: 'placed',
      timeline: [{ status: 'placed', at: FRIDAY_EVENING.toISOString(), by: 'customer', reason: null }],
      tabType: 'take_out',
      totalItems: 2,
      items: [
        {
          position: 0,
          price: (dipDish.rate_paise + dipDish.dip_rate_paise) / 100,
          quantity: 1,
          isJain: true,
          addons: [dipDish.dip_name],
          productData: expect.objectContaining({ name: dipDish.name }),
        },
        {
          position: 1,
          price: plainDish.rate_paise / 100,
          quantity: 1,
          isJain: false,
          addons: [],
          productData: expect.objectContaining({ name: plainDish.name }),
        },
      ],
      payment: { status: 'Pending', amount: cart.total },
      payments: { type: 'COD' },
      customer: null,
      outlet_location: 'Wokflow Adajan, Surat',
      instructions: 'Less spicy, please',
      subtotal: cart.subtotal,
      discount_value: 0,
      tax: cart.tax,
      deliveryCharge: 0,
      amount: cart.total,
      tracking_url: null,
      rider_name: null,
      rider_phone: null,
      eta: null,
      cancellable: true,
    });
    expect(expectData(await get(`order/latestOrder/${placed._id}`), OrderListSchema)).toEqual([order]);
  });

  test('order numbers follow one another', async () => {
    await fillCart(1);
    const first = expectData(await placeOrder(await checkoutFields('take_out')), PlacedOrderSchema);
    await fillCart(1);
    const second = expectData(await placeOrder(await checkoutFields('take_out')), PlacedOrderSchema);
    const number = (placed: { order_id: string }) => Number(placed.order_id.slice(3));
    expect(number(second)).toBe(number(first) + 1);
    expect((await orders()).map((order) => order.order_id)).toEqual([second.order_id, first.order_id]);
    expect(expectData(await get(`order/latestOrder/${first.order_id}`), OrderListSchema)[0]?._id).toBe(first._id);
  });

  test('refuses a cart holding a dish taken off the menu', async () => {
    await fillCart(1);
    const cart = await readCart();
    await db.query('UPDATE products SET is_deleted = true WHERE id = $1', [plainDish.id]);
    try {
      expectRefusal(
        await placeOrder(await checkoutFields('take_out')),
        409,
        MESSAGES.dishInCartNotAvailable(plainDish.name),
      );
    } finally {
      await db.query('UPDATE products SET is_deleted = false WHERE id = $1', [plainDish.id]);
    }
    await expectNothingPlaced(cart);
  });

  test("refuses a line whose add-ons its dish's group no longer takes, naming the dish", async () => {
    await send('add_to_cart', { product_id: dipDish.id, store: STORE, addOns: dipDish.dip_id });
    const cart = await readCart();
    await db.query("UPDATE addon_categories SET min_no_of_addon = 2, max_no_of_addon = 2 WHERE id = 'dips'");
    try {
      expectRefusal(
        await placeOrder(await checkoutFields('take_out')),
        409,
        `${dipDish.name}: Select 2 add-ons, please customize it in your cart`,
      );
    } finally {
      await db.query("UPDATE addon_categories SET min_no_of_addon = 1, max_no_of_addon = 1 WHERE id = 'dips'");
    }
    await expectNothingPlaced(cart);
  });

  test("refuses an empty cart: 'Cart is empty'", async () => {
    expectRefusal(await placeOrder(await checkoutFields('take_out')), 409, MESSAGES.cartIsEmpty);
    expect(await orderCount()).toBe(0);
  });
});

describe('OrderWithCOD: delivery', () => {
  beforeEach(async () => {
    await send('changeDeliveryType', { type: 'delivery' });
  });

  test('delivers to a saved address within 6 km, with the outlet’s delivery charge', async () => {
    const portions = Math.ceil(60_000 / plainDish.rate_paise);
    await fillCart(portions);
    const cart = await readCart();
    const address = await addAddress(customerId, northBy(5.5));
    const placed = expectData(await placeOrder(await checkoutFields('delivery', { address })), PlacedOrderSchema);

    const [order] = await orders();
    const mobile = (
      await db.query<{ m: string }>('SELECT mobile_number AS m FROM customers WHERE id = $1', [customerId])
    )[0]?.m;
    expect(order).toMatchObject({
      _id: placed._id,
      tabType: 'delivery',
      order_status: 'placed',
      totalItems: portions,
      customer: {
        address1: 'B-402, Sargam Residency, Anand Mahal Road',
        address2: 'Gujarat 395009',
        city: 'Surat',
        mobile,
      },
      deliveryCharge: cart.deliveryCharges,
      amount: cart.deliveryChargesTotal,
      payment: { status: 'Pending', amount: cart.deliveryChargesTotal },
    });
    expect(cart.deliveryCharges).toBeGreaterThan(0);
  });

  test("refuses without an address: 'Please select address'", async () => {
    await fillCart(Math.ceil(60_000 / plainDish.rate_paise));
    const cart = await readCart();
    expectRefusal(await placeOrder(await checkoutFields('delivery')), 400, MESSAGES.pleaseSelectAddress);
    await expectNothingPlaced(cart);
  });

  test('refuses an address beyond 6 km of the outlet', async () => {
    await fillCart(Math.ceil(60_000 / plainDish.rate_paise));
    const cart = await readCart();
    const address = await addAddress(customerId, northBy(6.5));
    expectRefusal(await placeOrder(await checkoutFields('delivery', { address })), 400, MESSAGES.deliveryTooFar(6));
    await expectNothingPlaced(cart);
  });

  test('refuses a subtotal under 600 rupees', async () => {
    await fillCart(Math.floor(59_999 / plainDish.rate_paise));
    const cart = await readCart();
    expect(cart.subtotal).toBeLessThan(600);
    const address = await addAddress(customerId);
    expectRefusal(
      await placeOrder(await checkoutFields('delivery', { address })),
      400,
      MESSAGES.deliveryMinimum('₹600.00', formatRupees(600 - cart.subtotal)),
    );
    await expectNothingPlaced(cart);
  });

  test("another customer's address is not found", async () => {
    await fillCart(Math.ceil(60_000 / plainDish.rate_paise));
    const cart = await readCart();
    const stranger = await newCustomer('delivery');
    const address = await addAddress(stranger.id);
    expectRefusal(await placeOrder(await checkoutFields('delivery', { address })), 404, MESSAGES.addressNotFound);
    await expectNothingPlaced(cart);
  });
});

describe('OrderWithCOD: the amounts the customer saw', () => {
  test.each([
    ['subtotal', 'take_out'],
    ['tax', 'take_out'],
    ['total', 'take_out'],
    ['deliveryCharge', 'take_out'],
    ['deliveryCharge', 'delivery'],
  ] as const)('a %s changed by one paisa (%s) is refused and nothing is placed', async (field, orderType) => {
    await send('changeDeliveryType', { type: orderType });
    await fillCart(Math.ceil(60_000 / plainDish.rate_paise));
    const cart = await readCart();
    const address = orderType === 'delivery' ? await addAddress(customerId) : '';
    const fields = await checkoutFields(orderType, { address });
    const paisaOff = Number(fields[field]) === 0 ? 0.01 : -0.01;
    const tampered = { ...fields, [field]: rupees(Number(fields[field]) + paisaOff) };
    expectRefusal(await placeOrder(tampered), 409, MESSAGES.pricesChanged);
    await expectNothingPlaced(cart);
    expect(expectData(await placeOrder(fields), PlacedOrderSchema).order_id).toMatch(/^WF-/);
  });

  test('another outlet or order type than the cart was priced for is refused', async () => {
    await fillCart(2);
    const cart = await readCart();
    const fields = await checkoutFields('take_out');
    expectRefusal(await placeOrder({ ...fields, brachId: 'surat-vesu' }), 409, MESSAGES.pricesChanged);
    expectRefusal(await placeOrder({ ...fields, orderType: 'delivery' }), 409, MESSAGES.pricesChanged);
    expectRefusal(await placeOrder({ ...fields, brachId: 'atlantis' }), 404, MESSAGES.outletNotFound);
    await expectNothingPlaced(cart);
  });
});

describe('OrderWithCOD: one order per checkout', () => {
  test('20 submissions of one checkout at once make one order, each reply naming it', async () => {
    await fillCart(2);
    const fields = await checkoutFields('take_out');
    const replies = await Promise.all(Array.from({ length: 20 }, () => placeOrder(fields)));
    const placed = replies.map((reply) => expectData(reply, PlacedOrderSchema));
    expect(new Set(placed.map((order) => order._id)).size).toBe(1);
    expect(await orderCount()).toBe(1);
    expect((await readCart()).cart_data).toEqual([]);
  });

  test("20 checkouts of one cart at once make one order; the others find 'Cart is empty'", async () => {
    await fillCart(2);
    const fields = await checkoutFields('take_out');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder({ ...fields, checkoutId: randomUUID() })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((each) => each.status !== 200)) {
      expectRefusal(reply, 409, MESSAGES.cartIsEmpty);
    }
    expect(await orderCount()).toBe(1);
  });
});

describe('OrderWithCOD: the offer code', () => {
  test('a code is re-checked and its use counted once, also when the checkout is sent again', async () => {
    await fillCart(3);
    const cart = await cartWithCode('WOKFIRST20');
    expect(cart.discount).toBeGreaterThan(0);
    const fields = await checkoutFields('take_out', { code: 'wokfirst20' });
    expect(fields).toMatchObject({ tax: rupees(cart.tax), total: rupees(cart.total) });
    const first = expectData(await placeOrder(fields), PlacedOrderSchema);
    expect(expectData(await placeOrder(fields), PlacedOrderSchema)).toEqual(first);
    const redemptions = await db.query<{ order_id: string }>(
      `SELECT order_id FROM offer_redemptions WHERE customer_id = $1 AND offer_code = 'WOKFIRST20'`,
      [customerId],
    );
    expect(redemptions).toEqual([{ order_id: first._id }]);
    expect((await orders())[0]).toMatchObject({ discount_value: cart.discount, amount: cart.total });

    await fillCart(3);
    expectRefusal(
      await placeOrder(await checkoutFields('take_out', { code: 'WOKFIRST20' })),
      400,
      MESSAGES.offerUsedUp,
    );
    expect(await orderCount()).toBe(1);
  });

  test('a first-order code is refused once an order went through, and left to the next when that one was cancelled', async () => {
    await fillCart(3);
    const first = expectData(await placeOrder(await checkoutFields('take_out')), PlacedOrderSchema);
    await fillCart(3);
    expect(await cartWithCode('WOKFIRST20')).toMatchObject({
      offer_refusal: MESSAGES.offerFirstOrderOnly,
      discount: 0,
    });
    expectRefusal(
      await placeOrder(await checkoutFields('take_out', { code: 'WOKFIRST20' })),
      400,
      MESSAGES.offerFirstOrderOnly,
    );
    expect(await orderCount()).toBe(1);

    expect((await send(`order/${first._id}/cancel`, {})).status).toBe(200);
    const second = expectData(
      await placeOrder(await checkoutFields('take_out', { code: 'WOKFIRST20' })),
      PlacedOrderSchema,
    );
    expect((await orders())[0]?.discount_value).toBeGreaterThan(0);
    // Its own first order cancelled, the code is the customer's to use again.
    expect((await send(`order/${second._id}/cancel`, {})).status).toBe(200);
    await fillCart(3);
    expect((await cartWithCode('WOKFIRST20')).discount).toBeGreaterThan(0);
  });

  test('a delivery-or-take-away code discounts a delivery order, charged exactly as the cart showed it', async () => {
    await send('changeDeliveryType', { type: 'delivery' });
    await fillCart(Math.ceil(60_000 / plainDish.rate_paise));
    const address = await addAddress(customerId);
    const shown = await cartWithCode('WOKFIRST20');
    expect(shown).toMatchObject({ offer_code: 'WOKFIRST20', offer_refusal: '' });
    expect(shown.discount).toBeGreaterThan(0);
    expectData(await placeOrder(await checkoutFields('delivery', { address, code: 'WOKFIRST20' })), PlacedOrderSchema);
    expect((await orders())[0]).toMatchObject({
      discount_value: shown.discount,
      deliveryCharge: shown.deliveryCharges,
      amount: shown.deliveryChargesTotal,
    });
  });

  test('a take-away-only code refuses a delivery order, saying why', async () => {
    await fillCart(Math.ceil(60_000 / plainDish.rate_paise));
    const withCode = await checkoutFields('take_out', { code: 'TAKEAWAY50' });
    await send('changeDeliveryType', { type: 'delivery' });
    const address = await addAddress(customerId);
    const cart = await readCart();
    // The amounts the customer saw before switching to delivery, with the take-away discount.
    const reply = await placeOrder({ ...withCode, orderType: 'delivery', address });
    expectRefusal(reply, 400, MESSAGES.offerTakeAwayOnly);
    await expectNothingPlaced(cart);
  });

  test('an unknown code refuses the order', async () => {
    await fillCart(3);
    expectRefusal(await placeOrder(await checkoutFields('take_out', { code: 'FREEFOOD' })), 404, MESSAGES.offerUnknown);
    expect(await orderCount()).toBe(0);
  });
});

describe('OrderWithCOD: a failure part-way', () => {
  test.each(['INSERT INTO order_lines', 'INSERT INTO offer_redemptions', 'DELETE FROM cart_lines'])(
    'at %s leaves no order, no redemption and the cart as it was',
    async (failingStatement) => {
      const failing: Db = {
        ...db,
        transaction: (work, lock) =>
          db.transaction(
            (tx) =>
              work({
                ...tx,
                query: (sql, params) =>
                  sql.includes(failingStatement) ? Promise.reject(new Error('disk full')) : tx.query(sql, params),
              }),
            lock,
          ),
      };
      const failingApp = testApp(db, FRIDAY_EVENING, { db: failing });
      await fillCart(3);
      const cart = await readCart();
      const fields = await checkoutFields('take_out', { code: 'WOKFIRST20' });
      const reply = await call(failingApp, 'OrderWithCOD', { bearer: token, fields });
      expectRefusal(reply, 500, MESSAGES.serverError);
      await expectNothingPlaced(cart);
      const redemptions = await db.query('SELECT 1 FROM offer_redemptions WHERE customer_id = $1', [customerId]);
      expect(redemptions).toEqual([]);
      expect(expectData(await placeOrder(fields), PlacedOrderSchema).order_id).toMatch(/^WF-/);
    },
  );
});

describe('validateBranch and the outlet at placing time', () => {
  const validate = (brachId: string, orderType: OrderType, onApp = app) =>
    call(onApp, 'validateBranch', { bearer: token, fields: { brachId, orderType } });

  test('an open outlet takes the order types it enables', async () => {
    expect((await validate(STORE, 'delivery')).body).toEqual({ error: 0, msg: 'Success', data: null });
    expect((await validate(STORE, 'take_out')).body.error).toBe(0);
    expectRefusal(await validate('atlantis', 'take_out'), 404, MESSAGES.outletNotFound);
  });

  test('a closed outlet is refused, with its hours, and takes no order', async () => {
    const morning = testApp(db, new Date('2026-11-20T09:00:00+05:30'));
    const closed = storeClosed('11:00 AM', '11:00 PM');
    expectRefusal(await validate(STORE, 'take_out', morning), 409, closed);
    await fillCart(2);
    const cart = await readCart();
    const reply = await call(morning, 'OrderWithCOD', { bearer: token, fields: await checkoutFields('take_out') });
    expectRefusal(reply, 409, closed);
    await expectNothingPlaced(cart);
    expectRefusal(await validate('vadodara-manjalpur', 'take_out'), 409, MESSAGES.outletNotTakingOrders);
  });

  test('an order type the outlet does not offer is refused', async () => {
    const takeAwayCounter = 'surat-athwa-lines';
    expectRefusal(await validate(takeAwayCounter, 'delivery'), 409, MESSAGES.orderTypeNotOffered);
    const customer = await newCustomer('delivery', takeAwayCounter);
    await fillCart(Math.ceil(60_000 / plainDish.rate_paise), customer.bearer);
    const address = await addAddress(customer.id);
    const fields = await checkoutFields('delivery', { address, brachId: takeAwayCounter }, customer.bearer);
    expectRefusal(await placeOrder(fields, customer.bearer), 409, MESSAGES.orderTypeNotOffered);
    expect(await orderCount(customer.id)).toBe(0);
  });

  test('an outlet that takes no cash refuses a cash order', async () => {
    await fillCart(2);
    const cart = await readCart();
    await db.query('UPDATE outlets SET cash_on_delivery = false WHERE id = $1', [STORE]);
    try {
      expectRefusal(await placeOrder(await checkoutFields('take_out')), 409, MESSAGES.codNotAllowed);
    } finally {
      await db.query('UPDATE outlets SET cash_on_delivery = true WHERE id = $1', [STORE]);
    }
    await expectNothingPlaced(cart);
  });
});

describe('order history', () => {
  test("another customer's order, or an unknown one, is not found", async () => {
    await fillCart(1);
    const placed = expectData(await placeOrder(await checkoutFields('take_out')), PlacedOrderSchema);
    const stranger = await newCustomer('take_out');
    expectRefusal(await get(`order/latestOrder/${placed._id}`, stranger.bearer), 404, MESSAGES.orderNotFound);
    expectRefusal(await get(`order/latestOrder/${placed.order_id}`, stranger.bearer), 404, MESSAGES.orderNotFound);
    expect(await orders(stranger.bearer)).toEqual([]);
    expectRefusal(await get(`order/latestOrder/${randomUUID()}`), 404, MESSAGES.orderNotFound);
    expectRefusal(await get('order/latestOrder/WF-999999'), 404, MESSAGES.orderNotFound);
  });

  test('shows each status the order reached; cash is Success once the food is handed over', async () => {
    await fillCart(1);
    const placed = expectData(await placeOrder(await checkoutFields('take_out')), PlacedOrderSchema);
    const minutes = (n: number) => new Date(FRIDAY_EVENING.getTime() + n * 60_000);
    expect(await moveOrderStatus(db, placed._id, { to: 'dispatched', by: 'staff' }, minutes(1))).toMatchObject({
      ok: false,
    });
    for (const [status, at] of [
      ['accepted', 2],
      ['preparing', 5],
      ['ready', 20],
      ['delivered', 25],
    ] as const) {
      expect(await moveOrderStatus(db, placed._id, { to: status, by: 'staff' }, minutes(at))).toMatchObject({
        ok: true,
      });
    }
    const recorded = await db.query(
      'SELECT status, from_status, actor, reason FROM order_status_events WHERE order_id = $1 ORDER BY id',
      [placed._id],
    );
    expect(recorded).toEqual([
      { status: 'placed', from_status: null, actor: 'customer', reason: null },
      { status: 'accepted', from_status: 'placed', actor: 'staff', reason: null },
      { status: 'preparing', from_status: 'accepted', actor: 'staff', reason: null },
      { status: 'ready', from_status: 'preparing', actor: 'staff', reason: null },
      { status: 'delivered', from_status: 'ready', actor: 'staff', reason: null },
    ]);
    const [order] = expectData(await get(`order/latestOrder/${placed._id}`), OrderListSchema);
    expect(order?.order_status).toBe('delivered');
    expect(order?.updatedAt).toBe(minutes(25).toISOString());
    expect(order?.payment).toEqual({ status: 'Success', amount: order?.amount });
    expect(order?.timeline).toEqual([
      { status: 'placed', at: FRIDAY_EVENING.toISOString(), by: 'customer', reason: null },
      { status: 'accepted', at: minutes(2).toISOString(), by: 'staff', reason: null },
      { status: 'preparing', at: minutes(5).toISOString(), by: 'staff', reason: null },
      { status: 'ready', at: minutes(20).toISOString(), by: 'staff', reason: null },
      { status: 'delivered', at: minutes(25).toISOString(), by: 'staff', reason: null },
    ]);
  });

  test('wants a signed-in customer', async () => {
    expectRefusal(await call(app, 'order/getAllOrder', { method: 'GET' }), 401, MESSAGES.loginRequired);
    expectRefusal(await call(app, 'OrderWithCOD', { fields: {} }), 401, MESSAGES.loginRequired);
    expectRefusal(await call(app, 'validateBranch', { fields: {} }), 401, MESSAGES.loginRequired);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { ProfileSchema } from '../../contract/auth.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { PlacedOrderSchema } from '../../contract/order.ts';
import { GatewayFormReplySchema, WalletTransactionListSchema } from '../../contract/payment.ts';
import { OrderMovedSchema } from '../../contract/staff.ts';
import { call } from './support/customers.ts';
import { expectData, expectRefusal, type Reply, readReply } from './support/http.ts';
import { paymentShop } from './support/paymentShop.ts';
import { checkoutForm, gatewayReturn, STORE } from './support/shop.ts';
import { ADAJAN_STAFF, boardOf, staffCall, staffSessionIn, VESU_STAFF } from './support/staff.ts';

const t = paymentShop();

const staffSession = (mobile = ADAJAN_STAFF) => staffSessionIn(t.db, mobile, t.now);

const move = (bearer: string, id: string, fields: Record<string, string>) =>
  staffCall(t.app, `orders/${id}/status`, { bearer, fields });

/** The texts the customer received, oldest first. */
async function textsTo(mobile: string): Promise<string[]> {
  const reply = await readReply(await t.app.request(`/api/v1/dev/sms?mobile_number=${mobile}`));
  return (reply.body.data as { text: string }[]).map((sms) => sms.text).reverse();
}
const customerMobile = async () => expectData(await t.shop.get('user_profile', t.customer.bearer), ProfileSchema);
const orderTexts = async () =>
  (await textsTo((await customerMobile()).mobile_number)).filter((text) => !/sign-in code/.test(text));

/** What a refused move must leave as it was: the order, its timeline, the wallet, the texts. */
async function snapshot(orderId: string) {
  const [order] = await t.db.query('SELECT * FROM orders WHERE id = $1', [orderId]);
  const events = await t.db.query('SELECT * FROM order_status_events WHERE order_id = $1 ORDER BY id', [orderId]);
  const wallet = await t.db.query('SELECT * FROM wallet_entries WHERE customer_id = $1 ORDER BY id', [t.customer.id]);
  const pos = await t.db.query('SELECT * FROM pos_events WHERE order_id = $1', [orderId]);
  return { order, events, wallet, pos, texts: await orderTexts() };
}

async function placeCashOrder() {
  await t.shop.fillCart(t.customer, 1);
  return (await t.payCash()).placed;
}

describe('the board', () => {
  test("shows the outlet's new order with what the kitchen needs; another outlet's staff do not see it", async () => {
    const placed = await placeCashOrder();
    const staff = await staffSession();
    const board = await boardOf(t.app, staff);
    // The server's clock, by which the console counts the orders' ages.
    expect(board.serverTime).toBe(t.now.toISOString());
    const [outlet] = board.outlets;
    expect(outlet).toMatchObject({ id: STORE, openOverride: null, isOpen: true });
    expect(outlet?.dishes.length).toBeGreaterThan(20);
    expect(outlet?.dishes.every((dish) => dish.available)).toBe(true);
    const card = board.orders.find((order) => order._id === placed._id);
    expect(card).toMatchObject({
      order_id: placed.order_id,
      outletId: STORE,
      status: 'placed',
      orderType: 'take_out',
      items: [{ name: expect.any(String), quantity: 1, isJain: false, addons: [] }],
      customer: { name: 'Asha', address: null, mobile: (await customerMobile()).mobile_number },
      payment: { type: 'COD', status: 'Pending' },
      prepMinutes: null,
      eta: null,
      timeline: [{ status: 'placed', by: 'customer', reason: null, at: t.now.toISOString() }],
    });

    const vesu = await boardOf(t.app, await staffSession(VESU_STAFF));
    expect(vesu.orders.find((order) => order._id === placed._id)).toBeUndefined();
    // The file's first test warms the database up: on a busy machine that takes seconds.
  }, 30_000);

  test("keeps open orders whatever their day, and closed ones only on the day they closed (Kolkata's day)", async () => {
    const open = await placeCashOrder();
    const closed = await placeCashOrder();
    const staff = await staffSession();
    await move(staff, closed._id, { status: 'rejected', reason: 'Out of gas' });
    expect((await boardOf(t.app, staff)).orders.map((order) => order._id)).toEqual(
      expect.arrayContaining([open._id, closed._id]),
    );
    // Friday 19:30 in Kolkata; 04:31 on Saturday is the next day there.
    t.later(9 * 60 * 60 * 1000 + 60_000);
    const ids = (await boardOf(t.app, await staffSession())).orders.map((order) => order._id);
    expect(ids).toContain(open._id);
    expect(ids).not.toContain(closed._id);
  });
});

describe('moves', () => {
  test('a take-away order from accept to settled: ETA, timeline, one text per move that tells the customer something', async () => {
    const placed = await placeCashOrder();
    const staff = await staffSession();
    const accepted = await move(staff, placed._id, { status: 'accepted', prepMinutes: '20' });
    expect(expectData(accepted, OrderMovedSchema)).toEqual({
      _id: placed._id,
      order_id: placed.order_id,
      status: 'accepted',
    });
    const eta = new Date(t.now.getTime() + 20 * 60_000).toISOString();
    for (const status of ['preparing', 'ready', 'delivered', 'settled']) {
      t.later(60_000);
      expectData(await move(staff, placed.order_id, { status }), OrderMovedSchema);
    }
    const order = await t.shop.orderById(t.customer, placed._id);
    expect(order).toMatchObject({ order_status: 'settled', eta, cancellable: false, payment: { status: 'Success' } });
    expect(order?.timeline.map((step) => [step.status, step.by])).toEqual([
      ['placed', 'customer'],
      ['accepted', 'staff'],
      ['preparing', 'staff'],
      ['ready', 'staff'],
      ['delivered', 'staff'],
      ['settled', 'staff'],
    ]);
    // Friday 19:30 + 20 minutes, Kolkata time.
    expect(await orderTexts()).toEqual([
      `Wokflow: your order ${placed.order_id} is accepted. It will be ready by about 7:50 pm.`,
      `Wokflow: your order ${placed.order_id} is ready for collection at the counter.`,
    ]);
  });

  test('another outlet’s order is not found, by id or by number, and stays as it was', async () => {
    const placed = await placeCashOrder();
    const vesu = await staffSession(VESU_STAFF);
    const before = await snapshot(placed._id);
    for (const id of [placed._id, placed.order_id, randomUUID(), 'WF-999999']) {
      expectRefusal(await move(vesu, id, { status: 'accepted', prepMinutes: '15' }), 404, MESSAGES.orderNotFound);
    }
    expect(await snapshot(placed._id)).toEqual(before);
  });

  test('an illegal move is refused with 409 and writes nothing: no status, no timeline, no text, no refund', async () => {
    const paid = await placeWalletOrder();
    const staff = await staffSession();
    await move(staff, paid._id, { status: 'accepted', prepMinutes: '15' });
    const before = await snapshot(paid._id);
    expectRefusal(
      await move(staff, paid._id, { status: 'delivered' }),
      409,
      'This order is accepted: it cannot be marked delivered yet',
    );
    expectRefusal(
      await move(staff, paid._id, { status: 'dispatched', rider_name: 'Ravi' }),
      409,
      'A take-away order does not go out with a rider: it is made ready at the counter',
    );
    expectRefusal(
      await move(staff, paid._id, { status: 'accepted', prepMinutes: '10' }),
      409,
      'This order is already accepted',
    );
    expectRefusal(await move(staff, paid._id, { status: 'rejected' }), 400, 'Please give a reason');
    expect(await snapshot(paid._id)).toEqual(before);
  });

  test('a refusal says where the order is, in plain words', async () => {
    const staff = await staffSession();
    const cooking = await placeCashOrder();
    await move(staff, cooking._id, { status: 'accepted', prepMinutes: '15' });
    await move(staff, cooking._id, { status: 'preparing' });
    expectRefusal(await move(staff, cooking._id, { status: 'preparing' }), 409, 'This order is already being prepared');
    expectRefusal(
      await move(staff, cooking._id, { status: 'rejected', reason: 'Out of gas' }),
      409,
      'This order is being prepared: it can no longer be rejected',
    );
    const cancelled = await placeCashOrder();
    await call(t.app, `order/${cancelled._id}/cancel`, { bearer: t.customer.bearer });
    expectRefusal(
      await move(staff, cancelled._id, { status: 'accepted', prepMinutes: '20' }),
      409,
      'This order was cancelled',
    );
  });

  test('a move made from what the staff saw is refused when the order has moved since, and writes nothing', async () => {
    const paid = await placeWalletOrder();
    const staff = await staffSession();
    // Two tabs of the console: one accepts the order, the other rejects it a moment later, from the same board.
    expectData(
      await move(staff, paid._id, { from: 'placed', status: 'accepted', prepMinutes: '20' }),
      OrderMovedSchema,
    );
    const before = await snapshot(paid._id);
    expectRefusal(
      await move(staff, paid._id, { from: 'placed', status: 'rejected', reason: 'Out of noodles' }),
      409,
      `Order ${paid.order_id} was accepted meanwhile: check it before you change it`,
    );
    expect(await snapshot(paid._id)).toEqual(before);
    expect((await orderTexts()).filter((text) => text.includes(paid.order_id))).toEqual([
      expect.stringContaining('is accepted'),
    ]);
    // Seen as it is now, the move is made.
    expectData(await move(staff, paid._id, { from: 'accepted', status: 'preparing' }), OrderMovedSchema);
  });

  test('of two moves from the same board sent at once, one is made and the other refused', async () => {
    const placed = await placeCashOrder();
    const staff = await staffSession();
    const replies = await Promise.all([
      move(staff, placed._id, { from: 'placed', status: 'accepted', prepMinutes: '20' }),
      move(staff, placed._id, { from: 'placed', status: 'rejected', reason: 'Closing early' }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const made = (await t.shop.orderById(t.customer, placed._id))?.order_status;
    expect((await t.shop.orderById(t.customer, placed._id))?.timeline).toHaveLength(2);
    expectRefusal(
      replies.find((reply) => reply.status === 409) as Reply,
      409,
      `Order ${placed.order_id} was ${made} meanwhile: check it before you change it`,
    );
  });

  test('accept needs the preparation time; a delivery goes out only with its rider, whose details the customer gets', async () => {
    const placed = await placeDeliveryOrder();
    const staff = await staffSession();
    expectRefusal(await move(staff, placed._id, { status: 'accepted' }), 400, MESSAGES.prepMinutesRequired);
    expectData(await move(staff, placed._id, { status: 'accepted', prepMinutes: '30' }), OrderMovedSchema);
    expectData(await move(staff, placed._id, { status: 'preparing' }), OrderMovedSchema);
    const before = await snapshot(placed._id);
    expectRefusal(await move(staff, placed._id, { status: 'dispatched' }), 400, MESSAGES.riderNameRequired);
    expect(await snapshot(placed._id)).toEqual(before);
    // The phone as a rider says it: its 10 digits are kept.
    const rider = {
      rider_name: 'Ravi',
      rider_phone: '+91 98989-89898',
      tracking_url: 'https://track.example.com/r/42',
    };
    expectData(await move(staff, placed._id, { status: 'dispatched', ...rider }), OrderMovedSchema);
    expect(await t.shop.orderById(t.customer, placed._id)).toMatchObject({
      order_status: 'dispatched',
      rider_name: 'Ravi',
      rider_phone: '9898989898',
      tracking_url: 'https://track.example.com/r/42',
    });
    expect((await orderTexts()).at(-1)).toBe(
      `Wokflow: your order ${placed.order_id} is on its way with Ravi (9898989898). Track it: https://track.example.com/r/42`,
    );
  });

  test('a paid order rejected is refunded to the wallet exactly once, shown in the timeline and the text', async () => {
    const paid = await placeWalletOrder();
    const amount = (await t.shop.orderById(t.customer, paid._id))?.amount ?? 0;
    const staff = await staffSession();
    const replies = await Promise.all(
      // A reason typed with its full stop: the text has one.
      Array.from({ length: 5 }, () => move(staff, paid._id, { status: 'rejected', reason: 'Out of noodles.' })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await walletOf()).toBe(2000);
    const ledger = expectData(
      await t.shop.get(`walletPayments/${t.customer.id}`, t.customer.bearer),
      WalletTransactionListSchema,
    );
    expect(ledger.filter((row) => row.kind === 'refund').map((row) => [row.orderId, row.amount])).toEqual([
      [paid.order_id, amount],
    ]);
    const order = await t.shop.orderById(t.customer, paid._id);
    expect(order?.timeline.at(-1)).toMatchObject({ status: 'rejected', by: 'staff', reason: 'Out of noodles.' });
    const rejections = (await orderTexts()).filter((text) => text.includes('rejected'));
    expect(rejections).toEqual([
      `Wokflow: sorry, your order ${paid.order_id} is rejected. Reason: Out of noodles. ₹${amount.toFixed(2)} has been refunded to your Wokflow wallet.`,
    ]);
  });
});

describe('the customer cancels', () => {
  test('while the order is placed; the outlet is told; after the accept the server answers 409', async () => {
    const first = await placeCashOrder();
    const cancelled = await call(t.app, `order/${first._id}/cancel`, {
      bearer: t.customer.bearer,
      fields: { reason: 'Ordered twice' },
    });
    expect(expectData(cancelled, OrderMovedSchema).status).toBe('cancelled');
    expect(cancelled.body.msg).toBe(MESSAGES.orderCancelled);
    expect((await t.shop.orderById(t.customer, first._id))?.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'customer',
      reason: 'Ordered twice',
    });
    expect((await orderTexts()).at(-1)).toBe(
      `Wokflow: your order ${first.order_id} is cancelled. Reason: Ordered twice.`,
    );

    const second = await placeCashOrder();
    await move(await staffSession(), second._id, { status: 'accepted', prepMinutes: '15' });
    expect((await t.shop.orderById(t.customer, second._id))?.cancellable).toBe(false);
    const before = await snapshot(second._id);
    expectRefusal(
      await call(t.app, `order/${second.order_id}/cancel`, { bearer: t.customer.bearer }),
      409,
      'This order can no longer be cancelled: the outlet has accepted it',
    );
    expect(await snapshot(second._id)).toEqual(before);
  });

  test('an order already cancelled, or rejected, is refused with what happened to it', async () => {
    const twice = await placeCashOrder();
    const cancel = (id: string) => call(t.app, `order/${id}/cancel`, { bearer: t.customer.bearer });
    expectData(await cancel(twice._id), OrderMovedSchema);
    expectRefusal(await cancel(twice._id), 409, 'This order is already cancelled');
    const rejected = await placeCashOrder();
    await move(await staffSession(), rejected._id, { status: 'rejected', reason: 'Out of gas' });
    expectRefusal(await cancel(rejected._id), 409, 'This order was rejected by the outlet');
  });

  test("another customer's order is not found", async () => {
    const placed = await placeCashOrder();
    const stranger = await t.shop.newCustomer();
    expectRefusal(
      await call(t.app, `order/${placed._id}/cancel`, { bearer: stranger.bearer }),
      404,
      MESSAGES.orderNotFound,
    );
    expect((await t.shop.orderById(t.customer, placed._id))?.order_status).toBe('placed');
  });
});

async function creditWallet(amount: string): Promise<void> {
  const reply = await call(t.app, 'add_to_wallet', { bearer: t.customer.bearer, fields: { amount } });
  const paymentId = expectData(reply, GatewayFormReplySchema)._id;
  await gatewayReturn(t.app, { encResp: t.gateway.reply(paymentId, { status: 'Success' }), orderNo: paymentId });
}

const walletOf = async () => (await customerMobile()).wallet;

/** A take-away order of one dish, paid from a wallet of ₹2000 credited through the gateway. */
async function placeWalletOrder() {
  await creditWallet('2000');
  await t.shop.fillCart(t.customer, 1);
  const fields = await t.shop.checkoutFields(t.customer);
  return expectData(await call(t.app, 'OrderWithWallet', { bearer: t.customer.bearer, fields }), PlacedOrderSchema);
}

/** A delivery order of the customer to an address 2 km from the outlet, over the delivery minimum. */
async function placeDeliveryOrder() {
  await t.shop.send('changeDeliveryType', t.customer.bearer, { type: 'delivery' });
  const address = randomUUID();
  await t.db.query(
    `INSERT INTO customer_addresses (id, customer_id, add_type, name, email, house_number, address_line_1, city, state,
                                     pin_code, lat, long, created_at, updated_at)
     VALUES ($1, $2, 'home', 'Asha', 'asha@example.com', 'B-402', 'Sargam Residency', 'Surat', 'Gujarat', '395009',
             21.2139, 72.7933, $3, $3)`,
    [address, t.customer.id, t.now],
  );
  const cart = await t.shop.fillCart(t.customer, 4);
  const fields = checkoutForm(cart, 'delivery', { address });
  return expectData(await call(t.app, 'OrderWithCOD', { bearer: t.customer.bearer, fields }), PlacedOrderSchema);
}

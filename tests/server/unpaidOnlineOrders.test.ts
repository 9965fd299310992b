import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { API_BASE } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { type GatewayFormReply, GatewayFormReplySchema } from '../../contract/payment.ts';
import { LiveEventSchema, OrderMovedSchema, STAFF_API_BASE } from '../../contract/staff.ts';
import { call } from './support/customers.ts';
import { openEventStream, type StreamEvent } from './support/events.ts';
import { expectData, expectRefusal } from './support/http.ts';
import { paymentShop } from './support/paymentShop.ts';
import { gatewayReturn, STORE } from './support/shop.ts';
import { ADAJAN_STAFF, boardOf, staffCall, staffSessionIn } from './support/staff.ts';

// An order paid online reaches the outlet (board, live events, moves) only once the gateway confirms its payment.

const t = paymentShop();

const live = (event: StreamEvent) => v.parse(LiveEventSchema, JSON.parse(event.data));
const of = (id: string) => (event: StreamEvent) => event.data.includes(id);

async function orderOnline(): Promise<GatewayFormReply> {
  await t.shop.fillCart(t.customer, 1);
  const fields = await t.shop.checkoutFields(t.customer);
  return expectData(await t.shop.send('OrderWithOnlinePayment', t.customer.bearer, fields), GatewayFormReplySchema);
}

async function orderCash() {
  await t.shop.fillCart(t.customer, 1);
  return (await t.payCash()).placed;
}

/** The gateway's word on the order's latest payment attempt, as it posts it back. */
async function gatewaySays(status: string) {
  const paymentId = t.gateway.requests.at(-1)?.paymentId as string;
  await gatewayReturn(t.app, { encResp: t.gateway.reply(paymentId, { status }), orderNo: paymentId });
}

const staffSession = () => staffSessionIn(t.db, ADAJAN_STAFF, t.now);
const boardIds = async (staff: string) => (await boardOf(t.app, staff)).orders.map((card) => card._id);
const accept = (staff: string, id: string) =>
  staffCall(t.app, `orders/${id}/status`, { bearer: staff, fields: { status: 'accepted', prepMinutes: '15' } });

/** What a refused move must leave as it was: the order, its timeline, the texts. */
async function snapshot(orderId: string) {
  const [order] = await t.db.query('SELECT * FROM orders WHERE id = $1', [orderId]);
  const events = await t.db.query('SELECT * FROM order_status_events WHERE order_id = $1 ORDER BY id', [orderId]);
  const texts = await t.db.query('SELECT count(*) AS n FROM sms_outbox');
  return { order, events, texts };
}

describe('an online order not paid yet', () => {
  test('is not on the board, and a staff move on it is not found and changes nothing; the customer may still pay', async () => {
    const unpaid = await orderOnline();
    const cash = await orderCash();
    const staff = await staffSession();
    const ids = await boardIds(staff);
    expect(ids).toContain(cash._id);
    expect(ids).not.toContain(unpaid._id);

    const before = await snapshot(unpaid._id);
    for (const id of [unpaid._id, unpaid.order_id]) {
      expectRefusal(await accept(staff, id), 404, MESSAGES.orderNotFound);
    }
    expect(await snapshot(unpaid._id)).toEqual(before);
    const again = await call(t.app, 'OrderNowOnlinePayment', { bearer: t.customer.bearer, fields: { id: unpaid._id } });
    expect(expectData(again, GatewayFormReplySchema)._id).toBe(unpaid._id);
    // A cash order is the outlet's at once.
    expect(expectData(await accept(staff, cash._id), OrderMovedSchema).status).toBe('accepted');
  }, 30_000);

  test('failed, awaited or cancelled by its customer, never reaches the staff; its customer still follows it', async () => {
    const staff = await staffSession();
    const staffStream = await openEventStream(t.app, `${STAFF_API_BASE}/events`, { Authorization: `Bearer ${staff}` });
    const order = await orderOnline();
    const orderPage = await openEventStream(t.app, `${API_BASE}/order/${order._id}/events?token=${t.customer.bearer}`);

    await gatewaySays('Failure');
    expect((await t.shop.orderById(t.customer, order._id))?.payment.status).toBe('Failure');
    expect(await boardIds(staff)).not.toContain(order._id);
    expectData(await call(t.app, 'OrderNowOnlinePayment', { bearer: t.customer.bearer }), GatewayFormReplySchema);
    await gatewaySays('Awaited');
    expect(await boardIds(staff)).not.toContain(order._id);
    await call(t.app, `order/${order._id}/cancel`, {
      bearer: t.customer.bearer,
      fields: { reason: 'Changed my mind' },
    });
    expect(live(await orderPage.next(of('cancelled')))).toMatchObject({ status: 'cancelled', forStaff: false });
    expect(await boardIds(staff)).not.toContain(order._id);

    // Events reach a stream in the order they were made: once the cash order's came, none of the other's will.
    const cash = await orderCash();
    expect(live(await staffStream.next())).toMatchObject({ orderId: cash._id, forStaff: true });
    expect(staffStream.received.filter(of(order._id))).toEqual([]);
    await staffStream.close();
    await orderPage.close();
  });
});

describe('an online order whose payment the gateway confirms', () => {
  test('reaches the board then, announced to the staff like a new order, and the staff may move it', async () => {
    const staff = await staffSession();
    const stream = await openEventStream(t.app, `${STAFF_API_BASE}/events`, { Authorization: `Bearer ${staff}` });
    const order = await orderOnline();
    const cash = await orderCash();
    expect(live(await stream.next())).toEqual({
      kind: 'order',
      orderId: cash._id,
      outletId: STORE,
      status: 'placed',
      forStaff: true,
    });
    // The online order was placed before the cash one, unheard.
    expect(stream.received.filter(of(order._id))).toEqual([]);

    await gatewaySays('Success');
    expect(live(await stream.next())).toEqual({
      kind: 'order',
      orderId: order._id,
      outletId: STORE,
      status: 'placed',
      forStaff: true,
    });
    const card = (await boardOf(t.app, staff)).orders.find(({ _id }) => _id === order._id);
    expect(card).toMatchObject({ status: 'placed', payment: { type: 'ONLINE', status: 'Success' } });
    expect(expectData(await accept(staff, order._id), OrderMovedSchema).status).toBe('accepted');
    await stream.close();
  });
});

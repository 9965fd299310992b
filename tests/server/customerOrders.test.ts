import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { API_BASE } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { PlacedOrderSchema } from '../../contract/order.ts';
import { LiveEventSchema, STAFF_API_BASE } from '../../contract/staff.ts';
import { sha256 } from '../../server/domain/secrets.ts';
import { HEARTBEAT_MS } from '../../server/live/eventStream.ts';
import { call } from './support/customers.ts';
import { COMMENT, openEventStream, type StreamEvent } from './support/events.ts';
import { expectData, expectRefusal, readReply } from './support/http.ts';
import { paymentShop } from './support/paymentShop.ts';
import { ADAJAN_STAFF, staffCall, staffSessionIn, VESU_STAFF } from './support/staff.ts';

const t = paymentShop();

const live = (event: StreamEvent) => v.parse(LiveEventSchema, JSON.parse(event.data));
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function placeCashOrder(customer = t.customer) {
  await t.shop.fillCart(customer, 1);
  const fields = await t.shop.checkoutFields(customer);
  return expectData(await t.shop.send('OrderWithCOD', customer.bearer, fields), PlacedOrderSchema);
}

/** A cash order placed at Surat, Vesu by a customer of its own. */
async function orderAtVesu() {
  const customer = await t.shop.newCustomer();
  await t.shop.send('updatePickUpLocation', customer.bearer, { pickUp: 'surat-vesu' });
  await t.shop.send('add_to_cart', customer.bearer, { product_id: t.shop.dish.id, store: 'surat-vesu' });
  const cart = await t.shop.readCart(customer);
  const fields = { ...(await t.shop.checkoutFields(customer)), brachId: 'surat-vesu' };
  expect(cart.cart_data).toHaveLength(1);
  return expectData(await t.shop.send('OrderWithCOD', customer.bearer, fields), PlacedOrderSchema);
}

describe("the staff's event stream", () => {
  test("brings each new or moved order of the staff's outlets, and no other outlet's", async () => {
    const staff = await staffSessionIn(t.db, ADAJAN_STAFF, t.now);
    const stream = await openEventStream(t.app, `${STAFF_API_BASE}/events`, bearer(staff));
    await orderAtVesu();
    const placed = await placeCashOrder();
    const first = await stream.next((event) => event.data.includes(placed._id));
    expect(first.event).toBe('order');
    expect(live(first)).toEqual({
      kind: 'order',
      orderId: placed._id,
      outletId: 'surat-adajan',
      status: 'placed',
      forStaff: true,
    });
    // Vesu's order was placed (and announced) before: it never came.
    expect(stream.received.map((event) => live(event).outletId)).toEqual(['surat-adajan']);
    await staffCall(t.app, `orders/${placed._id}/status`, {
      bearer: staff,
      fields: { status: 'accepted', prepMinutes: '10' },
    });
    expect(live(await stream.next())).toMatchObject({ orderId: placed._id, status: 'accepted' });
    await stream.close();
  }, 30_000);

  test('takes the session in the query (EventSource sends no headers); refuses a customer’s session', async () => {
    const staff = await staffSessionIn(t.db, VESU_STAFF, t.now);
    const stream = await openEventStream(t.app, `${STAFF_API_BASE}/events?token=${staff}`);
    const placed = await orderAtVesu();
    expect(live(await stream.next())).toMatchObject({ orderId: placed._id, outletId: 'surat-vesu' });
    await stream.close();
    const refused = await t.app.request(`${STAFF_API_BASE}/events?token=${t.customer.bearer}`);
    expectRefusal(await readReply(refused), 401, MESSAGES.sessionExpired);
    // A session in the query opens event streams only.
    expectRefusal(
      await readReply(await t.app.request(`${STAFF_API_BASE}/orders?token=${staff}`)),
      401,
      MESSAGES.loginRequired,
    );
  });
});

describe('a quiet stream', () => {
  test(`gets a comment every ${HEARTBEAT_MS / 1000} s, so that proxies keep it open`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const staff = await staffSessionIn(t.db, ADAJAN_STAFF, t.now);
      const stream = await openEventStream(t.app, `${STAFF_API_BASE}/events`, bearer(staff));
      vi.advanceTimersByTime(HEARTBEAT_MS);
      expect(await stream.next((event) => event.event === COMMENT)).toEqual({ event: COMMENT, data: 'heartbeat' });
      await stream.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the customer's order events", () => {
  test('bring the moves of their own order; another customer’s order is not found', async () => {
    const placed = await placeCashOrder();
    const path = `${API_BASE}/order/${placed._id}/events`;
    const stream = await openEventStream(t.app, `${path}?token=${t.customer.bearer}`);
    const staff = await staffSessionIn(t.db, ADAJAN_STAFF, t.now);
    await placeCashOrder();
    await staffCall(t.app, `orders/${placed.order_id}/status`, {
      bearer: staff,
      fields: { status: 'accepted', prepMinutes: '10' },
    });
    // The notification of the order's placing may still be on its way when the stream opens (PostgreSQL
    // delivers them on a connection of their own): the accept is the one to wait for.
    const accepted = await stream.next((event) => live(event).kind === 'order' && event.data.includes('"accepted"'));
    expect(live(accepted)).toEqual({
      kind: 'order',
      orderId: placed._id,
      outletId: 'surat-adajan',
      status: 'accepted',
      forStaff: true,
    });
    // The customer's other order, placed meanwhile, never came.
    expect(stream.received.every((event) => event.data.includes(placed._id))).toBe(true);
    await stream.close();

    const stranger = await t.shop.newCustomer();
    expectRefusal(
      await readReply(await t.app.request(path, { headers: bearer(stranger.bearer) })),
      404,
      MESSAGES.orderNotFound,
    );
    expectRefusal(await readReply(await t.app.request(path)), 401, MESSAGES.loginRequired);
  });
});

describe('an event stream whose session is signed out', () => {
  test("the customer's order stream ends at the sign-out: the next move of the order never comes", async () => {
    const customer = await t.shop.newCustomer();
    const placed = await placeCashOrder(customer);
    const stream = await openEventStream(t.app, `${API_BASE}/order/${placed._id}/events?token=${customer.bearer}`);
    expect((await call(t.app, 'logout', { method: 'GET', bearer: customer.bearer })).body.error).toBe(0);
    const staff = await staffSessionIn(t.db, ADAJAN_STAFF, t.now);
    await staffCall(t.app, `orders/${placed._id}/status`, {
      bearer: staff,
      fields: { status: 'accepted', prepMinutes: '10' },
    });
    await expect(stream.next((event) => event.data.includes('"accepted"'))).rejects.toThrow(/ended/);
  });

  test("the staff's stream ends at the console's Sign out", async () => {
    const staff = await staffSessionIn(t.db, ADAJAN_STAFF, t.now);
    const stream = await openEventStream(t.app, `${STAFF_API_BASE}/events`, bearer(staff));
    expect((await staffCall(t.app, 'logout', { bearer: staff })).body.error).toBe(0);
    await placeCashOrder();
    await expect(stream.next()).rejects.toThrow(/ended/);
  });

  test('a session ended in the database by anyone (another server, an operator) ends its stream once heard', async () => {
    const staff = await staffSessionIn(t.db, ADAJAN_STAFF, t.now);
    const stream = await openEventStream(t.app, `${STAFF_API_BASE}/events?token=${staff}`);
    await t.db.query('DELETE FROM sessions WHERE token_hash = $1', [sha256(staff)]);
    await expect(stream.next(() => true)).rejects.toThrow(/ended/);
  });
});

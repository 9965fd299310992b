import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { GatewayFormReplySchema } from '../../contract/payment.ts';
import { OrderMovedSchema, POS_API_BASE, POS_SIGNATURE_HEADER, POS_TIMESTAMP_HEADER } from '../../contract/staff.ts';
import { expectData, expectRefusal, readReply, testApp } from './support/http.ts';
import { paymentShop } from './support/paymentShop.ts';
import { gatewayReturn } from './support/shop.ts';

const t = paymentShop();
const SECRET = 'pos-test-secret-0123456789';

/** Now, as the point of sale's clock gives it: Unix seconds. */
const nowSeconds = () => String(Math.floor(Date.now() / 1000));
const pathOf = (id: string) => `${POS_API_BASE}/orders/${id}/status`;

/** As the README tells integrators: the HMAC of `<timestamp>.<path>.<body>`. */
const sign = (body: string, { path = pathOf('WF-000001'), timestamp = nowSeconds(), secret = SECRET } = {}) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${path}.${body}`).digest('hex')}`;

/** A point-of-sale call with a JSON body, sent and signed now unless `signature` or `timestamp` say otherwise. */
async function posMove(
  id: string,
  event: Record<string, string>,
  signature?: string | null,
  app = posApp(),
  timestamp: string | null = nowSeconds(),
) {
  const body = JSON.stringify(event);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (timestamp !== null) headers[POS_TIMESTAMP_HEADER] = timestamp;
  const given = signature === undefined ? sign(body, { path: pathOf(id), timestamp: timestamp ?? '' }) : signature;
  if (given !== null) headers[POS_SIGNATURE_HEADER] = given;
  return readReply(await app.request(pathOf(id), { method: 'POST', headers, body }));
}

const posApp = () => testApp(t.db, () => t.now, { gateway: t.gateway, posWebhookSecret: SECRET });

async function placeCashOrder() {
  await t.shop.fillCart(t.customer, 1);
  return (await t.payCash()).placed;
}

const timelineOf = async (id: string) => (await t.shop.orderById(t.customer, id))?.timeline ?? [];
const smsCount = async () =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM sms_outbox'))[0]?.n ?? 0);

describe('the point of sale', () => {
  test('moves an order named by its number, with a signed JSON body; the move is the point of sale’s', async () => {
    const placed = await placeCashOrder();
    const reply = await posMove(placed.order_id, { event_id: 'pos-1', status: 'accepted', prepMinutes: '25' });
    expect(expectData(reply, OrderMovedSchema)).toEqual({
      _id: placed._id,
      order_id: placed.order_id,
      status: 'accepted',
    });
    expect((await timelineOf(placed._id)).at(-1)).toMatchObject({ status: 'accepted', by: 'pos' });
    expect((await t.shop.orderById(t.customer, placed._id))?.eta).toBe(
      new Date(t.now.getTime() + 25 * 60_000).toISOString(),
    );
  }, 30_000);

  test('a signed form body works too: the signature is over the raw bytes', async () => {
    const placed = await placeCashOrder();
    const body = new URLSearchParams({
      event_id: 'pos-form-1',
      status: 'rejected',
      reason: 'Kitchen closed',
    }).toString();
    const timestamp = nowSeconds();
    const response = await posApp().request(pathOf(placed._id), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        [POS_TIMESTAMP_HEADER]: timestamp,
        [POS_SIGNATURE_HEADER]: sign(body, { path: pathOf(placed._id), timestamp }),
      },
      body,
    });
    expect(expectData(await readReply(response), OrderMovedSchema).status).toBe('rejected');
  });

  test('a missing, forged or other-secret signature is refused with 401 and changes nothing', async () => {
    const placed = await placeCashOrder();
    const event = { event_id: 'pos-forged', status: 'accepted', prepMinutes: '10' };
    const body = JSON.stringify(event);
    const path = pathOf(placed._id);
    for (const signature of [
      null,
      '',
      'sha256=00',
      sign(body, { path, secret: 'another-secret-0123456789' }),
      sign(`${body} `, { path }),
      sign(body, { path }).slice(7),
      sign(body),
    ]) {
      expectRefusal(await posMove(placed._id, event, signature), 401, MESSAGES.posSignatureInvalid);
    }
    expect((await timelineOf(placed._id)).map((step) => step.status)).toEqual(['placed']);
    expect(await t.db.query('SELECT 1 FROM pos_events WHERE event_id = $1', ['pos-forged'])).toEqual([]);
  });

  test('a signed call replayed against another order, without its time, or late, is refused with 401', async () => {
    const meant = await placeCashOrder();
    const other = await placeCashOrder();
    const event = { event_id: 'pos-replayed', status: 'rejected', reason: 'Out of stock' };
    const body = JSON.stringify(event);
    const timestamp = nowSeconds();
    const signedForMeant = sign(body, { path: pathOf(meant.order_id), timestamp });
    expectRefusal(
      await posMove(other.order_id, event, signedForMeant, posApp(), timestamp),
      401,
      MESSAGES.posSignatureInvalid,
    );
    expectRefusal(
      await posMove(meant.order_id, event, signedForMeant, posApp(), null),
      401,
      MESSAGES.posSignatureInvalid,
    );
    const late = String(Number(timestamp) - 6 * 60);
    expectRefusal(
      await posMove(
        meant.order_id,
        event,
        sign(body, { path: pathOf(meant.order_id), timestamp: late }),
        posApp(),
        late,
      ),
      401,
      MESSAGES.posTimestampStale,
    );
    for (const placed of [meant, other]) {
      expect((await timelineOf(placed._id)).map((step) => step.status)).toEqual(['placed']);
    }
    expectData(await posMove(meant.order_id, event, signedForMeant, posApp(), timestamp), OrderMovedSchema);
  });

  test('the same event twice is applied once: the second answers the order as it is, and texts nothing', async () => {
    const placed = await placeCashOrder();
    const event = { event_id: 'pos-twice', status: 'accepted', prepMinutes: '15' };
    expectData(await posMove(placed._id, event), OrderMovedSchema);
    expectData(await posMove(placed._id, { event_id: 'pos-next', status: 'preparing' }), OrderMovedSchema);
    const texts = await smsCount();
    const again = await Promise.all([posMove(placed._id, event), posMove(placed.order_id, event)]);
    for (const reply of again) expect(expectData(reply, OrderMovedSchema).status).toBe('preparing');
    expect((await timelineOf(placed._id)).map((step) => step.status)).toEqual(['placed', 'accepted', 'preparing']);
    expect(await smsCount()).toBe(texts);
  });

  test('the lifecycle holds: an illegal or incomplete move is refused and its event is not kept', async () => {
    const placed = await placeCashOrder();
    expectRefusal(
      await posMove(placed._id, { event_id: 'pos-early', status: 'delivered' }),
      409,
      'This order is waiting to be accepted: it cannot be marked delivered yet',
    );
    expect(await t.db.query('SELECT 1 FROM pos_events WHERE event_id = $1', ['pos-early'])).toEqual([]);
    expectRefusal(
      await posMove(placed._id, { event_id: 'pos-no-prep', status: 'accepted' }),
      400,
      MESSAGES.prepMinutesRequired,
    );
    expectRefusal(
      await posMove('WF-999999', { event_id: 'pos-nowhere', status: 'accepted', prepMinutes: '5' }),
      404,
      MESSAGES.orderNotFound,
    );
    expect((await timelineOf(placed._id)).map((step) => step.status)).toEqual(['placed']);
  });

  test('an online order is not found until its payment is confirmed, and its event is not kept', async () => {
    await t.shop.fillCart(t.customer, 1);
    const fields = await t.shop.checkoutFields(t.customer);
    const order = expectData(
      await t.shop.send('OrderWithOnlinePayment', t.customer.bearer, fields),
      GatewayFormReplySchema,
    );
    const event = { event_id: 'pos-unpaid', status: 'accepted', prepMinutes: '15' };
    expectRefusal(await posMove(order.order_id, event), 404, MESSAGES.orderNotFound);
    expect((await timelineOf(order._id)).map((step) => step.status)).toEqual(['placed']);
    expect(await t.db.query('SELECT 1 FROM pos_events WHERE event_id = $1', ['pos-unpaid'])).toEqual([]);

    const paymentId = t.gateway.requests.at(-1)?.paymentId as string;
    await gatewayReturn(t.app, { encResp: t.gateway.reply(paymentId, { status: 'Success' }), orderNo: paymentId });
    expect(expectData(await posMove(order.order_id, event), OrderMovedSchema).status).toBe('accepted');
  });

  test('without POS_WEBHOOK_SECRET the server answers 503: the point of sale is not configured', async () => {
    const placed = await placeCashOrder();
    const unconfigured = testApp(t.db, () => t.now, { gateway: t.gateway });
    expectRefusal(
      await posMove(placed._id, { event_id: 'pos-off', status: 'accepted', prepMinutes: '5' }, undefined, unconfigured),
      503,
      MESSAGES.posNotConfigured,
    );
  });
});

test('a body over the limit is refused before it is read for the signature', async () => {
  const body = JSON.stringify({ event_id: 'pos-big', status: 'accepted', reason: 'x'.repeat(70 * 1024) });
  const response = await posApp().request(`${POS_API_BASE}/orders/WF-000001/status`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [POS_TIMESTAMP_HEADER]: nowSeconds(),
      [POS_SIGNATURE_HEADER]: sign(body),
    },
    body,
  });
  expectRefusal(await readReply(response), 413, 'The request body is too large');
});

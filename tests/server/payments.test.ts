import { describe, expect, test } from 'vitest';
import { ProfileSchema } from '../../contract/auth.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { type GatewayFormReply, GatewayFormReplySchema } from '../../contract/payment.ts';
import { moveOrderStatus } from '../../server/db/queries/orders.ts';
import { PAYMENT_ID_SHAPE } from '../../server/domain/payment.ts';
import { call } from './support/customers.ts';
import { FAKE_ACCESS_CODE, FAKE_GATEWAY_URL, type FakeGateway } from './support/fakeGateway.ts';
import { expectData, expectRefusal } from './support/http.ts';
import { paymentShop } from './support/paymentShop.ts';
import { gatewayReturn } from './support/shop.ts';

const t = paymentShop();

/** Places the customer's cart (one portion unless said) as an online order; the gateway form. */
async function orderOnline(who = t.customer, portions = 1): Promise<GatewayFormReply> {
  await t.shop.fillCart(who, portions);
  const fields = await t.shop.checkoutFields(who);
  return expectData(
    await call(t.app, 'OrderWithOnlinePayment', { bearer: who.bearer, fields }),
    GatewayFormReplySchema,
  );
}

/** The payment id of the latest form the gateway was asked for. */
const lastPaymentId = () => t.gateway.requests.at(-1)?.paymentId as string;

interface PaymentRow {
  id: string;
  status: string;
  state: string;
  tracking_id: string | null;
  amount_paise: number;
}
const paymentsOf = (orderId: string) =>
  t.db.query<PaymentRow>(
    'SELECT id, status, state, tracking_id, amount_paise FROM payments WHERE order_id = $1 ORDER BY seq',
    [orderId],
  );

const returnWith = (paymentId: string, fields: Parameters<FakeGateway['reply']>[1]) =>
  gatewayReturn(t.app, { encResp: t.gateway.reply(paymentId, fields), orderNo: paymentId });

const walletOf = async (who = t.customer) =>
  expectData(await t.shop.get('user_profile', who.bearer), ProfileSchema).wallet;

describe('OrderWithOnlinePayment', () => {
  test('places the order as an online one waiting for payment, and answers the form for the gateway', async () => {
    const cart = await t.shop.fillCart(t.customer, 2);
    const fields = await t.shop.checkoutFields(t.customer);
    const reply = await call(t.app, 'OrderWithOnlinePayment', { bearer: t.customer.bearer, fields });
    const form = expectData(reply, GatewayFormReplySchema);
    expect(reply.body.msg).toBe(MESSAGES.paymentStarted);

    const [order, ...others] = await t.shop.orders(t.customer);
    expect(others).toEqual([]);
    expect(form).toEqual({
      _id: order?._id,
      order_id: order?.order_id,
      gatewayUrl: FAKE_GATEWAY_URL,
      encRequest: expect.any(String),
      accessCode: FAKE_ACCESS_CODE,
    });
    expect(order).toMatchObject({
      order_status: 'placed',
      payments: { type: 'ONLINE' },
      payment: { status: 'Initiated', amount: cart.total },
    });
    expect((await t.shop.readCart(t.customer)).cart_data).toEqual([]);

    const mobile = (
      await t.db.query<{ m: string }>('SELECT mobile_number AS m FROM customers WHERE id = $1', [t.customer.id])
    )[0]?.m;
    const handler = 'http://localhost/api/v1/user/transaction/ccavResponseHandler';
    expect(t.gateway.requests).toEqual([
      {
        paymentId: expect.stringMatching(PAYMENT_ID_SHAPE),
        amountPaise: Math.round(cart.total * 100),
        redirectUrl: handler,
        cancelUrl: handler,
        origin: 'http://localhost',
        billing: { name: 'Asha', email: 'asha@example.com', tel: mobile },
      },
    ]);
    expect(await paymentsOf(order?._id as string)).toEqual([
      {
        id: lastPaymentId(),
        status: 'Initiated',
        state: 'pending',
        tracking_id: null,
        amount_paise: Math.round(cart.total * 100),
      },
    ]);
  });

  test('the same checkout again: the same order and a fresh attempt while unpaid; once paid, refused', async () => {
    await t.shop.fillCart(t.customer);
    const fields = await t.shop.checkoutFields(t.customer);
    const place = () => call(t.app, 'OrderWithOnlinePayment', { bearer: t.customer.bearer, fields });
    const first = expectData(await place(), GatewayFormReplySchema);
    const firstPayment = lastPaymentId();
    const second = expectData(await place(), GatewayFormReplySchema);
    expect(second._id).toBe(first._id);
    expect(second.order_id).toBe(first.order_id);
    expect(lastPaymentId()).not.toBe(firstPayment);
    expect((await t.shop.orders(t.customer)).length).toBe(1);

    expect((await returnWith(lastPaymentId(), { status: 'Success' })).location).toBe(`/successPayment?id=${first._id}`);
    expectRefusal(await place(), 409, MESSAGES.orderAlreadyPaid);
    expect((await paymentsOf(first._id)).map((payment) => payment.state)).toEqual(['pending', 'paid']);
  });

  test('a checkout already placed for cash is not turned into an online payment', async () => {
    await t.shop.fillCart(t.customer);
    const { fields } = await t.payCash();
    expectRefusal(
      await call(t.app, 'OrderWithOnlinePayment', { bearer: t.customer.bearer, fields }),
      409,
      MESSAGES.checkoutPaidOtherwise,
    );
    expect(t.gateway.requests).toEqual([]);
  });

  test('refuses like OrderWithCOD, and starts no payment', async () => {
    const fields = await t.shop.checkoutFields(t.customer);
    const reply = await call(t.app, 'OrderWithOnlinePayment', { bearer: t.customer.bearer, fields });
    expectRefusal(reply, 409, MESSAGES.cartIsEmpty);
    await t.shop.fillCart(t.customer);
    const changed = { ...(await t.shop.checkoutFields(t.customer)), total: '1.00' };
    expectRefusal(
      await call(t.app, 'OrderWithOnlinePayment', { bearer: t.customer.bearer, fields: changed }),
      409,
      MESSAGES.pricesChanged,
    );
    expect(t.gateway.requests).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM payments WHERE customer_id = $1', [t.customer.id])).toEqual([]);
  });
});

describe('the gateway return (transaction/ccavResponseHandler)', () => {
  test('Success: the order is paid and the customer lands on /successPayment', async () => {
    const form = await orderOnline();
    const paymentId = lastPaymentId();
    const result = await returnWith(paymentId, { status: 'Success', trackingId: '310009876543' });
    expect(result).toEqual({ status: 303, location: `/successPayment?id=${form._id}`, body: null });
    expect(await paymentsOf(form._id)).toEqual([
      expect.objectContaining({ id: paymentId, status: 'Success', state: 'paid', tracking_id: '310009876543' }),
    ]);
    const order = await t.shop.orderById(t.customer, form._id);
    expect(order?.payment.status).toBe('Success');
    expect(order?.order_status).toBe('placed');
  });

  test.each(['Failure', 'Aborted', 'Invalid', 'Cancelled', 'Something new'])(
    '%s: the payment failed and the customer lands on /paymentFailed',
    async (status) => {
      const form = await orderOnline();
      expect((await returnWith(lastPaymentId(), { status })).location).toBe(`/paymentFailed?id=${form._id}`);
      expect((await paymentsOf(form._id))[0]).toMatchObject({ status, state: 'failed' });
      expect((await t.shop.orderById(t.customer, form._id))?.payment.status).toBe(status);
    },
  );

  test('Awaited: the waiting page; the background re-check settles it once the status API says Successful', async () => {
    const form = await orderOnline();
    const paymentId = lastPaymentId();
    expect((await returnWith(paymentId, { status: 'Awaited' })).location).toBe(`/paymentWaiting?id=${form._id}`);
    expect((await t.shop.orderById(t.customer, form._id))?.payment.status).toBe('Awaited');
    expect((await paymentsOf(form._id))[0]?.state).toBe('pending');

    // No status API answer yet: nothing changes.
    t.later(31_000);
    expect(await t.recheck()).toBe(0);
    t.gateway.statuses.set(paymentId, {
      status: 'Successful',
      amountPaise: (await paymentsOf(form._id))[0]?.amount_paise ?? 0,
      trackingId: 'T1',
    });
    expect(await t.recheck()).toBe(0); // asked a moment ago: the next check waits a minute
    t.later(61_000);
    expect(await t.recheck()).toBe(1);
    expect((await paymentsOf(form._id))[0]).toMatchObject({ status: 'Successful', state: 'paid', tracking_id: 'T1' });
    expect((await t.shop.orderById(t.customer, form._id))?.payment.status).toBe('Successful');
  });

  test('a waiting page reading the order asks the status API, at most every 10 seconds', async () => {
    const form = await orderOnline();
    const paymentId = lastPaymentId();
    await returnWith(paymentId, { status: 'Awaited' });
    t.gateway.statusApi = true; // the status API exists but knows nothing yet: the reads keep it pending
    expect((await t.shop.orderById(t.customer, form._id))?.payment.status).toBe('Awaited');
    expect((await t.shop.orderById(t.customer, form._id))?.payment.status).toBe('Awaited');
    const asked = t.gateway.statusCalls.get(paymentId);
    t.later(10_000);
    const amountPaise = (await paymentsOf(form._id))[0]?.amount_paise ?? 0;
    t.gateway.statuses.set(paymentId, { status: 'Shipped', amountPaise, trackingId: 'T2' });
    expect((await t.shop.orderById(t.customer, form._id))?.payment.status).toBe('Shipped');
    expect(t.gateway.statusCalls.get(paymentId)).toBe((asked ?? 0) + 1);
  });

  test('a payment pending for more than 24 hours fails as Timeout', async () => {
    const form = await orderOnline();
    await returnWith(lastPaymentId(), { status: 'Awaited' });
    t.later(23 * 60 * 60 * 1000);
    await t.recheck();
    expect((await paymentsOf(form._id))[0]?.state).toBe('pending');
    t.later(60 * 60 * 1000 + 1000);
    expect(await t.recheck()).toBeGreaterThanOrEqual(1); // earlier tests' payments time out too
    expect((await paymentsOf(form._id))[0]).toMatchObject({ status: 'Timeout', state: 'failed' });
    expect((await t.shop.orderById(t.customer, form._id))?.payment.status).toBe('Timeout');
  });

  test('a tampered or garbled encResp changes nothing (400)', async () => {
    const form = await orderOnline();
    const paymentId = lastPaymentId();
    const genuine = t.gateway.reply(paymentId, { status: 'Success' });
    const flipped = `${genuine.slice(0, 10)}${genuine[10] === 'A' ? 'B' : 'A'}${genuine.slice(11)}`;
    for (const encResp of [flipped, 'garbage', `${genuine}x`]) {
      const result = await gatewayReturn(t.app, { encResp, orderNo: paymentId });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ error: 1, msg: MESSAGES.paymentReplyUnreadable, data: null });
    }
    expect((await gatewayReturn(t.app, { orderNo: paymentId })).status).toBe(400);
    expect((await paymentsOf(form._id))[0]).toMatchObject({ status: 'Initiated', state: 'pending' });
    expect((await t.shop.orderById(t.customer, form._id))?.payment.status).toBe('Initiated');
  });

  test('a reply for an unknown payment is refused (404)', async () => {
    await orderOnline();
    const result = await returnWith('P000000000000000000000000', { status: 'Success', amountPaise: 100 });
    expect(result).toEqual({
      status: 404,
      location: null,
      body: { error: 1, msg: MESSAGES.paymentNotFound, data: null },
    });
  });

  test.each([
    ['a wrong amount', { amountPaise: 1 }],
    ['a wrong currency', { currency: 'USD' }],
  ])('%s changes nothing: the failed page, the payment still pending', async (_, change) => {
    const form = await orderOnline();
    const result = await returnWith(lastPaymentId(), { status: 'Success', ...change });
    expect(result.location).toBe(`/paymentFailed?id=${form._id}`);
    expect((await paymentsOf(form._id))[0]).toMatchObject({ status: 'Initiated', state: 'pending' });
    expect((await t.shop.orderById(t.customer, form._id))?.payment.status).toBe('Initiated');
  });

  test('a replayed reply changes nothing, whatever it says', async () => {
    const form = await orderOnline();
    const paymentId = lastPaymentId();
    const success = t.gateway.reply(paymentId, { status: 'Success', trackingId: 'FIRST' });
    expect((await gatewayReturn(t.app, { encResp: success })).location).toBe(`/successPayment?id=${form._id}`);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        gatewayReturn(t.app, { encResp: index % 2 ? success : t.gateway.reply(paymentId, { status: 'Failure' }) }),
      ),
    );
    expect(new Set(replies.map((reply) => reply.location))).toEqual(new Set([`/successPayment?id=${form._id}`]));
    expect(await paymentsOf(form._id)).toEqual([
      expect.objectContaining({ status: 'Success', state: 'paid', tracking_id: 'FIRST' }),
    ]);

    const failed = await orderOnline();
    const failedId = lastPaymentId();
    await returnWith(failedId, { status: 'Aborted' });
    expect((await returnWith(failedId, { status: 'Success' })).location).toBe(`/paymentFailed?id=${failed._id}`);
    expect((await paymentsOf(failed._id))[0]).toMatchObject({ status: 'Aborted', state: 'failed' });
  });

  test('the status API, when configured, decides over the redirect', async () => {
    const paid = await orderOnline();
    const paidId = lastPaymentId();
    const amountPaise = (await paymentsOf(paid._id))[0]?.amount_paise ?? 0;
    t.gateway.statuses.set(paidId, { status: 'Unsuccessful', amountPaise, trackingId: 'S1' });
    expect((await returnWith(paidId, { status: 'Success' })).location).toBe(`/paymentFailed?id=${paid._id}`);
    expect((await paymentsOf(paid._id))[0]).toMatchObject({ status: 'Unsuccessful', state: 'failed' });

    const late = await orderOnline();
    const lateId = lastPaymentId();
    t.gateway.statuses.set(lateId, { status: 'Successful', amountPaise, trackingId: 'S2' });
    expect((await returnWith(lateId, { status: 'Failure' })).location).toBe(`/successPayment?id=${late._id}`);
    expect((await paymentsOf(late._id))[0]).toMatchObject({ status: 'Successful', state: 'paid', tracking_id: 'S2' });

    const wrong = await orderOnline();
    const wrongId = lastPaymentId();
    t.gateway.statuses.set(wrongId, { status: 'Successful', amountPaise: amountPaise - 1, trackingId: 'S3' });
    expect((await returnWith(wrongId, { status: 'Success' })).location).toBe(`/paymentFailed?id=${wrong._id}`);
    expect((await paymentsOf(wrong._id))[0]).toMatchObject({ status: 'Initiated', state: 'pending' });

    const unreachable = await orderOnline();
    const unreachableId = lastPaymentId();
    t.gateway.statuses.set(unreachableId, new Error('connect ETIMEDOUT'));
    expect((await returnWith(unreachableId, { status: 'Success' })).location).toBe(
      `/paymentWaiting?id=${unreachable._id}`,
    );
    expect((await paymentsOf(unreachable._id))[0]).toMatchObject({ status: 'Initiated', state: 'pending' });
  });

  test('needs no session, and is the only payment call that does not', async () => {
    const form = await orderOnline();
    expect((await returnWith(lastPaymentId(), { status: 'Success' })).status).toBe(303);
    for (const [path, method] of [
      ['OrderWithOnlinePayment', 'POST'],
      ['OrderNowOnlinePayment', 'POST'],
      ['OrderWithWallet', 'POST'],
      ['add_to_wallet', 'POST'],
      [`latestPayment/${lastPaymentId()}`, 'GET'],
      [`walletPayments/${t.customer.id}`, 'GET'],
      [`order/latestOrder/${form._id}`, 'GET'],
    ] as const) {
      expectRefusal(
        await call(t.app, path, { method, fields: method === 'POST' ? {} : undefined }),
        401,
        MESSAGES.loginRequired,
      );
    }
  });
});

describe('OrderNowOnlinePayment: paying again', () => {
  test('a new attempt for the latest unpaid online order; none left once it is paid', async () => {
    expectRefusal(
      await call(t.app, 'OrderNowOnlinePayment', { bearer: t.customer.bearer }),
      404,
      MESSAGES.noOrderAwaitingPayment,
    );
    const form = await orderOnline();
    const first = lastPaymentId();
    expect((await returnWith(first, { status: 'Failure' })).location).toBe(`/paymentFailed?id=${form._id}`);

    const again = expectData(
      await call(t.app, 'OrderNowOnlinePayment', { bearer: t.customer.bearer }),
      GatewayFormReplySchema,
    );
    const second = lastPaymentId();
    expect(again).toMatchObject({ _id: form._id, order_id: form.order_id, gatewayUrl: FAKE_GATEWAY_URL });
    expect(second).not.toBe(first);
    expect(t.gateway.requests.at(-1)?.amountPaise).toBe(t.gateway.requests.at(-2)?.amountPaise);
    expect((await t.shop.orderById(t.customer, form._id))?.payment.status).toBe('Initiated');

    expect((await returnWith(second, { status: 'Success' })).location).toBe(`/successPayment?id=${form._id}`);
    expectRefusal(
      await call(t.app, 'OrderNowOnlinePayment', { bearer: t.customer.bearer }),
      404,
      MESSAGES.noOrderAwaitingPayment,
    );
    expect((await paymentsOf(form._id)).map((payment) => payment.state)).toEqual(['failed', 'paid']);
  });

  test('not for a cash order, a cancelled one, or another customer’s', async () => {
    await t.shop.fillCart(t.customer);
    await t.payCash();
    const cancelled = await orderOnline();
    await moveOrderStatus(t.db, cancelled._id, { to: 'cancelled', by: 'customer' }, t.now);
    const stranger = await t.shop.newCustomer();
    await orderOnline(stranger);
    expectRefusal(
      await call(t.app, 'OrderNowOnlinePayment', { bearer: t.customer.bearer }),
      404,
      MESSAGES.noOrderAwaitingPayment,
    );
  });

  test('with `id`, that order: not the latest unpaid one, and refused once it is paid, or when it is not theirs', async () => {
    const older = await orderOnline();
    await returnWith(lastPaymentId(), { status: 'Failure' });
    const newer = await orderOnline();
    await returnWith(lastPaymentId(), { status: 'Failure' });
    const payAgain = (id: string, who = t.customer) =>
      call(t.app, 'OrderNowOnlinePayment', { bearer: who.bearer, fields: { id } });

    const again = expectData(await payAgain(older._id), GatewayFormReplySchema);
    expect(again).toMatchObject({ _id: older._id, order_id: older.order_id });
    expect((await returnWith(lastPaymentId(), { status: 'Success' })).location).toBe(`/successPayment?id=${older._id}`);
    expect((await t.shop.orderById(t.customer, newer._id))?.payment.status).toBe('Failure');

    expectRefusal(await payAgain(older._id), 409, MESSAGES.orderAlreadyPaid);
    expectRefusal(await payAgain('no-such-order'), 404, MESSAGES.orderNotFound);
    expectRefusal(await payAgain(newer._id, await t.shop.newCustomer()), 404, MESSAGES.orderNotFound);
    expectRefusal(await payAgain('x'.repeat(101)), 400, 'id is too long');
    await t.shop.fillCart(t.customer);
    const { placed } = await t.payCash();
    expectRefusal(await payAgain(placed._id), 409, MESSAGES.checkoutPaidOtherwise);
    await moveOrderStatus(t.db, newer._id, { to: 'cancelled', by: 'customer' }, t.now);
    expectRefusal(await payAgain(newer._id), 409, MESSAGES.noOrderAwaitingPayment);
  });

  test('an older attempt answering after a newer one was paid does not change the order; its money goes to the wallet', async () => {
    const form = await orderOnline();
    const older = lastPaymentId();
    expectData(await call(t.app, 'OrderNowOnlinePayment', { bearer: t.customer.bearer }), GatewayFormReplySchema);
    const newer = lastPaymentId();

    // The older attempt fails while the newer one is still on the gateway's page: the order shows the newer one.
    expectData(await call(t.app, 'OrderNowOnlinePayment', { bearer: t.customer.bearer }), GatewayFormReplySchema);
    const newest = lastPaymentId();
    await returnWith(older, { status: 'Failure' });
    expect((await t.shop.orderById(t.customer, form._id))?.payment.status).toBe('Initiated');

    expect((await returnWith(newest, { status: 'Success' })).location).toBe(`/successPayment?id=${form._id}`);
    expect((await returnWith(newer, { status: 'Failure' })).location).toBe(`/successPayment?id=${form._id}`);
    expect((await t.shop.orderById(t.customer, form._id))?.payment.status).toBe('Success');
    expect(await walletOf()).toBe(0);

    // Paid twice (two tabs): the order is paid once, the second payment is credited to the wallet.
    const twice = await orderOnline();
    const tab1 = lastPaymentId();
    expectData(await call(t.app, 'OrderNowOnlinePayment', { bearer: t.customer.bearer }), GatewayFormReplySchema);
    const tab2 = lastPaymentId();
    await returnWith(tab2, { status: 'Success' });
    expect((await returnWith(tab1, { status: 'Success' })).location).toBe(`/successPayment?id=${twice._id}`);
    const order = await t.shop.orderById(t.customer, twice._id);
    expect(await walletOf()).toBe(order?.amount);
  });
});

describe('refunds of online orders', () => {
  test('a paid order that is rejected is refunded to the wallet, once; an unpaid one is not', async () => {
    const paid = await orderOnline();
    await returnWith(lastPaymentId(), { status: 'Success' });
    const unpaid = await orderOnline();
    const amount = (await t.shop.orderById(t.customer, paid._id))?.amount;
    expect(await moveOrderStatus(t.db, paid._id, { to: 'rejected', by: 'staff' }, t.now)).toMatchObject({ ok: true });
    expect(await moveOrderStatus(t.db, paid._id, { to: 'cancelled', by: 'staff' }, t.now)).toMatchObject({ ok: false });
    expect(await moveOrderStatus(t.db, unpaid._id, { to: 'cancelled', by: 'customer' }, t.now)).toMatchObject({
      ok: true,
    });
    expect(await walletOf()).toBe(amount);
  });

  test('a payment confirmed after its order was cancelled goes to the wallet', async () => {
    const form = await orderOnline();
    const paymentId = lastPaymentId();
    await returnWith(paymentId, { status: 'Awaited' });
    await moveOrderStatus(t.db, form._id, { to: 'cancelled', by: 'customer' }, t.now);
    expect(await walletOf()).toBe(0);
    const amountPaise = (await paymentsOf(form._id))[0]?.amount_paise ?? 0;
    t.gateway.statuses.set(paymentId, { status: 'Successful', amountPaise, trackingId: 'T9' });
    t.later(60_000);
    expect(await t.recheck()).toBe(1);
    expect(await walletOf()).toBe(amountPaise / 100);
    await t.recheck();
    expect(await walletOf()).toBe(amountPaise / 100);
  });
});

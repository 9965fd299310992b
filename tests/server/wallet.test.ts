import { describe, expect, test } from 'vitest';
import { ProfileSchema } from '../../contract/auth.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { PlacedOrderSchema } from '../../contract/order.ts';
import { GatewayFormReplySchema, TopUpListSchema, WalletTransactionListSchema } from '../../contract/payment.ts';
import { insertOrder, moveOrderStatus } from '../../server/db/queries/orders.ts';
import { spendFromWallet } from '../../server/db/queries/wallet.ts';
import { PAYMENTS_PER_CUSTOMER_PER_HOUR } from '../../server/domain/payment.ts';
import { call } from './support/customers.ts';
import { FAKE_GATEWAY_URL, type FakeGateway } from './support/fakeGateway.ts';
import { expectData, expectRefusal } from './support/http.ts';
import { paymentShop } from './support/paymentShop.ts';
import { FRIDAY_EVENING, gatewayReturn, STORE } from './support/shop.ts';

const t = paymentShop();

const topUp = (amount: string | undefined, who = t.customer) =>
  call(t.app, 'add_to_wallet', { bearer: who.bearer, fields: amount === undefined ? {} : { amount } });

/** Starts a top-up of `amount` rupees; its payment id. */
async function startTopUp(amount: string, who = t.customer): Promise<string> {
  return expectData(await topUp(amount, who), GatewayFormReplySchema)._id;
}

const returnWith = (paymentId: string, fields: Parameters<FakeGateway['reply']>[1]) =>
  gatewayReturn(t.app, { encResp: t.gateway.reply(paymentId, fields), orderNo: paymentId });

/** A top-up of `amount` rupees, paid. */
async function creditWallet(amount: string, who = t.customer): Promise<void> {
  const paymentId = await startTopUp(amount, who);
  expect((await returnWith(paymentId, { status: 'Success' })).location).toBe(`/WalletsuccessPayment?id=${paymentId}`);
}

const walletOf = async (who = t.customer) =>
  expectData(await t.shop.get('user_profile', who.bearer), ProfileSchema).wallet;
const transactions = async (who = t.customer) =>
  expectData(await t.shop.get(`walletPayments/${who.id}`, who.bearer), WalletTransactionListSchema);
const latestPayment = async (id: string, who = t.customer) =>
  expectData(await t.shop.get(`latestPayment/${id}`, who.bearer), TopUpListSchema)[0];

/** The ledger's sum, and the lowest balance it ever had in the order its entries were written. */
async function ledger(who = t.customer) {
  const [row] = await t.db.query<{ balance: string; lowest: string }>(
    `SELECT COALESCE(SUM(amount_paise), 0) AS balance, COALESCE(MIN(running), 0) AS lowest
     FROM (SELECT amount_paise, SUM(amount_paise) OVER (ORDER BY id) AS running
           FROM wallet_entries WHERE customer_id = $1) entries`,
    [who.id],
  );
  return { balance: Number(row?.balance), lowest: Number(row?.lowest) };
}

describe('add_to_wallet', () => {
  test.each([
    [undefined, MESSAGES.pleaseEnterAmount],
    ['', MESSAGES.pleaseEnterAmount],
    ['   ', MESSAGES.pleaseEnterAmount],
    ['abc', MESSAGES.walletAmountInvalid],
    ['0', MESSAGES.walletAmountInvalid],
    ['0.00', MESSAGES.walletAmountInvalid],
    ['-50', MESSAGES.walletAmountInvalid],
    ['10.555', MESSAGES.walletAmountInvalid],
    ['10000.01', MESSAGES.walletAmountMax('₹10,000.00')],
  ])('refuses the amount %j: %s', async (amount, msg) => {
    expectRefusal(await topUp(amount), 400, msg);
    expect(t.gateway.requests).toEqual([]);
  });

  test('answers the gateway form for the amount; the wallet is credited only once the payment is verified', async () => {
    const reply = await topUp(' 10000 ');
    const form = expectData(reply, GatewayFormReplySchema);
    expect(reply.body.msg).toBe(MESSAGES.paymentStarted);
    expect(form).toMatchObject({ _id: form.order_id, gatewayUrl: FAKE_GATEWAY_URL });
    expect(t.gateway.requests).toEqual([
      expect.objectContaining({
        paymentId: form._id,
        amountPaise: 1_000_000,
        redirectUrl: 'http://localhost/api/v1/user/transaction/ccavResponseHandler',
      }),
    ]);
    expect(await latestPayment(form._id)).toEqual({
      _id: form._id,
      order_id: form._id,
      createdAt: FRIDAY_EVENING.toISOString(),
      amount: 10000,
      status: 'Initiated',
      tracking_id: null,
      type: 'Wallet balance',
    });
    expect(await walletOf()).toBe(0);

    const back = await returnWith(form._id, { status: 'Success', trackingId: '3100' });
    expect(back).toEqual({ status: 303, location: `/WalletsuccessPayment?id=${form._id}`, body: null });
    expect(await walletOf()).toBe(10000);
    expect(await latestPayment(form._id)).toMatchObject({ status: 'Success', tracking_id: '3100' });
  });

  test.each(['Failure', 'Aborted'])(
    '%s: /WalletpaymentFailed, nothing credited, listed with its status',
    async (status) => {
      const paymentId = await startTopUp('250.50');
      expect((await returnWith(paymentId, { status })).location).toBe(`/WalletpaymentFailed?id=${paymentId}`);
      expect(await walletOf()).toBe(0);
      expect(await latestPayment(paymentId)).toMatchObject({ status, amount: 250.5 });
      expect(await transactions()).toEqual([
        {
          _id: paymentId,
          createdAt: t.now.toISOString(),
          tracking_id: expect.any(String),
          amount: 250.5,
          status,
          kind: 'top_up',
        },
      ]);
    },
  );

  test('Awaited: /WalletpaymentFailed shows it waiting; credited when the re-check confirms it', async () => {
    const paymentId = await startTopUp('300');
    expect((await returnWith(paymentId, { status: 'Awaited' })).location).toBe(`/WalletpaymentFailed?id=${paymentId}`);
    expect(await latestPayment(paymentId)).toMatchObject({ status: 'Awaited' });
    expect(await walletOf()).toBe(0);
    t.gateway.statuses.set(paymentId, { status: 'Successful', amountPaise: 30_000, trackingId: 'T7' });
    t.later(60_000);
    await t.recheck();
    expect(await walletOf()).toBe(300);
    expect(await latestPayment(paymentId)).toMatchObject({ status: 'Successful', tracking_id: 'T7' });
  });

  test('a page reading a waiting top-up asks the status API and shows the answer', async () => {
    const paymentId = await startTopUp('120');
    await returnWith(paymentId, { status: 'Awaited' });
    t.gateway.statuses.set(paymentId, { status: 'Successful', amountPaise: 12_000, trackingId: 'T8' });
    expect(await latestPayment(paymentId)).toMatchObject({ status: 'Successful' });
    expect(await walletOf()).toBe(120);
  });

  test('50 identical callbacks at once credit the top-up once', async () => {
    const paymentId = await startTopUp('500');
    const encResp = t.gateway.reply(paymentId, { status: 'Success' });
    const results = await Promise.all(Array.from({ length: 50 }, () => gatewayReturn(t.app, { encResp })));
    expect(new Set(results.map((result) => result.location))).toEqual(
      new Set([`/WalletsuccessPayment?id=${paymentId}`]),
    );
    expect(await walletOf()).toBe(500);
    expect(await t.db.query('SELECT 1 FROM wallet_entries WHERE payment_id = $1', [paymentId])).toHaveLength(1);
  });

  test('one customer starts at most 10 payments an hour, also sent at once; an hour on, more', async () => {
    const replies = await Promise.all(Array.from({ length: 14 }, () => topUp('100')));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(PAYMENTS_PER_CUSTOMER_PER_HOUR);
    for (const reply of replies.filter((each) => each.status !== 200)) {
      expectRefusal(reply, 429, MESSAGES.paymentsLimit);
    }
    // Nor is an order placed to be paid online: it would wait for a payment that cannot start.
    await t.shop.fillCart(t.customer, 1);
    const checkout = await t.shop.checkoutFields(t.customer);
    expectRefusal(
      await call(t.app, 'OrderWithOnlinePayment', { bearer: t.customer.bearer, fields: checkout }),
      429,
      MESSAGES.paymentsLimit,
    );
    expect(await t.shop.orders(t.customer)).toEqual([]);
    t.later(60 * 60 * 1000);
    expectData(await topUp('100'), GatewayFormReplySchema);
  });

  test("another customer's top-up, an order's payment or an unknown id is not found", async () => {
    const paymentId = await startTopUp('100');
    const stranger = await t.shop.newCustomer();
    expectRefusal(await t.shop.get(`latestPayment/${paymentId}`, stranger.bearer), 404, MESSAGES.paymentNotFound);
    expectRefusal(await t.shop.get('latestPayment/P0000', t.customer.bearer), 404, MESSAGES.paymentNotFound);
    await t.shop.fillCart(t.customer);
    const fields = await t.shop.checkoutFields(t.customer);
    expectData(
      await call(t.app, 'OrderWithOnlinePayment', { bearer: t.customer.bearer, fields }),
      GatewayFormReplySchema,
    );
    const orderPayment = t.gateway.requests.at(-1)?.paymentId as string;
    expectRefusal(await t.shop.get(`latestPayment/${orderPayment}`, t.customer.bearer), 404, MESSAGES.paymentNotFound);
  });
});

describe('OrderWithWallet', () => {
  const payFromWallet = async (who = t.customer) =>
    call(t.app, 'OrderWithWallet', { bearer: who.bearer, fields: await t.shop.checkoutFields(who) });

  test('refuses when the balance is short, placing nothing and keeping the cart', async () => {
    const cart = await t.shop.fillCart(t.customer, 2);
    await creditWallet((cart.total - 0.01).toFixed(2));
    expectRefusal(await payFromWallet(), 409, MESSAGES.walletTooLow);
    expect(await t.shop.orders(t.customer)).toEqual([]);
    expect((await t.shop.readCart(t.customer)).cart_data).toEqual(cart.cart_data);
    expect(await walletOf()).toBe(Number((cart.total - 0.01).toFixed(2)));
  });

  test('pays the order from the wallet in the same step; the checkout sent again pays nothing more', async () => {
    const cart = await t.shop.fillCart(t.customer, 2);
    await creditWallet('2000');
    t.later(60_000);
    const fields = await t.shop.checkoutFields(t.customer);
    const reply = await call(t.app, 'OrderWithWallet', { bearer: t.customer.bearer, fields });
    const placed = expectData(reply, PlacedOrderSchema);
    expect(reply.body.msg).toBe(MESSAGES.orderPlaced);
    expect(
      expectData(await call(t.app, 'OrderWithWallet', { bearer: t.customer.bearer, fields }), PlacedOrderSchema),
    ).toEqual(placed);

    const [order] = await t.shop.orders(t.customer);
    expect(order).toMatchObject({
      _id: placed._id,
      payments: { type: 'WALLET' },
      payment: { status: 'Success', amount: cart.total },
    });
    expect(await walletOf()).toBe(Number((2000 - cart.total).toFixed(2)));
    expect((await t.shop.readCart(t.customer)).cart_data).toEqual([]);
    expect((await transactions())[0]).toEqual({
      _id: expect.any(String),
      createdAt: t.now.toISOString(),
      tracking_id: null,
      amount: cart.total,
      status: 'Successful',
      kind: 'order_payment',
      orderId: placed.order_id,
    });
  });

  test('a checkout already placed another way is not paid from the wallet', async () => {
    await t.shop.fillCart(t.customer);
    await creditWallet('2000');
    const { fields } = await t.payCash();
    expectRefusal(
      await call(t.app, 'OrderWithWallet', { bearer: t.customer.bearer, fields }),
      409,
      MESSAGES.checkoutPaidOtherwise,
    );
    expect(await walletOf()).toBe(2000);
  });

  test('a cancelled or rejected wallet order is refunded once; a cash order gets nothing', async () => {
    await creditWallet('3000');
    t.later(60_000);
    await t.shop.fillCart(t.customer, 2);
    const paid = expectData(await payFromWallet(), PlacedOrderSchema);
    await t.shop.fillCart(t.customer, 1);
    const { placed: cash } = await t.payCash();
    const afterSpend = await walletOf();
    t.later(60_000);
    const moves = await Promise.all(
      Array.from({ length: 10 }, () => moveOrderStatus(t.db, paid._id, { to: 'cancelled', by: 'staff' }, t.now)),
    );
    expect(moves.filter((move) => move?.ok)).toHaveLength(1);
    expect(await moveOrderStatus(t.db, cash._id, { to: 'rejected', by: 'staff' }, t.now)).toMatchObject({ ok: true });
    expect(await walletOf()).toBe(3000);
    expect(afterSpend).toBeLessThan(3000);
    expect((await transactions()).map((row) => [row.kind, row.orderId])).toEqual([
      ['refund', paid.order_id],
      ['order_payment', paid.order_id],
      ['top_up', undefined],
    ]);
  });
});

describe('the ledger under load', () => {
  /** `count` orders of the customer, written straight to the database, each costing `amountPaise`. */
  async function ordersCosting(count: number, amountPaise: number): Promise<string[]> {
    const [dish] = await t.db.query<{ id: string }>('SELECT id FROM products WHERE NOT is_deleted LIMIT 1');
    const tax = Math.round(amountPaise / 21);
    return t.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (let index = 0; index < count; index++) {
        const placed = await insertOrder(
          tx,
          {
            customerId: t.customer.id,
            checkoutId: `load-${index}-${t.customer.id}`,
            outletId: STORE,
            outletLocation: 'Wokflow Adajan, Surat',
            orderType: 'take_out',
            paymentType: 'WALLET',
            paymentStatus: 'Success',
            destination: null,
            instructions: '',
            amounts: {
              subtotal: amountPaise - tax,
              discount: 0,
              tax,
              total: amountPaise,
              deliveryCharge: 0,
              amount: amountPaise,
            },
            offerCode: null,
            lines: [
              {
                productId: dish?.id as string,
                name: 'Load test',
                previewImage: '',
                isNonVeg: false,
                isJain: false,
                addonNames: [],
                unitPaise: amountPaise - tax,
                quantity: 1,
              },
            ],
          },
          t.now,
        );
        ids.push(placed._id);
      }
      return ids;
    });
  }

  test('50 top-up callbacks and 50 spends at once: never below zero, the balance the sum of its entries', async () => {
    await creditWallet('1000');
    // One customer starts at most 10 payments an hour: 10 at once, five hours running.
    const topUps: string[] = [];
    for (let hour = 0; hour < 5; hour++) {
      t.later(60 * 60 * 1000);
      topUps.push(...(await Promise.all(Array.from({ length: 10 }, () => startTopUp('100')))));
    }
    const orderIds = await ordersCosting(50, 30_000);

    const spends = orderIds.map((orderId) =>
      t.db.transaction((tx) => spendFromWallet(tx, t.customer.id, orderId, 30_000, t.now)),
    );
    const callbacks = topUps.map((paymentId) => returnWith(paymentId, { status: 'Success' }));
    const [spent, returns] = await Promise.all([Promise.all(spends), Promise.all(callbacks)]);

    expect(returns.every((result) => result.status === 303)).toBe(true);
    const succeeded = spent.filter(Boolean).length;
    expect(succeeded).toBeGreaterThanOrEqual(3); // ₹1,000 covers three ₹300 orders before any top-up lands
    expect(succeeded).toBeLessThanOrEqual(20); // ₹6,000 in all covers twenty
    const { balance, lowest } = await ledger();
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(100_000 + 50 * 10_000 - succeeded * 30_000);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await walletOf()).toBe(balance / 100);

    const entries = await t.db.query<{ order_id: string }>(
      `SELECT order_id FROM wallet_entries WHERE customer_id = $1 AND cause = 'order_payment'`,
      [t.customer.id],
    );
    expect(entries).toHaveLength(succeeded);
    expect(new Set(entries.map((entry) => entry.order_id)).size).toBe(succeeded);
    expect(entries.every((entry) => orderIds.includes(entry.order_id))).toBe(true);
    const credited = await t.db.query(`SELECT 1 FROM wallet_entries WHERE customer_id = $1 AND cause = 'top_up'`, [
      t.customer.id,
    ]);
    expect(credited).toHaveLength(51);
  });

  test('the ledger is append-only, and an order is spent and refunded at most once', async () => {
    await creditWallet('1000');
    const [orderId] = (await ordersCosting(1, 30_000)) as [string];
    expect(await t.db.transaction((tx) => spendFromWallet(tx, t.customer.id, orderId, 30_000, t.now))).toBe(true);
    await expect(
      t.db.transaction((tx) => spendFromWallet(tx, t.customer.id, orderId, 30_000, t.now)),
    ).rejects.toThrow();
    await expect(
      t.db.query('UPDATE wallet_entries SET amount_paise = 1 WHERE customer_id = $1', [t.customer.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM wallet_entries WHERE customer_id = $1', [t.customer.id])).rejects.toThrow(
      /append-only/,
    );
    expect(await walletOf()).toBe(700);
  });
});

describe('walletPayments', () => {
  test('lists the ledger newest first; only for the customer’s own id', async () => {
    await creditWallet('400');
    t.later(60_000);
    const failed = await startTopUp('50');
    await returnWith(failed, { status: 'Failure' });
    t.later(60_000);
    const waiting = await startTopUp('75');
    const rows = await transactions();
    expect(rows.map((row) => [row.kind, row.amount, row.status])).toEqual([
      ['top_up', 75, 'Initiated'],
      ['top_up', 50, 'Failure'],
      ['top_up', 400, 'Successful'],
    ]);
    expect(rows[0]?._id).toBe(waiting);
    expect(await walletOf()).toBe(400);

    const stranger = await t.shop.newCustomer();
    expectRefusal(await t.shop.get(`walletPayments/${t.customer.id}`, stranger.bearer), 404, MESSAGES.notFound);
    expect(await transactions(stranger)).toEqual([]);
  });
});

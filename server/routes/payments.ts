import { type Context, Hono } from 'hono';
import { PAYMENT_CURRENCY } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { PlaceOrderRequest } from '../../contract/order.ts';
import { GatewayReturnForm, PAYMENT_RESULT_PAGES } from '../../contract/payment.ts';
import { type GatewayReply, GatewayReplyError, type GatewayStatus } from '../adapters/gateway/gateway.ts';
import { lockCustomerOrders } from '../db/queries/orders.ts';
import {
  INITIATED,
  orderAwaitingPayment,
  type PayableOrder,
  type Payment,
  payableOrder,
  paymentById,
} from '../db/queries/payments.ts';
import type { AppDeps } from '../deps.ts';
import { paymentStateOf } from '../domain/payment.ts';
import { fail, ok } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { validBody } from '../http/validate.ts';
import { paymentOperations as doc } from '../openapi/operations/payments.ts';
import { gatewayFormReply, startOrderAttempt } from '../payments/attempt.ts';
import { settlePayment } from '../payments/settle.ts';
import { placeOrder } from './orderPlacement.ts';

type Refusal = { refusal: { status: 404 | 409; msg: string } };

/** Why this order cannot get a new online payment attempt, or null when it can. */
function attemptRefusal(order: PayableOrder): Refusal | null {
  if (order.paid) return { refusal: { status: 409, msg: MESSAGES.orderAlreadyPaid } };
  if (order.payment_type !== 'ONLINE') return { refusal: { status: 409, msg: MESSAGES.checkoutPaidOtherwise } };
  if (order.status !== 'placed') return { refusal: { status: 409, msg: MESSAGES.noOrderAwaitingPayment } };
  return null;
}

/** The result page for a payment, `?id=` the order (an order's payment) or the payment (a top-up). */
function resultPage(payment: Payment, orderPaid: boolean, mismatch: boolean): string {
  if (payment.purpose === 'wallet_top_up') {
    const page =
      payment.state === 'paid' && !mismatch ? PAYMENT_RESULT_PAGES.topUpPaid : PAYMENT_RESULT_PAGES.topUpNotPaid;
    return `${page}?id=${encodeURIComponent(payment.id)}`;
  }
  // Paid by whichever attempt: the success page, also for a late word on another attempt.
  let page: string = PAYMENT_RESULT_PAGES.orderPending;
  if (orderPaid) page = PAYMENT_RESULT_PAGES.orderPaid;
  else if (mismatch || payment.state === 'failed') page = PAYMENT_RESULT_PAGES.orderFailed;
  return `${page}?id=${encodeURIComponent(payment.order_id ?? '')}`;
}

/** The server's origin as the browser reached it: the gateway sends the customer back there. */
const originOf = (c: Context) => new URL(c.req.url).origin;

/** Paying orders online or from the wallet, and the card gateway's return. */
export function paymentRoutes(deps: AppDeps) {
  const { db, clock, gateway } = deps;
  const signedIn = requireCustomer(deps);

  /**
   * The gateway's word on a pending payment: its status API when configured, else the redirect's reply.
   * Amounts or currencies that differ from ours decide nothing.
   */
  async function verdictOn(payment: Payment, reply: GatewayReply) {
    if (reply.amountPaise !== payment.amount_paise || reply.currency !== PAYMENT_CURRENCY) {
      console.warn(
        `payment ${payment.id}: the gateway replied ${reply.amountPaise} paise ${reply.currency}, ` +
          `we asked for ${payment.amount_paise} paise ${PAYMENT_CURRENCY}; nothing changed`,
      );
      return { kind: 'mismatch' } as const;
    }
    if (payment.state !== 'pending') return { kind: 'settled' } as const; // a replay: not asked about again
    let status: GatewayStatus | null;
    try {
      status = await gateway.status(payment.id);
    } catch (error) {
      console.warn(
        `payment ${payment.id}: the status API could not confirm; it stays pending:`,
        (error as Error).message,
      );
      return { kind: 'unconfirmed' } as const;
    }
    if (status === null)
      return { kind: 'word', status: reply.status, trackingId: reply.trackingId, checked: false } as const;
    if (status.amountPaise !== payment.amount_paise) {
      console.warn(
        `payment ${payment.id}: the status API says ${status.amountPaise} paise, we asked for ${payment.amount_paise}; nothing changed`,
      );
      return { kind: 'mismatch' } as const;
    }
    if (paymentStateOf(status.status) !== paymentStateOf(reply.status)) {
      console.warn(
        `payment ${payment.id}: the redirect says ${reply.status}, the status API ${status.status}: it decides`,
      );
    }
    return {
      kind: 'word',
      status: status.status,
      trackingId: status.trackingId || reply.trackingId,
      checked: true,
    } as const;
  }

  return new Hono()
    .post('/OrderWithOnlinePayment', doc.online, signedIn, validBody(PlaceOrderRequest), async (c) => {
      const now = clock();
      const customerId = c.var.customerId;
      const request = c.req.valid('form');
      const result = await db.transaction(async (tx) => {
        const placement = await placeOrder(tx, now, customerId, request, { type: 'ONLINE', status: INITIATED });
        if ('refusal' in placement) return placement;
        // A checkout sent again returns its order: a new attempt while it is unpaid.
        const order = await payableOrder(tx, customerId, placement.placed._id);
        if (!order) throw new Error(`order ${placement.placed._id} vanished inside its transaction`);
        const refusal = attemptRefusal(order);
        if (refusal) return refusal;
        return { order, payment: await startOrderAttempt(tx, now, customerId, order) };
      });
      if ('refusal' in result) return fail(c, result.refusal.status, result.refusal.msg);
      const { order, payment } = result;
      const ids = { _id: order.id, order_id: order.order_id };
      return ok(c, await gatewayFormReply(db, gateway, payment, ids, originOf(c)), MESSAGES.paymentStarted);
    })
    .post('/OrderNowOnlinePayment', doc.orderNow, signedIn, async (c) => {
      const now = clock();
      const customerId = c.var.customerId;
      const result = await db.transaction(async (tx) => {
        await lockCustomerOrders(tx, customerId);
        const order = await orderAwaitingPayment(tx, customerId);
        if (!order) return null;
        return { order, payment: await startOrderAttempt(tx, now, customerId, order) };
      });
      if (!result) return fail(c, 404, MESSAGES.noOrderAwaitingPayment);
      const { order, payment } = result;
      const ids = { _id: order.id, order_id: order.order_id };
      return ok(c, await gatewayFormReply(db, gateway, payment, ids, originOf(c)), MESSAGES.paymentStarted);
    })
    .post('/OrderWithWallet', doc.wallet, signedIn, validBody(PlaceOrderRequest), async (c) => {
      const customerId = c.var.customerId;
      const payment = { type: 'WALLET', status: 'Success' } as const;
      const result = await placeOrder(db, clock(), customerId, c.req.valid('form'), payment);
      if ('refusal' in result) return fail(c, result.refusal.status, result.refusal.msg);
      const order = await payableOrder(db, customerId, result.placed._id);
      if (order?.payment_type !== 'WALLET') return fail(c, 409, MESSAGES.checkoutPaidOtherwise);
      return ok(c, result.placed, MESSAGES.orderPlaced);
    })
    .post('/transaction/ccavResponseHandler', doc.gatewayReturn, validBody(GatewayReturnForm), async (c) => {
      const { encResp, orderNo } = c.req.valid('form');
      let reply: GatewayReply;
      try {
        reply = gateway.readReply(encResp);
      } catch (error) {
        if (!(error instanceof GatewayReplyError)) throw error;
        console.warn(`A gateway return was refused (order ${JSON.stringify(orderNo)}): ${error.message}`);
        return fail(c, 400, MESSAGES.paymentReplyUnreadable);
      }
      const payment = await paymentById(db, reply.paymentId);
      if (!payment) {
        console.warn(`A gateway return names an unknown payment ${JSON.stringify(reply.paymentId)}`);
        return fail(c, 404, MESSAGES.paymentNotFound);
      }
      if (orderNo !== '' && orderNo !== reply.paymentId) {
        console.warn(`payment ${payment.id}: the return's plain orderNo ${JSON.stringify(orderNo)} differs; ignored`);
      }

      let settled = payment;
      const verdict = await verdictOn(payment, reply);
      if (verdict.kind === 'word') {
        const { status, trackingId, checked } = verdict;
        settled = (await settlePayment(db, clock(), payment.id, { status, trackingId }, checked))?.payment ?? payment;
      }
      const orderPaid =
        settled.order_id !== null && ((await payableOrder(db, settled.customer_id, settled.order_id))?.paid ?? false);
      return c.redirect(resultPage(settled, orderPaid, verdict.kind === 'mismatch'), 303);
    });
}

import { PAYMENT_CURRENCY } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { PAYMENT_RESULT_PAGES } from '../../contract/payment.ts';
import { type GatewayReply, GatewayReplyError, type GatewayStatus } from '../adapters/gateway/gateway.ts';
import { type Payment, payableOrder, paymentById } from '../db/queries/payments.ts';
import type { PaymentDeps } from '../deps.ts';
import { paymentStateOf } from '../domain/payment.ts';
import { type Refusal, refuse } from './refusal.ts';
import { settlePayment } from './settlePayment.ts';

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

/**
 * The gateway's word on a pending payment: its status API when configured, else the redirect's reply.
 * Amounts or currencies that differ from ours decide nothing.
 */
async function verdictOn({ gateway }: PaymentDeps, payment: Payment, reply: GatewayReply) {
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

/** What the gateway posts back: `encResp` is its encrypted reply, `orderNo` a plain copy of our payment id. */
export interface GatewayReturn {
  encResp: string;
  orderNo: string;
}

/**
 * Reads the gateway's return, applies its word to the payment (see `settlePayment`) and says which result
 * page the customer goes on to. An unreadable reply or an unknown payment changes nothing.
 */
export async function settleGatewayReturn(
  deps: PaymentDeps,
  { encResp, orderNo }: GatewayReturn,
): Promise<{ resultPage: string } | Refusal<400 | 404>> {
  let reply: GatewayReply;
  try {
    reply = deps.gateway.readReply(encResp);
  } catch (error) {
    if (!(error instanceof GatewayReplyError)) throw error;
    console.warn(`A gateway return was refused (order ${JSON.stringify(orderNo)}): ${error.message}`);
    return refuse(400, MESSAGES.paymentReplyUnreadable);
  }
  const payment = await paymentById(deps.db, reply.paymentId);
  if (!payment) {
    console.warn(`A gateway return names an unknown payment ${JSON.stringify(reply.paymentId)}`);
    return refuse(404, MESSAGES.paymentNotFound);
  }
  if (orderNo !== '' && orderNo !== reply.paymentId) {
    console.warn(`payment ${payment.id}: the return's plain orderNo ${JSON.stringify(orderNo)} differs; ignored`);
  }

  let settled = payment;
  const verdict = await verdictOn(deps, payment, reply);
  if (verdict.kind === 'word') {
    const { status, trackingId, checked } = verdict;
    settled =
      (await settlePayment(deps, { paymentId: payment.id, verdict: { status, trackingId }, checked }))?.payment ??
      payment;
  }
  const orderPaid =
    settled.order_id !== null && ((await payableOrder(deps.db, settled.customer_id, settled.order_id))?.paid ?? false);
  return { resultPage: resultPage(settled, orderPaid, verdict.kind === 'mismatch') };
}

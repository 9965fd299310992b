import type { OrderStatus } from '../../contract/order.ts';
import type { Db } from '../db/db.ts';
import { announce } from '../db/queries/liveEvents.ts';
import { lockPayment, type Payment, setOrderPaymentStatus, updatePayment } from '../db/queries/payments.ts';
import { creditWallet } from '../db/queries/wallet.ts';
import type { StoreDeps } from '../deps.ts';
import { type PaymentType, reachesStaff } from '../domain/orderStatus.ts';
import { nextCheckAt, type PaymentState, paymentStateOf } from '../domain/payment.ts';

/** The gateway's word on a payment, from its redirect or its status API. */
export interface Verdict {
  status: string;
  trackingId: string | null;
}

export interface Settlement {
  /** The payment as it stands now. */
  payment: Payment;
  /** False when the payment had already been settled: a replay, or a late word on it, changed nothing. */
  changed: boolean;
}

/**
 * Applies the gateway's word to a payment, all in one transaction. Only a pending payment changes: once
 * paid or failed it stays so, so a replayed reply or any later word changes nothing. A paid top-up is
 * credited to the wallet (once: the ledger's UNIQUE payment_id). An order's payment status shows its
 * latest attempt's word; an order already paid by another attempt, or rejected or cancelled meanwhile,
 * keeps its status, and money that arrives for it anyway goes to the wallet as a refund.
 * `checked`: the word came from the status API, which counts as a re-check (the next one backs off).
 */
export async function settlePayment(
  { db, clock }: StoreDeps,
  { paymentId, verdict, checked = false }: { paymentId: string; verdict: Verdict; checked?: boolean },
): Promise<Settlement | null> {
  const now = clock();
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return null;
    if (payment.state !== 'pending') return { payment, changed: false };

    const state = paymentStateOf(verdict.status);
    const trackingId = verdict.trackingId?.trim() || null;
    const check = checked ? { nextCheckAt: nextCheckAt(now, payment.checks + 1) } : null;
    await updatePayment(tx, payment.id, { status: verdict.status, state, trackingId }, now, check);
    const settled: Payment = {
      ...payment,
      status: verdict.status,
      state,
      tracking_id: trackingId ?? payment.tracking_id,
    };

    if (payment.purpose === 'wallet_top_up' && state === 'paid') {
      await creditWallet(
        tx,
        payment.customer_id,
        payment.amount_paise,
        { cause: 'top_up', paymentId: payment.id },
        now,
      );
    }
    if (payment.purpose === 'order' && payment.order_id !== null) {
      await settleOrder(tx, settled, state, now);
    }
    return { payment: settled, changed: true };
  });
}

async function settleOrder(tx: Db, payment: Payment, state: PaymentState, now: Date): Promise<void> {
  const orderId = payment.order_id as string;
  // The order's lock orders this with a rejection or cancellation: exactly one of the two refunds.
  const [order] = await tx.query<{
    status: OrderStatus;
    outlet_id: string;
    payment_type: PaymentType;
    paid_otherwise: boolean;
    latest: boolean;
  }>(
    `SELECT o.status, o.outlet_id, o.payment_type,
            EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.state = 'paid' AND p.id <> $2) AS paid_otherwise,
            NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.seq > $3) AS latest
     FROM orders o WHERE o.id = $1 FOR UPDATE`,
    [orderId, payment.id, payment.seq],
  );
  if (!order) return;
  const refund = () =>
    creditWallet(
      tx,
      payment.customer_id,
      payment.amount_paise,
      { cause: 'refund', orderId, paymentId: payment.id },
      now,
    );

  if (order.paid_otherwise) {
    if (state === 'paid') {
      console.warn(`payment ${payment.id}: order ${orderId} was already paid; the second payment goes to the wallet`);
      await refund();
    }
    return;
  }
  if (state === 'paid' || order.latest) {
    await setOrderPaymentStatus(tx, orderId, payment.status);
    // Paid, the order reaches the outlet's board now, announced as a new one; until then only its customer hears.
    const forStaff = reachesStaff(order.payment_type, state === 'paid');
    await announce(tx, { kind: 'order', orderId, outletId: order.outlet_id, status: order.status, forStaff });
  }
  if (state === 'paid' && (order.status === 'rejected' || order.status === 'cancelled')) {
    console.warn(`payment ${payment.id}: order ${orderId} is ${order.status}; its payment goes to the wallet`);
    await refund();
  }
}

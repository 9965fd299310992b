import { randomBytes } from 'node:crypto';
import type * as v from 'valibot';
import type { TopUpSchema } from '../../../contract/payment.ts';
import { orderNumber } from '../../domain/orderNumber.ts';
import { FIRST_CHECK_AFTER_MS, type PaymentState } from '../../domain/payment.ts';
import { paiseToRupees } from '../../domain/price.ts';
import type { Db } from '../db.ts';

export type PaymentPurpose = 'order' | 'wallet_top_up';

export interface Payment {
  id: string;
  seq: string | number;
  customer_id: string;
  purpose: PaymentPurpose;
  order_id: string | null;
  amount_paise: number;
  status: string;
  state: PaymentState;
  tracking_id: string | null;
  checks: number;
  checked_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS =
  'id, seq, customer_id, purpose, order_id, amount_paise, status, state, tracking_id, checks, checked_at, created_at';

/** Letters and digits only, 25 of them: the gateway's order_id allows no more than 30. */
const newPaymentId = () => `P${randomBytes(12).toString('hex').toUpperCase()}`;

/** The gateway's word for an attempt nobody has answered for yet. */
export const INITIATED = 'Initiated';

/** Starts a payment attempt: pending, 'Initiated', first re-checked a little later. */
/** How many payments the customer has started since `since`, whatever became of them. */
export async function paymentsStartedSince(db: Db, customerId: string, since: Date): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM payments WHERE customer_id = $1 AND created_at > $2',
    [customerId, since],
  );
  return Number(row?.count ?? 0);
}

export async function insertPayment(
  db: Db,
  attempt: { customerId: string; purpose: PaymentPurpose; orderId: string | null; amountPaise: number },
  now: Date,
): Promise<Payment> {
  const [row] = await db.query<Payment>(
    `INSERT INTO payments (id, customer_id, purpose, order_id, amount_paise, status, state, next_check_at, created_at,
                           updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $8)
     RETURNING ${COLUMNS}`,
    [
      newPaymentId(),
      attempt.customerId,
      attempt.purpose,
      attempt.orderId,
      attempt.amountPaise,
      INITIATED,
      new Date(now.getTime() + FIRST_CHECK_AFTER_MS),
      now,
    ],
  );
  if (!row) throw new Error('the payment was not written');
  return row;
}

export async function paymentById(db: Db, id: string): Promise<Payment | null> {
  const [row] = await db.query<Payment>(`SELECT ${COLUMNS} FROM payments WHERE id = $1`, [id]);
  return row ?? null;
}

/** Inside a transaction: the payment, locked until the transaction ends. */
export async function lockPayment(tx: Db, id: string): Promise<Payment | null> {
  const [row] = await tx.query<Payment>(`SELECT ${COLUMNS} FROM payments WHERE id = $1 FOR UPDATE`, [id]);
  return row ?? null;
}

/** Writes what became of a payment; `check` also records that the status API was asked (and when to ask next). */
export async function updatePayment(
  tx: Db,
  id: string,
  change: { status: string; state: PaymentState; trackingId: string | null },
  now: Date,
  check: { nextCheckAt: Date } | null,
): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = $2, state = $3, tracking_id = COALESCE($4, tracking_id), updated_at = $5,
            checks = checks + $6, checked_at = CASE WHEN $6 = 1 THEN $5 ELSE checked_at END,
            next_check_at = COALESCE($7, next_check_at)
     WHERE id = $1`,
    [id, change.status, change.state, change.trackingId, now, check ? 1 : 0, check?.nextCheckAt ?? null],
  );
}

/** A status check that decided nothing (no status API, or it could not be reached): when to ask next. */
export async function noteCheck(db: Db, id: string, now: Date, nextCheckAt: Date): Promise<void> {
  await db.query(
    `UPDATE payments SET checks = checks + 1, checked_at = $2, next_check_at = $3 WHERE id = $1 AND state = 'pending'`,
    [id, now, nextCheckAt],
  );
}

/** Pending payments whose next re-check is due, oldest due first. */
export async function paymentsDue(db: Db, now: Date, limit: number): Promise<Payment[]> {
  return db.query<Payment>(
    `SELECT ${COLUMNS} FROM payments WHERE state = 'pending' AND next_check_at <= $1 ORDER BY next_check_at LIMIT $2`,
    [now, limit],
  );
}

/** The latest attempt to pay an order, if any. */
export async function latestPaymentOfOrder(db: Db, orderId: string): Promise<Payment | null> {
  const [row] = await db.query<Payment>(
    `SELECT ${COLUMNS} FROM payments WHERE order_id = $1 ORDER BY seq DESC LIMIT 1`,
    [orderId],
  );
  return row ?? null;
}

/** What paying an order online needs to know about it. */
export interface PayableOrder {
  id: string;
  order_id: string;
  payment_type: string;
  status: string;
  amount_paise: number;
  paid: boolean;
}

/** SQL: the order `o` has a payment the gateway confirmed. */
export const ORDER_PAID_ONLINE = `EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.state = 'paid')`;

const PAYABLE_COLUMNS = `o.id, o.order_number, o.payment_type, o.status, o.amount_paise, ${ORDER_PAID_ONLINE} AS paid`;

type PayableRow = Omit<PayableOrder, 'order_id'> & { order_number: string | number };
const toPayable = ({ order_number, ...row }: PayableRow): PayableOrder => ({
  ...row,
  order_id: orderNumber(order_number),
});

export async function payableOrder(db: Db, customerId: string, orderId: string): Promise<PayableOrder | null> {
  const [row] = await db.query<PayableRow>(
    `SELECT ${PAYABLE_COLUMNS} FROM orders o WHERE o.customer_id = $1 AND o.id = $2`,
    [customerId, orderId],
  );
  return row ? toPayable(row) : null;
}

/** The customer's most recent online order still placed and not paid (failed, aborted or never completed). */
export async function orderAwaitingPayment(db: Db, customerId: string): Promise<PayableOrder | null> {
  const [row] = await db.query<PayableRow>(
    `SELECT ${PAYABLE_COLUMNS} FROM orders o
     WHERE o.customer_id = $1 AND o.payment_type = 'ONLINE' AND o.status = 'placed' AND NOT ${ORDER_PAID_ONLINE}
     ORDER BY o.created_at DESC, o.order_number DESC LIMIT 1`,
    [customerId],
  );
  return row ? toPayable(row) : null;
}

/** Whether a payment of the order was confirmed by the gateway. */
export async function orderPaidOnline(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db.query<{ paid: boolean }>(`SELECT ${ORDER_PAID_ONLINE} AS paid FROM orders o WHERE o.id = $1`, [
    orderId,
  ]);
  return row?.paid ?? false;
}

/** The order's payment status as the customer reads it: the latest attempt's word, or the paid one's. */
export async function setOrderPaymentStatus(tx: Db, orderId: string, status: string): Promise<void> {
  await tx.query('UPDATE orders SET payment_status = $2 WHERE id = $1', [orderId, status]);
}

type TopUp = v.InferOutput<typeof TopUpSchema>;

/** One of the customer's wallet top-ups, as its result pages show it; null when it is not theirs. */
export async function topUpOf(db: Db, customerId: string, id: string): Promise<TopUp | null> {
  const [row] = await db.query<Payment>(
    `SELECT ${COLUMNS} FROM payments WHERE customer_id = $1 AND id = $2 AND purpose = 'wallet_top_up'`,
    [customerId, id],
  );
  if (!row) return null;
  return {
    _id: row.id,
    order_id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    amount: paiseToRupees(row.amount_paise),
    status: row.status,
    tracking_id: row.tracking_id,
    type: 'Wallet balance',
  };
}

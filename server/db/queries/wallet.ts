import type { WalletTransaction } from '../../../contract/payment.ts';
import { orderNumber } from '../../domain/orderNumber.ts';
import { paiseToRupees } from '../../domain/price.ts';
import { type Db, waitForLock } from '../db.ts';

/** Any number: the first key of the per-customer wallet locks, apart from the other advisory locks. */
const WALLET_LOCK_SPACE = 740_213;

/**
 * Inside a transaction: waits until no other spend of this customer's wallet is running. Spends take it
 * before reading the balance, so two spends never both see money only one of them may take. Credits need
 * no lock: they never take the balance down.
 */
export async function lockWallet(tx: Db, customerId: string): Promise<void> {
  await waitForLock(tx, { space: WALLET_LOCK_SPACE, key: customerId });
}

/** The balance in paise: the sum of the customer's ledger. */
export async function walletBalance(db: Db, customerId: string): Promise<number> {
  const [row] = await db.query<{ balance: string | number }>(
    'SELECT COALESCE(SUM(amount_paise), 0) AS balance FROM wallet_entries WHERE customer_id = $1',
    [customerId],
  );
  // SUM of integers is a bigint, which arrives as text from PostgreSQL.
  return Number(row?.balance ?? 0);
}

/** The SQL expression of a customer's balance in paise, for queries on `customers`. */
export const BALANCE_OF_CUSTOMER =
  '(SELECT COALESCE(SUM(w.amount_paise), 0) FROM wallet_entries w WHERE w.customer_id = customers.id)';

type Credit = { cause: 'top_up'; paymentId: string } | { cause: 'refund'; orderId: string; paymentId?: string };

/** Adds a credit to the ledger. The UNIQUE constraints refuse a second credit of one payment or one order's refund. */
export async function creditWallet(tx: Db, customerId: string, amountPaise: number, credit: Credit, now: Date) {
  await tx.query(
    `INSERT INTO wallet_entries (customer_id, amount_paise, cause, payment_id, order_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      customerId,
      amountPaise,
      credit.cause,
      credit.paymentId ?? null,
      credit.cause === 'refund' ? credit.orderId : null,
      now,
    ],
  );
}

/**
 * Pays an order from the wallet, under the wallet's lock: false, and nothing written, when the balance
 * does not cover it. The ledger never goes below zero.
 */
export async function spendFromWallet(
  tx: Db,
  customerId: string,
  orderId: string,
  amountPaise: number,
  now: Date,
): Promise<boolean> {
  await lockWallet(tx, customerId);
  const rows = await tx.query(
    `INSERT INTO wallet_entries (customer_id, amount_paise, cause, order_id, created_at)
     SELECT $1::text, -$2::integer, 'order_payment', $3::text, $4::timestamptz
     WHERE (SELECT COALESCE(SUM(amount_paise), 0) FROM wallet_entries WHERE customer_id = $1::text) >= $2::integer
     RETURNING id`,
    [customerId, amountPaise, orderId, now],
  );
  return rows.length === 1;
}

interface TransactionRow {
  id: string;
  created_at: Date | string;
  tracking_id: string | null;
  amount_paise: number;
  status: string;
  state: string;
  kind: WalletTransaction['kind'];
  order_number: string | number | null;
}

/** The wallet tab's list, newest first: every top-up started (paid or not), every spend and refund. */
export async function walletTransactions(db: Db, customerId: string): Promise<WalletTransaction[]> {
  const rows = await db.query<TransactionRow>(
    `SELECT p.id, p.created_at, p.tracking_id, p.amount_paise, p.status, p.state, 'top_up' AS kind,
            NULL::bigint AS order_number, p.seq AS tie
     FROM payments p WHERE p.customer_id = $1 AND p.purpose = 'wallet_top_up'
     UNION ALL
     SELECT 'E' || e.id::text, e.created_at, NULL::text, abs(e.amount_paise), 'Successful', 'paid', e.cause,
            o.order_number, e.id
     FROM wallet_entries e JOIN orders o ON o.id = e.order_id
     WHERE e.customer_id = $1 AND e.cause <> 'top_up'
     ORDER BY created_at DESC, tie DESC`,
    [customerId],
  );
  return rows.map((row) => ({
    _id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    tracking_id: row.tracking_id,
    amount: paiseToRupees(row.amount_paise),
    // A paid top-up reads as the status API says it ('Successful'), also when the redirect said 'Success'.
    status: row.kind === 'top_up' && row.state === 'paid' ? 'Successful' : row.status,
    kind: row.kind,
    ...(row.order_number === null ? {} : { orderId: orderNumber(row.order_number) }),
  }));
}

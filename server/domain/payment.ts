/** Where a payment stands for us, whatever the gateway's word. Only a pending payment may still change. */
export type PaymentState = 'pending' | 'paid' | 'failed';

// The redirect says Success; the status API (orderStatusTracker) Successful, or Shipped once captured.
const PAID_WORDS = new Set(['success', 'successful', 'shipped']);
// Either vocabulary: the bank has not confirmed yet, or the customer has not finished paying.
const PENDING_WORDS = new Set(['awaited', 'initiated']);

/**
 * The gateway's word on a payment as our state: paid, pending, or failed for Failure, Aborted, Invalid,
 * Unsuccessful, Cancelled, Timeout and any word we do not know (money is never assumed).
 */
export function paymentStateOf(word: string): PaymentState {
  const normalized = word.trim().toLowerCase();
  if (PAID_WORDS.has(normalized)) return 'paid';
  if (PENDING_WORDS.has(normalized)) return 'pending';
  return 'failed';
}

/** Our word for a payment the gateway never settled within `PENDING_LIMIT_MS`. */
export const TIMED_OUT = 'Timeout';
/** A payment still pending this long after it started is given up as failed. */
export const PENDING_LIMIT_MS = 24 * 60 * 60 * 1000;
/** The first background re-check: a payment younger than this is usually still on the gateway's page. */
export const FIRST_CHECK_AFTER_MS = 30 * 1000;
/**
 * Payments one customer may start in an hour, top-ups and orders' attempts alike: each one pending is asked about
 * at the gateway until it settles, so no customer floods the re-checks that everyone's payments wait for.
 */
export const PAYMENTS_PER_CUSTOMER_PER_HOUR = 10;
/** A pending payment being read (a waiting page) is asked about at most this often. */
export const READ_CHECK_EVERY_MS = 10 * 1000;
const MAX_CHECK_GAP_MS = 60 * 60 * 1000;

/** When to ask again after `checks` answers that left the payment pending: 1, 2, 4 ... minutes, at most an hour. */
export function nextCheckAt(now: Date, checks: number): Date {
  const gap = Math.min(60_000 * 2 ** Math.max(0, checks - 1), MAX_CHECK_GAP_MS);
  return new Date(now.getTime() + gap);
}

/** A payment's id is the gateway's order_id: letters and digits, short enough for its 30-character limit. */
export const PAYMENT_ID_SHAPE = /^P[0-9A-F]{24}$/;

import * as v from 'valibot';
import { WALLET_TOP_UP_MAX_RUPEES } from './constants.ts';
import * as MESSAGES from './messages.ts';
import { formatRupees } from './money.ts';
import { requiredText } from './textRules.ts';

/**
 * What `OrderWithOnlinePayment`, `OrderNowOnlinePayment` and `add_to_wallet` answer: the form the
 * browser posts, hidden, to the card gateway (fields `encRequest` and `access_code` to `gatewayUrl`).
 * The gateway then sends the customer back, through the server, to a result page. The working key
 * never leaves the server.
 */
export const GatewayFormReplySchema = v.object({
  /** The order's id; for a top-up the payment's id (what `latestPayment/{id}` reads). */
  _id: v.string(),
  /** The order's number ('WF-000123'); for a top-up the payment's id, shown as its order id. */
  order_id: v.string(),
  gatewayUrl: v.string(),
  encRequest: v.string(),
  accessCode: v.string(),
});
export type GatewayFormReply = v.InferOutput<typeof GatewayFormReplySchema>;

/** `add_to_wallet`: the amount in rupees, at most 2 decimals, more than 0 and at most ₹10,000. */
export const WalletTopUpRequest = v.object({
  amount: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(MESSAGES.pleaseEnterAmount),
    v.regex(/^\d{1,7}(\.\d{1,2})?$/, MESSAGES.walletAmountInvalid),
    v.transform(Number),
    v.check((rupees) => rupees > 0, MESSAGES.walletAmountInvalid),
    v.maxValue(WALLET_TOP_UP_MAX_RUPEES, MESSAGES.walletAmountMax(formatRupees(WALLET_TOP_UP_MAX_RUPEES))),
  ),
});

/**
 * `OrderNowOnlinePayment`: `id`, the `_id` of the order to pay again. Without it (the spec's call has no body),
 * the customer's latest online order still unpaid.
 */
export const OrderNowRequest = v.object({
  id: v.optional(v.pipe(v.string('id must be text'), v.trim(), v.maxLength(100, 'id is too long')), ''),
});

/**
 * `transaction/ccavResponseHandler`: the gateway's form post when the customer comes back. `encResp` is
 * the encrypted reply; `orderNo` the gateway's plain copy of our payment id (the encrypted one counts).
 */
export const GatewayReturnForm = v.object({
  encResp: requiredText('encResp is required'),
  orderNo: v.optional(v.string(), ''),
});

/** The result pages the gateway's return redirects to (303), each with `?id=`. */
export const PAYMENT_RESULT_PAGES = {
  /** `?id=` the order's id. */
  orderPaid: '/successPayment',
  orderFailed: '/paymentFailed',
  orderPending: '/paymentWaiting',
  /** `?id=` the top-up's payment id. */
  topUpPaid: '/WalletsuccessPayment',
  /** A failed top-up, and one still waiting for the gateway's confirmation (its status reads 'Awaited'). */
  topUpNotPaid: '/WalletpaymentFailed',
} as const;

/**
 * `latestPayment/{id}`: one of the customer's wallet top-ups, in a list of one (the first is used, as
 * with `order/latestOrder/{id}`). The wallet's result pages read it.
 */
export const TopUpSchema = v.object({
  /** The payment's id. */
  _id: v.string(),
  /** The payment's id again: the wallet pages show it as the order id. */
  order_id: v.string(),
  createdAt: v.string(),
  /** In rupees. */
  amount: v.number(),
  /** The gateway's word as last known: Initiated, Success, Successful, Awaited, Failure, Aborted, Timeout... */
  status: v.string(),
  /** The gateway's reference; null until it gave one. */
  tracking_id: v.nullable(v.string()),
  type: v.literal('Wallet balance'),
});
export type TopUp = v.InferOutput<typeof TopUpSchema>;
export const TopUpListSchema = v.array(TopUpSchema);

export const WALLET_ENTRY_KINDS = ['top_up', 'order_payment', 'refund'] as const;

/**
 * One row of `walletPayments/{id}` (spec section 3, "Wallet transaction"), newest first:
 * - `top_up`: every top-up the customer started, paid or not. `status` is the gateway's word, except
 *   that a paid top-up always reads 'Successful' (the redirect's 'Success' included), so that the spec's
 *   rule holds: Successful or Shipped is a green Success with a plus amount, anything else (Awaited,
 *   Failure, Aborted, Initiated, Timeout...) red with its status, and credited nothing.
 * - `order_payment`: an order paid from the wallet: `amount` left the wallet (shown as a minus).
 * - `refund`: a rejected or cancelled paid order, or an online payment its order could not take (paid
 *   twice, or after it was cancelled), credited to the wallet.
 * Spends and refunds read 'Successful'. The balance (the profile's `wallet`) is the sum of the credited
 * top-ups and refunds minus the spends.
 */
export const WalletTransactionSchema = v.object({
  _id: v.string(),
  createdAt: v.string(),
  /** The gateway's reference of a top-up; null for spends and refunds, and before the gateway gave one. */
  tracking_id: v.nullable(v.string()),
  /** In rupees, always positive: `kind` says which way it went. */
  amount: v.number(),
  status: v.string(),
  kind: v.picklist(WALLET_ENTRY_KINDS),
  /** The order's number ('WF-000123') of a spend or a refund. */
  orderId: v.optional(v.string()),
});
export type WalletTransaction = v.InferOutput<typeof WalletTransactionSchema>;
export const WalletTransactionListSchema = v.array(WalletTransactionSchema);

/** What the gateway's word on a payment means to the customer (spec section 4). */
export type PaymentOutcome = 'paid' | 'pending' | 'failed';

// The gateway's words (spec section 4, "Order status display"); anything else is a failed payment.
const PAID_WORDS = new Set(['Success', 'Successful', 'Shipped']);
const PENDING_WORDS = new Set(['Pending', 'Initiated', 'Awaited']);

/** Paid (Success, Successful, Shipped), pending (Pending, Initiated, Awaited), or failed (anything else). */
export function paymentOutcome(status: string): PaymentOutcome {
  if (PAID_WORDS.has(status)) return 'paid';
  return PENDING_WORDS.has(status) ? 'pending' : 'failed';
}

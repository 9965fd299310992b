import { PlacedOrderSchema } from '../../contract/order.ts';
import {
  GatewayFormReplySchema,
  type OrderNowRequest,
  type TopUp,
  TopUpListSchema,
  type WalletTopUpRequest,
  type WalletTransaction,
  WalletTransactionListSchema,
} from '../../contract/payment.ts';
import { api, body } from './client.ts';
import { type Checkout, checkoutBody } from './orders.ts';

/** Places the order to be paid online: resolves with the form the browser posts to the card gateway. */
export function placeOnlineOrder(checkout: Checkout) {
  return api.post('OrderWithOnlinePayment', GatewayFormReplySchema, checkoutBody(checkout));
}

/** The order-now page: pays again, online, for this order of the customer's, still waiting for its payment. */
export function payOrderNow(orderId: string) {
  return api.post('OrderNowOnlinePayment', GatewayFormReplySchema, body<typeof OrderNowRequest>({ id: orderId }));
}

/** Places the order and pays it from the wallet at once; resolves with its ids. */
export function placeWalletOrder(checkout: Checkout) {
  return api.post('OrderWithWallet', PlacedOrderSchema, checkoutBody(checkout));
}

/** Add Wallet: the amount as typed; resolves with the gateway's form for the top-up. */
export function topUpWallet(amount: string) {
  return api.post('add_to_wallet', GatewayFormReplySchema, body<typeof WalletTopUpRequest>({ amount }));
}

/** One of the customer's top-ups, for the wallet's result pages; null when there is none by that id. */
export async function fetchTopUp(paymentId: string): Promise<TopUp | null> {
  const [topUp] = await api.get(`latestPayment/${encodeURIComponent(paymentId)}`, TopUpListSchema);
  return topUp ?? null;
}

/** The customer's wallet transactions, newest first (the path names the customer, as the spec's call does). */
export function fetchWalletTransactions(customerId: string): Promise<WalletTransaction[]> {
  return api.get(`walletPayments/${encodeURIComponent(customerId)}`, WalletTransactionListSchema);
}

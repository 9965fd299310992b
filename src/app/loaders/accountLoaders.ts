import { fetchRecommendations } from '../../api/cart.ts';
import { fetchOrders } from '../../api/orders.ts';
import { fetchWalletTransactions } from '../../api/payments.ts';
import { fetchProfile } from '../../api/profile.ts';
import { offersLoader } from './contentLoaders.ts';
import { orNothing } from './orNothing.ts';

// A signed-in customer's pages: the route's middleware has checked the token's presence, the client sends it. Their
// own data failing, the page shows the route's error page (a session expired: 'sign in again'; else 'Try again'),
// never its skeleton for good.

/** My Orders and the order-now page (which looks for an order still waiting for its online payment). */
export const ordersLoader = () => ({ orders: fetchOrders() });

/** My Wallet's transactions: the call's path names the customer, so the profile is read first. */
export const walletLoader = () => ({
  transactions: fetchProfile().then((profile) => fetchWalletTransactions(profile.id)),
});

/**
 * The cart page: the offers for its coupon panel; dishes to add, the server's most popular that the
 * cart did not hold when the page opened (the page leaves out the ones added since); and the customer's orders,
 * for the one placed to be paid online whose payment has not gone through (a customer back from the gateway's
 * page finds the cart emptied by it). Its failure leaves the note out, not the cart.
 */
export const cartLoader = () => ({
  ...offersLoader(),
  recommended: orNothing(fetchRecommendations()),
  orders: orNothing(fetchOrders()),
});

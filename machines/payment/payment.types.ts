import type { Order } from '../../contract/order.ts';

/**
 * What the server answers when a payment starts (`OrderNowOnlinePayment`, `OrderWithOnlinePayment`,
 * `add_to_wallet`): the app posts `encRequest` and `access_code` through a hidden form to `gatewayUrl`,
 * and the page leaves for the card gateway.
 */
export interface GatewayForm {
  /** The order's `_id` (the result pages' `?id=`); for a wallet top-up, the payment's `_id`. */
  orderId: string;
  gatewayUrl: string;
  encRequest: string;
  accessCode: string;
}

/**
 * Where a payment is started from. Only the order-now page starts one here: the checkout places an
 * online order itself (its `placeOrder` answers with a redirect), and the wallet has its own flow.
 */
export type PaymentSource = 'orderNow';

export type PaymentInput =
  /** The order-now page's proceed-to-pay: pays online for that order (its `_id`), still waiting for payment. */
  | { mode: 'start'; source: PaymentSource; orderId: string }
  /** A result page the gateway sent the customer back to (/successPayment, /paymentFailed, /paymentWaiting). */
  | { mode: 'return'; orderId: string };

/**
 * What a result page reads back from the gateway and shows, `Subject`: an order (its payment status decides), or
 * a wallet top-up (its own status does). The order pages' machine reads orders.
 */
export interface PaymentContext<Subject = Order> {
  mode: PaymentInput['mode'];
  /** Start: what is being paid for; null on a result page. */
  source: PaymentSource | null;
  /** The order being paid (start), or the one the result page names (return, `?id=`; a top-up's payment id). */
  orderId: string;
  /** The order (or top-up) as last read: the result page shows it; null until the first answer. */
  order: Subject | null;
  /** Automatic re-reads done while the payment is pending; each waits longer than the one before. */
  rechecks: number;
  /** Why the payment could not start, or why the order could not be read. */
  error: string | null;
}

export type PaymentEvent =
  /** After a refused or failed start: ask the server again. */
  | { type: 'payment.retry' }
  /** The waiting page's Check again, once automatic re-reads have stopped or a read failed. */
  | { type: 'check.again' };

/** What the app's actors receive and resolve with (`paymentMachine.provide({ actors })`). */
export interface PaymentActorIO<Subject = Order> {
  /** `OrderNowOnlinePayment` with the order's `id`: resolves with the gateway's form for that order. */
  createPayment: { input: { source: PaymentSource; orderId: string }; output: GatewayForm };
  /**
   * `order/latestOrder/{id}`: the order, or null when there is none by that id (for a top-up's result page,
   * `latestPayment/{id}`: the top-up).
   */
  readOrder: { input: { orderId: string }; output: Subject | null };
}

/** The actions the app supplies, and the params each receives. */
export interface PaymentActionParams {
  /** Posts the hidden form to the card gateway: the page leaves the app. */
  postToGateway: GatewayForm;
  /** No order by that id: the app sends the customer home (spec section 8). */
  goHome: undefined;
  /** A network failure: logged; the customer reads a generic message. */
  logFailure: { error: unknown };
}

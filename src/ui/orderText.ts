import * as MESSAGES from '../../contract/messages.ts';
import type { Order, OrderMoveRecord } from '../../contract/order.ts';
import { outletClockTime, outletDateTime } from '../../contract/outletClock.ts';
import { paymentOutcome } from '../../contract/payment.ts';

/** Orders' dates: 05 Jan 2024, 03:30 pm (spec section 9). */
export const orderDate = (iso: string) => outletDateTime(iso);

/** The gateway's words for a payment that went through (spec section 4, 'Total Paid'). */
export const isPaid = (status: string) => paymentOutcome(status) === 'paid';

/** The gateway's words for a payment the bank has yet to settle (spec section 4). */
export const awaitingPayment = (status: string) => paymentOutcome(status) === 'pending';
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface StatusLine {
  text: string;
  /** Rejected and cancelled orders read in red. */
  alarming: boolean;
}

/**
 * Spec section 4, "Order status display": delivered or settled reads 'Delivered on {date}'; an online
 * payment not yet confirmed reads 'Waiting for payment confirmation.'; else 'Your Order is {status}'.
 */
export function statusLine(order: Order): StatusLine {
  const status = order.order_status;
  if (status === 'delivered' || status === 'settled') {
    const delivered = order.timeline.find((event) => event.status === 'delivered')?.at ?? order.updatedAt;
    return { text: `Delivered on ${orderDate(delivered)}`, alarming: false };
  }
  if (order.payments.type === 'ONLINE' && awaitingPayment(order.payment.status)) {
    return { text: MESSAGES.waitingForPayment, alarming: false };
  }
  // An online payment that failed: the order waits for a new one (the order-now page), so it says so.
  if (order.payments.type === 'ONLINE' && !isPaid(order.payment.status) && status === 'placed') {
    return { text: `Your Transaction ${order.payment.status}`, alarming: true };
  }
  if (status === 'ready' && order.tabType === 'take_out')
    return { text: 'Your Order is ready for collection', alarming: false };
  if (status === 'dispatched') return { text: 'Your Order is on its way', alarming: false };
  return { text: `Your Order is ${capitalized(status)}`, alarming: status === 'rejected' || status === 'cancelled' };
}

/** 'Total Paid': the amount once the payment went through, else 0 (spec section 4). */
export const totalPaid = (order: Order) => (isPaid(order.payment.status) ? order.payment.amount : 0);

const PAYMENT_METHODS = { COD: 'Cash On Delivery', ONLINE: 'Online', WALLET: 'Wallet' } as const;
export const paymentMethod = (order: Order) => PAYMENT_METHODS[order.payments.type];

export const orderTypeLabel = (order: Order) => (order.tabType === 'delivery' ? 'Delivery' : 'Take Away');

/** An order paid online whose payment has not gone through yet: the order-now page pays for it. */
export const awaitsOnlinePayment = (order: Order) =>
  order.payments.type === 'ONLINE' && order.order_status === 'placed' && !isPaid(order.payment.status);

/** The order-now page for the order, which pays for it online (Pay now, PAY AGAIN). */
export const payOrderPath = (order: Order) => `/ordernow?id=${encodeURIComponent(order._id)}`;

/** The outlet's promise once it accepted, until the food is handed over: 'Ready by 8:05 pm', 'Arriving by 8:20 pm'. */
export function etaLine(order: Order): string | null {
  const pending = ['accepted', 'preparing', 'dispatched'].includes(order.order_status);
  if (order.eta === null || !pending) return null;
  return `${order.tabType === 'delivery' ? 'Arriving' : 'Ready'} by ${outletClockTime(order.eta)}`;
}

export interface RiderFacts {
  name: string | null;
  phone: string | null;
  trackingUrl: string | null;
}

/**
 * What the order page says of a delivery's rider: the name (spec: also once delivered), and only while the food is
 * on its way the phone to call and the delivery partner's tracking page; null when there is nothing to say.
 */
export function riderFacts(order: Order): RiderFacts | null {
  const onTheWay = order.order_status === 'dispatched';
  const facts = {
    name: order.rider_name,
    phone: onTheWay ? order.rider_phone : null,
    trackingUrl: onTheWay ? order.tracking_url : null,
  };
  return facts.name || facts.phone || facts.trackingUrl ? facts : null;
}

const WHO: Record<OrderMoveRecord['by'], string> = {
  customer: 'by you',
  staff: 'by the outlet',
  pos: 'by the outlet',
  system: '',
};

/** What one move of the order means to its customer: 'Accepted', 'On its way', 'Cancelled by you'. */
export function moveTitle(move: OrderMoveRecord, order: Order): string {
  switch (move.status) {
    case 'placed':
      return 'Order placed';
    case 'dispatched':
      return 'On its way';
    case 'ready':
      return 'Ready for collection';
    case 'delivered':
      return order.tabType === 'delivery' ? 'Delivered' : 'Collected';
    case 'settled':
      return 'Completed';
    case 'rejected':
      return 'Rejected by the outlet';
    case 'cancelled':
      return ['Cancelled', WHO[move.by]].filter(Boolean).join(' ');
    default:
      return capitalized(move.status);
  }
}

/**
 * A paid order that was rejected or cancelled: its amount went back to the wallet (the server credits it
 * once, with the move). Cash orders were never paid.
 */
export const refundedToWallet = (order: Order) =>
  (order.order_status === 'rejected' || order.order_status === 'cancelled') &&
  (order.payments.type === 'WALLET' || (order.payments.type === 'ONLINE' && isPaid(order.payment.status)));

/** 'Order again': how many dishes went into the cart, and which the outlet does not sell now. */
export const reorderedText = (added: number, unavailable: readonly string[]) =>
  [
    added === 0
      ? 'No dish of this order could be added'
      : `${added} ${added === 1 ? 'dish' : 'dishes'} added to your cart`,
    unavailable.length > 0 ? `Not available: ${unavailable.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('. ');

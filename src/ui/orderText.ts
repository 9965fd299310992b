import dayjs from 'dayjs';
import * as MESSAGES from '../../contract/messages.ts';
import type { Order } from '../../contract/order.ts';
import { paymentOutcome } from '../../contract/payment.ts';

/** Orders' dates: 05 Jan 2024, 03:30 pm (spec section 9). */
export const orderDate = (iso: string) => dayjs(iso).format('DD MMM YYYY, hh:mm a');

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

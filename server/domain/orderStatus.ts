import type { OrderType } from '../../contract/constants.ts';
import type { OrderStatus, PAYMENT_TYPES } from '../../contract/order.ts';
import { mayMove } from '../../machines/order/order.selectors.ts';
import type { OrderActor } from '../../machines/order/order.types.ts';

export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Cash on delivery is collected when the food is handed over. */
export const codPaymentStatus = (status: OrderStatus) =>
  status === 'delivered' || status === 'settled' ? 'Success' : 'Pending';

export interface OrderState {
  orderType: OrderType;
  status: OrderStatus;
  paymentType: PaymentType;
  paymentStatus: string;
}

export type Move = { ok: true; state: OrderState } | { ok: false; refusal: string };

/**
 * The order after `by` moved it to `to`, or why it cannot go there: the order lifecycle machine
 * (machines/order) decides. An online payment's status is the gateway's.
 */
export function moveOrder(order: OrderState, to: OrderStatus, by: OrderActor): Move {
  if (!mayMove(order.orderType, order.status, to, by)) {
    return { ok: false, refusal: `An order that is ${order.status} cannot become ${to}` };
  }
  const paymentStatus = order.paymentType === 'COD' ? codPaymentStatus(to) : order.paymentStatus;
  return { ok: true, state: { ...order, status: to, paymentStatus } };
}

/**
 * A paid order that is rejected or cancelled gives its amount back to the wallet: one paid from the
 * wallet, or online once the gateway confirmed the payment. Cash on delivery was never taken.
 */
export function refundDue(to: OrderStatus, paymentType: PaymentType, onlinePaid: boolean): boolean {
  if (to !== 'rejected' && to !== 'cancelled') return false;
  return paymentType === 'WALLET' || (paymentType === 'ONLINE' && onlinePaid);
}

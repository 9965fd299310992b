import type { OrderType } from '../../contract/constants.ts';
import type { OrderStatus, PAYMENT_TYPES } from '../../contract/order.ts';

export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * The legal moves of an order's life, per order type. A delivery goes out with a rider (dispatched);
 * a take-away order is collected at the counter, which counts as delivered. The outlet may reject an
 * order it has not started preparing; an order not yet out of the kitchen may be cancelled.
 */
export const ORDER_MOVES: Record<OrderType, Record<OrderStatus, readonly OrderStatus[]>> = {
  delivery: {
    placed: ['accepted', 'rejected', 'cancelled'],
    accepted: ['preparing', 'rejected', 'cancelled'],
    preparing: ['dispatched', 'cancelled'],
    dispatched: ['delivered'],
    delivered: ['settled'],
    settled: [],
    rejected: [],
    cancelled: [],
  },
  take_out: {
    placed: ['accepted', 'rejected', 'cancelled'],
    accepted: ['preparing', 'rejected', 'cancelled'],
    preparing: ['delivered', 'cancelled'],
    dispatched: [],
    delivered: ['settled'],
    settled: [],
    rejected: [],
    cancelled: [],
  },
};

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

/** The order after moving it to `to`, or why it cannot go there. An online payment's status is the gateway's. */
export function moveOrder(order: OrderState, to: OrderStatus): Move {
  if (!ORDER_MOVES[order.orderType][order.status].includes(to)) {
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

import type { OrderType } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
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

/** What a move may carry: the preparation time an outlet promises, the rider a delivery goes out with. */
export interface MoveDetails {
  prepMinutes?: number;
  riderName?: string;
  riderPhone?: string;
  trackingUrl?: string;
}

/** Why a legal move cannot be made with these details: an accept names its preparation time, a dispatch its rider. */
export function missingDetail(to: OrderStatus, details: MoveDetails): string | null {
  if (to === 'accepted' && details.prepMinutes === undefined) return MESSAGES.prepMinutesRequired;
  if (to === 'dispatched' && !details.riderName) return MESSAGES.riderNameRequired;
  return null;
}

const MINUTE_MS = 60_000;

/** What the order keeps of a move (null: unchanged): the ETA is counted from the accept. */
export function carriedBy(to: OrderStatus, details: MoveDetails, now: Date) {
  const accepting = to === 'accepted' && details.prepMinutes !== undefined;
  const dispatching = to === 'dispatched';
  return {
    prepMinutes: accepting ? (details.prepMinutes ?? null) : null,
    eta: accepting ? new Date(now.getTime() + (details.prepMinutes ?? 0) * MINUTE_MS) : null,
    riderName: (dispatching && details.riderName) || null,
    riderPhone: (dispatching && details.riderPhone) || null,
    trackingUrl: (dispatching && details.trackingUrl) || null,
  };
}

import type { OrderType } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { ORDER_STATUSES, type OrderStatus, type PAYMENT_TYPES } from '../../contract/order.ts';
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

/** Whether an order of this type at `from` can come to `to` one day, whoever moves it. */
function leadsTo(orderType: OrderType, from: OrderStatus, to: OrderStatus): boolean {
  const reached = new Set([from]);
  for (const status of reached) {
    for (const next of ORDER_STATUSES) if (mayMove(orderType, status, next, 'system')) reached.add(next);
  }
  return reached.has(to);
}

/**
 * Why the order cannot go to `to`, by where it is: ended, past that step already, not that type of order, too
 * far along to be rejected or cancelled, or not there yet. The customer, who only cancels, is told why not.
 */
function refusalOf({ orderType, status }: OrderState, to: OrderStatus, by: OrderActor): string {
  if (by === 'customer') return MESSAGES.orderNotCancellable(status);
  if (status === 'rejected' || status === 'cancelled') return MESSAGES.orderEnded(status);
  if (leadsTo(orderType, to, status)) return MESSAGES.orderAlready(status);
  if (!leadsTo(orderType, 'placed', to)) return MESSAGES.notThisOrderType(orderType);
  if (to === 'rejected' || to === 'cancelled') return MESSAGES.orderTooLateFor(status, to);
  return MESSAGES.orderNotYet(status, to);
}

/**
 * The order after `by` moved it to `to`, or why it cannot go there: the order lifecycle machine
 * (machines/order) decides. An online payment's status is the gateway's.
 */
export function moveOrder(order: OrderState, to: OrderStatus, by: OrderActor): Move {
  if (!mayMove(order.orderType, order.status, to, by)) return { ok: false, refusal: refusalOf(order, to, by) };
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

/**
 * Whether the order has reached the outlet: an online one only once the gateway confirmed its payment, so that no
 * kitchen cooks what the customer may still abandon. Until then only its customer sees it (the board's SQL:
 * server/db/queries/staffBoard.ts).
 */
export const reachesStaff = (paymentType: PaymentType, paidOnline: boolean) => paymentType !== 'ONLINE' || paidOnline;

/** Whether `by` may find the order at all: the outlet's staff and point of sale only once it has reached them. */
export const foundBy = (by: OrderActor, reachedStaff: boolean) => reachedStaff || (by !== 'staff' && by !== 'pos');

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

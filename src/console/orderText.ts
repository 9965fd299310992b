import type { OrderType } from '../../contract/constants.ts';
import { outletClockTime, outletDate } from '../../contract/outletClock.ts';
import type { StaffOrder } from '../../contract/staff.ts';
import type { OrderMove } from '../../machines/order/order.types.ts';

/** How long ago the order was placed: 'just now', '4 min', '1 h 12 min'. */
export function age(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export const orderTypeText = (type: OrderType) => (type === 'delivery' ? 'Delivery' : 'Take away');

const PAYMENT_TYPE: Record<StaffOrder['payment']['type'], string> = { COD: 'Cash', ONLINE: 'Online', WALLET: 'Wallet' };

/** How the order is paid and where its payment stands; a stopped cash order has nothing left to collect. */
export function paymentText({ payment, status }: Pick<StaffOrder, 'payment' | 'status'>): string {
  const stopped = status === 'rejected' || status === 'cancelled';
  const state =
    stopped && payment.type === 'COD' && payment.status === 'Pending' ? 'nothing to collect' : payment.status;
  return `${PAYMENT_TYPE[payment.type]} · ${state}`;
}

/** The orders whose promised time still means something: handed over, stopped or settled, it is past. */
const STILL_COMING = new Set<StaffOrder['status']>(['accepted', 'preparing', 'ready', 'dispatched']);

/** When the customer was told to expect the order, while that still lies ahead: 'Ready by 7:57 pm'. */
export function etaText({ eta, status, orderType }: Pick<StaffOrder, 'eta' | 'status' | 'orderType'>): string | null {
  if (!eta || !STILL_COMING.has(status)) return null;
  return `${orderType === 'delivery' ? 'At the door by' : 'Ready by'} ${outletClockTime(eta)}`;
}

const STATUS: Record<StaffOrder['status'], string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  preparing: 'Preparing',
  dispatched: 'Out for delivery',
  ready: 'Ready for collection',
  delivered: 'Delivered',
  settled: 'Settled',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** The order's status as the board says it; a take-away order that was handed over was collected. */
export const statusText = (order: StaffOrder) =>
  order.status === 'delivered' && order.orderType === 'take_out' ? 'Collected' : STATUS[order.status];

const MOVE: Record<OrderMove, string> = {
  'order.accept': 'Accept',
  'order.reject': 'Reject',
  'order.startPreparing': 'Start preparing',
  'order.dispatch': 'Dispatch',
  'order.markReady': 'Ready',
  'order.handOver': 'Delivered',
  'order.settle': 'Settled',
  'order.cancel': 'Cancel order',
};

/** A move's button: handing a take-away order over is its collection. */
export const moveText = (move: OrderMove, type: OrderType) =>
  move === 'order.handOver' && type === 'take_out' ? 'Collected' : MOVE[move];

const STOPPED_BY: Record<StaffOrder['timeline'][number]['by'], string> = {
  staff: 'the outlet',
  pos: 'the point of sale',
  customer: 'the customer',
  system: 'the shop',
};

/** Why a rejected or cancelled order stopped, and by whom: 'Cancelled by the customer: Ordered twice'; null otherwise. */
export function stopText(order: StaffOrder): string | null {
  if (order.status !== 'rejected' && order.status !== 'cancelled') return null;
  const stop = order.timeline.findLast((move) => move.status === order.status);
  if (!stop) return null;
  return `${STATUS[order.status]} by ${STOPPED_BY[stop.by]}${stop.reason ? `: ${stop.reason}` : ''}`;
}

/**
 * A delivered order handed over on an earlier day at the outlet and never settled: it stays on the board until it
 * is, and says why ('Delivered 19 Nov 2026, not settled yet'); null otherwise.
 */
export function unsettledText(order: StaffOrder, now: number): string | null {
  if (order.status !== 'delivered') return null;
  const handedOver = outletDate(order.updatedAt);
  return handedOver === outletDate(now) ? null : `${statusText(order)} ${handedOver}, not settled yet`;
}

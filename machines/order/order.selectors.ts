import { transition } from 'xstate';
import type { OrderType } from '../../contract/constants.ts';
import type { OrderStatus } from '../../contract/order.ts';
import { orderMachine } from './order.machine.ts';
import { ORDER_EVENT_TYPES, type OrderActor, type OrderEvent, type OrderMove } from './order.types.ts';

/**
 * The move that takes an order to a status: the staff's calls and the point of sale name where an order
 * goes, the lifecycle decides whether it may. Placed is where every order starts, never a move.
 */
export const MOVE_TO: Record<Exclude<OrderStatus, 'placed'>, OrderMove> = {
  accepted: 'order.accept',
  rejected: 'order.reject',
  preparing: 'order.startPreparing',
  dispatched: 'order.dispatch',
  ready: 'order.markReady',
  delivered: 'order.handOver',
  settled: 'order.settle',
  cancelled: 'order.cancel',
};

/** Whether `by` may take an order of this type from `status` to `to`. */
export function mayMove(orderType: OrderType, status: OrderStatus, to: OrderStatus, by: OrderActor): boolean {
  return to !== 'placed' && statusAfter(orderType, status, { type: MOVE_TO[to], by }) === to;
}

/** An order as stored (its type and status) as a snapshot of the lifecycle. */
export function orderAt(orderType: OrderType, status: OrderStatus) {
  return orderMachine.resolveState({ value: status, context: { orderType } });
}

/** The status a move leads to, or null when the lifecycle does not allow it from here, for this actor. */
export function statusAfter(orderType: OrderType, status: OrderStatus, event: OrderEvent): OrderStatus | null {
  const order = orderAt(orderType, status);
  if (!order.can(event)) return null;
  const [next] = transition(orderMachine, order, event);
  return next.value as OrderStatus;
}

/** The moves an actor may make on the order now: the console's buttons. */
export function movesOpenTo(orderType: OrderType, status: OrderStatus, by: OrderActor): OrderMove[] {
  const order = orderAt(orderType, status);
  return ORDER_EVENT_TYPES.filter((type) => order.can({ type, by }));
}

import type { OrderType } from '../../contract/constants.ts';

/** Who moves an order: the outlet's staff at the console, the chain's point of sale, the customer, or the shop itself. */
export type OrderActor = 'staff' | 'pos' | 'customer' | 'system';

export interface OrderContext {
  orderType: OrderType;
}

export interface OrderInput {
  orderType: OrderType;
}

/** The moves of an order's life, as events of the lifecycle. */
export const ORDER_EVENT_TYPES = [
  'order.accept',
  'order.reject',
  'order.startPreparing',
  'order.dispatch',
  'order.markReady',
  'order.handOver',
  'order.settle',
  'order.cancel',
] as const;

export type OrderMove = (typeof ORDER_EVENT_TYPES)[number];

/** A move asked of an order; what it carries (reason, preparation minutes, rider) is validated by the contract's schemas. */
export interface OrderEvent {
  type: OrderMove;
  by: OrderActor;
}

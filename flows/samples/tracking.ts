import type { Order, OrderStatus } from '../../contract/order.ts';
import { paidOrder } from './payment.ts';

/** The paid take-away order at a status; the customer may cancel only while it is placed. */
export const orderAt = (status: OrderStatus): Order => ({
  ...paidOrder,
  order_status: status,
  cancellable: status === 'placed',
});

export const placedOrder = orderAt('placed');
export const acceptedOrder = orderAt('accepted');
export const cancelledOrder = orderAt('cancelled');

import * as v from 'valibot';
import type { OrderType } from '../../contract/constants.ts';
import {
  branchCheckFields,
  type Checkout,
  type Order,
  OrderListSchema,
  PlacedOrderSchema,
  type PlaceOrderRequest,
  placeOrderFields,
  ReorderReplySchema,
  type ReorderRequest,
  type ValidateBranchRequest,
} from '../../contract/order.ts';
import type { CustomerCancelRequest } from '../../contract/staff.ts';
import { ApiError, api, body } from './client.ts';

export type { Checkout };

/** The checkout as the order calls take it (the same payload for cash, online and wallet). */
export const checkoutBody = (checkout: Checkout) => body<typeof PlaceOrderRequest>(placeOrderFields(checkout));

/** Places a cash-on-delivery (or pay-at-the-counter) order; resolves with its ids. */
export function placeCodOrder(checkout: Checkout) {
  return api.post('OrderWithCOD', PlacedOrderSchema, checkoutBody(checkout));
}

/** Can the outlet take this order type now (open, active, type enabled). */
export function validateBranch(storeId: string, orderType: OrderType) {
  return api.post(
    'validateBranch',
    v.unknown(),
    body<typeof ValidateBranchRequest>(branchCheckFields(storeId, orderType)),
  );
}

/** The customer's orders, newest first. */
export function fetchOrders() {
  return api.get('order/getAllOrder', OrderListSchema);
}

/**
 * One of the customer's orders; the reply is a list, the first is used (spec section 7). Null when there is none by
 * that id: an empty list, or the server's 404 for an id it does not know (or another customer's).
 */
export async function fetchOrder(orderId: string): Promise<Order | null> {
  try {
    const [order] = await api.get(`order/latestOrder/${encodeURIComponent(orderId)}`, OrderListSchema);
    return order ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The path of a call about one of the customer's orders. */
export const orderPath = (orderId: string, call: string) => `order/${encodeURIComponent(orderId)}/${call}`;

/** Cancels the customer's order, until the outlet accepts it (then 409 with the server's msg). */
export function cancelOrder(orderId: string, reason: string) {
  return api.post(orderPath(orderId, 'cancel'), v.unknown(), body<typeof CustomerCancelRequest>({ reason }));
}

/** Puts a past order's dishes into the cart at the outlet `storeId`: how many went in, which did not. */
export function reorder(orderId: string, storeId: string) {
  return api.post(orderPath(orderId, 'reorder'), ReorderReplySchema, body<typeof ReorderRequest>({ store: storeId }));
}

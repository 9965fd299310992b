import * as v from 'valibot';
import type { OrderType } from '../../contract/constants.ts';
import { type Order, OrderListSchema, PlacedOrderSchema } from '../../contract/order.ts';
import { api } from './client.ts';

export interface Checkout {
  checkoutId: string;
  orderType: OrderType;
  /** The amounts the customer saw, in rupees: the server refuses the order if its own differ. */
  subtotal: number;
  tax: number;
  total: number;
  deliveryCharge: number;
  addressId: string;
  code: string;
  storeId: string;
  outletLocation: string;
  instructions: string;
}

const rupees = (amount: number) => amount.toFixed(2);

/** The checkout as the order calls take it (the same payload for cash, online and wallet). */
export function checkoutBody(checkout: Checkout) {
  return {
    checkoutId: checkout.checkoutId,
    orderType: checkout.orderType,
    subtotal: rupees(checkout.subtotal),
    tax: rupees(checkout.tax),
    total: rupees(checkout.total),
    deliveryCharge: rupees(checkout.deliveryCharge),
    address: checkout.addressId,
    code: checkout.code,
    brachId: checkout.storeId,
    outlet_location: checkout.outletLocation,
    instructions: checkout.instructions,
  };
}

/** Places a cash-on-delivery (or pay-at-the-counter) order; resolves with its ids. */
export function placeCodOrder(checkout: Checkout) {
  return api.post('OrderWithCOD', PlacedOrderSchema, checkoutBody(checkout));
}

/** Can the outlet take this order type now (open, active, type enabled). */
export function validateBranch(storeId: string, orderType: OrderType) {
  return api.post('validateBranch', v.unknown(), { brachId: storeId, orderType });
}

/** The customer's orders, newest first. */
export function fetchOrders() {
  return api.get('order/getAllOrder', OrderListSchema);
}

/** One of the customer's orders; the reply is a list, the first is used (spec section 7). */
export async function fetchOrder(orderId: string): Promise<Order | null> {
  const [order] = await api.get(`order/latestOrder/${encodeURIComponent(orderId)}`, OrderListSchema);
  return order ?? null;
}

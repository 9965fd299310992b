import { DELIVERY_RADIUS_KM, type OrderType } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { deliveryMinimumRefusal } from '../../contract/order.ts';
import type { Outlet } from '../../contract/outlet.ts';
import { outletClosed } from '../../contract/outletMessages.ts';
import type { CartTotals } from './cartTotals.ts';
import { type Coordinates, distanceKm } from './distance.ts';

/** What an order costs, in paise. */
export interface OrderAmounts {
  subtotal: number;
  discount: number;
  tax: number;
  /** subtotal - discount + tax, as the cart's `total`. */
  total: number;
  /** The outlet's delivery charge for delivery; 0 for take-away. */
  deliveryCharge: number;
  /** What the customer pays: total + deliveryCharge. */
  amount: number;
}

/** The amounts the customer saw and sent with the order, in paise. */
export type QuotedAmounts = Pick<OrderAmounts, 'subtotal' | 'tax' | 'total' | 'deliveryCharge'>;

/** The order's amounts from the server's own cart totals. */
export function orderAmounts(totals: CartTotals, orderType: OrderType): OrderAmounts {
  const deliveryCharge = orderType === 'delivery' ? totals.deliveryCharges : 0;
  const { subtotal, discount, tax, total } = totals;
  return { subtotal, discount, tax, total, deliveryCharge, amount: total + deliveryCharge };
}

/** Why the outlet cannot take an order of this type now, or null when it can. */
export function outletRefusal(outlet: Outlet, orderType: OrderType): string | null {
  if (!outlet.is_active) return MESSAGES.outletNotTakingOrders;
  if (!outlet.isOpen) return outletClosed(outlet);
  const flag = orderType === 'delivery' ? outlet.delivery : outlet.pickup;
  return flag === 'Enabled' ? null : MESSAGES.orderTypeNotOffered;
}

/** The customer must have seen the server's amounts, to the paisa; otherwise the cart changed under them. */
export function quoteRefusal(quoted: QuotedAmounts, server: OrderAmounts): string | null {
  const same =
    quoted.subtotal === server.subtotal &&
    quoted.tax === server.tax &&
    quoted.total === server.total &&
    quoted.deliveryCharge === server.deliveryCharge;
  return same ? null : MESSAGES.pricesChanged;
}

/** Whether the outlet delivers to this place: within DELIVERY_RADIUS_KM of it (the spec's FAQ). */
const withinDeliveryRadius = (outlet: Coordinates, destination: Coordinates) =>
  distanceKm(outlet, destination) <= DELIVERY_RADIUS_KM;

/** How far a place is from the outlet, to 0.1 km, and whether it delivers there; neither without an outlet. */
export function deliveryReach(
  outlet: Coordinates | null,
  destination: Coordinates,
): { distanceKm: number | null; deliverable: boolean } {
  if (!outlet) return { distanceKm: null, deliverable: false };
  const km = Math.round(distanceKm(outlet, destination) * 10) / 10;
  return { distanceKm: km, deliverable: withinDeliveryRadius(outlet, destination) };
}

/** Why the outlet does not deliver this order to this place, or null when it does (the spec's FAQ). */
export function deliveryRefusal(outlet: Coordinates, destination: Coordinates, subtotalPaise: number): string | null {
  if (!withinDeliveryRadius(outlet, destination)) return MESSAGES.deliveryTooFar(DELIVERY_RADIUS_KM);
  return deliveryMinimumRefusal(subtotalPaise);
}

import type { OrderType } from './constants.ts';
import type { Outlet } from './outlet.ts';

// The texts about outlets and order types made from values (the closed outlet's banner, the outlet found, the
// order type switched), which the first page shows: apart from messages.ts, whose texts made by functions would
// otherwise all load with the first page.

export const storeClosed = (fromTime: string, toTime: string) => `Store is Closed. Open from ${fromTime} to ${toTime}`;
/** A closed outlet's words: its hours, and, when its staff closed it within them, until when (spec: the first sentence). */
export const outletClosed = ({ fromTime, toTime, closedUntil }: Pick<Outlet, 'fromTime' | 'toTime' | 'closedUntil'>) =>
  closedUntil
    ? `${storeClosed(fromTime, toTime)}. Closed by the restaurant until ${closedUntil}`
    : storeClosed(fromTime, toTime);
export const noDeliveryHere = (km: number) =>
  `No outlet delivers to your location right now: we deliver within ${km} km of an outlet`;
export const deliveryOutletClosed = (name: string, fromTime: string) =>
  `${name} delivers to your location but is closed now: it opens at ${fromTime}`;
export const nearestTakeAway = (name: string, km: number) => `Nearest take-away outlet: ${name}, ${km} km away`;
const orderTypeName = (orderType: OrderType) => (orderType === 'delivery' ? 'Delivery' : 'Take Away');
/** The outlet found for the order type the customer chose. */
export const orderTypeFrom = (orderType: OrderType, name: string, km: number) =>
  `${orderTypeName(orderType)} from ${name}, ${km} km away`;
/** The outlet offers one order type only and the customer's was the other: told, never switched silently. */
export const orderTypeSwitched = (name: string, orderType: OrderType) =>
  `${name} takes ${orderTypeName(orderType)} orders only: your order is now ${orderTypeName(orderType)}`;
export const opensAt = (fromTime: string) => `Opens at ${fromTime}`;

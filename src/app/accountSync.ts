import type { OrderType } from '../../contract/constants.ts';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import type { Outlet } from '../../contract/outlet.ts';
import { changeDeliveryType, updatePickUpLocation } from '../api/auth.ts';

// A signed-in customer's order type and outlet live on the server too, for the cart and checkout to
// price against. A failure is only logged (spec section 8): the browser's own choice still stands.

const signedIn = () => localStorage.getItem(STORAGE_KEYS.authToken) !== null;
const logFailure = (error: unknown) => console.error(error);

const listeners = new Set<() => void>();

/** Called each time the server has taken a new order type or outlet: the cart is priced against them. */
export function onAccountSynced(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function synced(): void {
  for (const listener of listeners) listener();
}

export function tellServerOrderType(orderType: OrderType): void {
  if (signedIn()) changeDeliveryType(orderType).then(synced, logFailure);
}

export function tellServerOutlet(outlet: Outlet): void {
  if (signedIn()) updatePickUpLocation(outlet).then(synced, logFailure);
}

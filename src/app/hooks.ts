import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import type { OrderType } from '../../contract/constants.ts';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import type { Outlet } from '../../contract/outlet.ts';
import { locationActor, orderTypeActor } from './actors.ts';

/** The outlet the visitor chose (or the nearest one found), null until one is known. */
export function useOutlet(): Outlet | null {
  return useSelector(locationActor, (snapshot) => snapshot.context.outlet);
}

export function useOrderType(): OrderType {
  return useSelector(orderTypeActor, (snapshot) => snapshot.context.orderType);
}

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const hasAuthToken = () => localStorage.getItem(STORAGE_KEYS.authToken) !== null;

/** Only the token's presence counts (spec section 6); its validity is the server's business. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeToStorage, hasAuthToken);
}

/** Opens the location panel; `page` is remembered (stored under `page`), as the 'Near me' tile does with 'product'. */
export function openLocationPanel(page?: string): void {
  locationActor.send({ type: 'location.open', page });
}

import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../contract/constants.ts';

/** What the header and the menu ask of the sign-in flow before its code has loaded. */
export type AuthRequest = { type: 'auth.open' } | { type: 'account.open' };

// The flow (machine, panels, forms) loads on first use, so the first page stays small; until it has
// loaded, requests wait here and the flow takes them as it starts (views/auth/AuthFlow.tsx).
const pending: AuthRequest[] = [];
let wanted = false;
const listeners = new Set<() => void>();

export function requestAuth(request: AuthRequest): void {
  pending.push(request);
  wanted = true;
  for (const listener of listeners) listener();
}

/** The requests made since the last call, for the flow to act on. */
export function takeAuthRequests(): AuthRequest[] {
  return pending.splice(0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the first request on: the flow's code is needed. */
export function useAuthWanted(): boolean {
  return useSyncExternalStore(subscribe, () => wanted);
}

/** New requests while the flow runs, so it can take them. */
export const subscribeToAuthRequests = subscribe;

const hasToken = () => localStorage.getItem(STORAGE_KEYS.authToken) !== null;

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Only the token's presence counts (spec section 6); signing in or out reloads the page. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeToStorage, hasToken);
}

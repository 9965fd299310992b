import { useSyncExternalStore } from 'react';

/** Lets the waiting version take over and reloads into it; null while no new version waits. */
let reloadIntoUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

/** A new version of the app is installed and waits for the customer's word (src/app/serviceWorker.ts). */
export function offerUpdate(reload: () => void): void {
  reloadIntoUpdate = reload;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reload into a new version of the app, once one is waiting. */
export const useWaitingUpdate = () => useSyncExternalStore(subscribe, () => reloadIntoUpdate);

import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Whether the device has a network (`navigator.onLine`). False is sure: nothing can reach the server. True
 * is not a promise that the server answers, so calls still handle failures.
 */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);

import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Whether the page is shown now: not in a background tab, nor behind a locked phone's screen. */
export const isPageVisible = () => document.visibilityState === 'visible';

/** Whether the page is shown, as it changes. */
export const usePageVisible = () => useSyncExternalStore(subscribe, isPageVisible);

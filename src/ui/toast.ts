import { useSyncExternalStore } from 'react';

type Kind = 'success' | 'error' | 'blank';

let shown = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string) {
  if (!shown) {
    shown = true;
    for (const listener of listeners) listener();
  }
  // react-hot-toast keeps what it is given until its Toaster mounts, so the first toast is not lost.
  void import('react-hot-toast').then(({ toast: hotToast }) =>
    kind === 'blank' ? hotToast(message) : hotToast[kind](message),
  );
}

/** Toasts (react-hot-toast), whose code loads with the first message rather than with the first page. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  /** A note without an icon. */
  blank: (message: string) => show('blank', message),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether any toast was asked for yet: the Toaster mounts from then on. */
export const useToastShown = () => useSyncExternalStore(subscribe, () => shown);

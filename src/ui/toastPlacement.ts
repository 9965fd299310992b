import { type RefObject, useEffect } from 'react';

/**
 * What toasts show below: the element the customer is using at the top of the screen. The sticky header,
 * or, while a phone's menu covers it, the menu's own top controls, so that a toast answering a choice
 * there (the order type) shows under it instead of over it.
 */
const anchors: HTMLElement[] = [];
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

/** While mounted, toasts show just below this element (the latest mounted such element wins). */
export function useToastsBelow(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    anchors.push(element);
    changed();
    return () => {
      anchors.splice(anchors.indexOf(element), 1);
      changed();
    };
  }, [ref]);
}

/** The element toasts show below now. */
export const toastAnchor = (): HTMLElement | undefined => anchors.at(-1);

/** Calls `listener` whenever the element toasts show below changes; returns the unsubscribe. */
export function onToastAnchorChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

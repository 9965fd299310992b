import { type RefObject, useEffect } from 'react';

/**
 * What toasts show below: the element the customer is using at the top of the screen. The sticky header,
 * or, while a phone's menu covers it, the menu's own top controls, so that a toast answering a choice
 * there (the order type) shows under it instead of over it. The latest mounted counts.
 */
const anchors: HTMLElement[] = [];
/** What toasts keep clear of: the open panels, whose first field sits where they would show. The latest opened counts. */
const panels: HTMLElement[] = [];
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

/** While mounted and `active`, the element is the latest of `elements`. */
function useLatestOf(elements: HTMLElement[], ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !active) return;
    elements.push(element);
    changed();
    return () => {
      elements.splice(elements.indexOf(element), 1);
      changed();
    };
  }, [elements, ref, active]);
}

/** While mounted, toasts show just below this element. */
export const useToastsBelow = (ref: RefObject<HTMLElement | null>) => useLatestOf(anchors, ref, true);

/** While this panel is open, toasts keep clear of it: beside it, or at the screen's foot when it covers the screen. */
export const useToastsClearOf = (ref: RefObject<HTMLElement | null>, open: boolean) => useLatestOf(panels, ref, open);

/** The element toasts show below now. */
export const toastAnchor = (): HTMLElement | undefined => anchors.at(-1);

/** The open panel toasts keep clear of now. */
export const openPanel = (): HTMLElement | undefined => panels.at(-1);

/** Calls `listener` whenever the element toasts show below or the panel they keep clear of changes; returns the unsubscribe. */
export function onToastPlacementChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

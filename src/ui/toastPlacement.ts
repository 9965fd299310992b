import { type RefObject, useEffect, useState } from 'react';

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

/** The bottom edge, in the window, of the element toasts show below, followed as it changes size. */
export function useToastAnchorBottom(): number {
  const [anchor, setAnchor] = useState(() => anchors.at(-1));
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const follow = () => setAnchor(anchors.at(-1));
    listeners.add(follow);
    follow();
    return () => {
      listeners.delete(follow);
    };
  }, []);
  useEffect(() => {
    if (!anchor) return;
    const observer = new ResizeObserver(() => setBottom(Math.max(0, anchor.getBoundingClientRect().bottom)));
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [anchor]);
  return bottom;
}

import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Where an element is, as the ids of it and its ancestors, nearest first: when it is gone (an order's button, its
 * order moved on), what can take the focus in its place, even drawn anew elsewhere under the same id.
 */
export function placeOf(element: Element | null): string[] {
  const ids: string[] = [];
  for (let at = element; at; at = at.parentElement) if (at.id) ids.push(at.id);
  return ids;
}

/** Focuses the nearest of the place's elements that is on the page and can take the focus. */
export function focusPlace(place: readonly string[]): void {
  for (const id of place) {
    const element = document.getElementById(id);
    element?.focus();
    if (element && document.activeElement === element) return;
  }
}

/**
 * A dialog gives the focus back to what had it when it opened; when that went while it was open (an order's button,
 * the order moved on), this gives it to the nearest place of it left. Called beside the dialog, with its `open`: what
 * had the focus is the last element focused outside a dialog, the dialog's own effects having moved it by then.
 */
export function useFocusBack(open: boolean): void {
  const opener = useRef<Element | null>(null);
  const place = useRef<string[]>([]);
  useEffect(() => {
    const remember = ({ target }: FocusEvent) => {
      if (target instanceof Element && !target.closest('dialog')) opener.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useLayoutEffect(() => {
    if (open) place.current = placeOf(opener.current);
    else if (opener.current && !opener.current.isConnected) focusPlace(place.current);
  }, [open]);
}

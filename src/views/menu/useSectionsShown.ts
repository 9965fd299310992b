import { startTransition, useEffect, useState } from 'react';
import type { ProductGroup } from '../../../contract/menu.ts';

/** Dishes that fill a wide screen's first view (three columns, four rows). */
const FIRST_VIEW_DISHES = 12;

/** The sections that hold the first view's dishes. */
export function firstViewSections(groups: readonly ProductGroup[]): number {
  let dishes = 0;
  const last = groups.findIndex((group) => {
    dishes += group.products.length;
    return dishes >= FIRST_VIEW_DISHES;
  });
  return last === -1 ? groups.length : last + 1;
}

/**
 * How many of the menu's sections render: those of the first view with the page, the rest in a transition
 * right after (React renders it in slices, so the page answers taps meanwhile); every one at once when
 * `all` (a dish chosen in the search must be on the page to be scrolled to).
 */
export function useSectionsShown(groups: readonly ProductGroup[], all: boolean): number {
  const [rendered, setRendered] = useState(0);
  useEffect(() => {
    if (rendered < groups.length) startTransition(() => setRendered(groups.length));
  }, [rendered, groups.length]);
  return all ? groups.length : Math.max(firstViewSections(groups), rendered);
}

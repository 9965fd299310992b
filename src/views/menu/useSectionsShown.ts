import { startTransition, useEffect, useState } from 'react';
import type { ProductGroup } from '../../../contract/menu.ts';
import { media } from '../../ui/theme.css.ts';
import { useMediaQuery } from '../../ui/useMediaQuery.ts';

/**
 * Dishes that fill the first view: a wide screen's three columns of four rows, or the three or four one under the
 * other that a phone shows. The first view renders at once with the menu's arrival (the machine's update), in one
 * task: a phone renders no more of it than it shows.
 */
const FIRST_VIEW_DISHES = { wide: 12, phone: 4 };
/** Dishes added in each step after the first view: each step is committed in a task short enough not to hold a tap. */
const DISHES_PER_STEP = 24;

/** How many sections, from the `from`th on, it takes to hold at least `dishes` more dishes (or all that are left). */
function sectionsHolding(groups: readonly ProductGroup[], from: number, dishes: number): number {
  let held = 0;
  for (let index = from; index < groups.length; index++) {
    held += groups[index]?.products.length ?? 0;
    if (held >= dishes) return index + 1;
  }
  return groups.length;
}

/**
 * How many of the menu's sections render (`shown`), and how many hold the first view's dishes (`firstView`): those
 * of the first view with the page, the rest a step of a few dozen dishes at a time, each in a transition after the
 * last was committed (React renders it in slices, and the commit of a step is short, so the page answers taps
 * meanwhile); every one at once when `all` (a dish chosen in the search must be on the page to be scrolled to).
 * The count only grows: a section once shown stays, so the page never grows shorter under a customer who scrolled
 * down.
 */
export function useSectionsShown(groups: readonly ProductGroup[], all: boolean): { shown: number; firstView: number } {
  const [rendered, setRendered] = useState(0);
  if (all && rendered < groups.length) setRendered(groups.length);
  const wide = useMediaQuery(media.medium);
  const firstView = sectionsHolding(groups, 0, wide ? FIRST_VIEW_DISHES.wide : FIRST_VIEW_DISHES.phone);
  const shown = Math.max(firstView, rendered);
  useEffect(() => {
    if (shown < groups.length) startTransition(() => setRendered(sectionsHolding(groups, shown, DISHES_PER_STEP)));
  }, [groups, shown]);
  return { shown, firstView };
}

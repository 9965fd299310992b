import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DISH_PARAM } from '../../app/dishLink.ts';
import type { MenuFiltersActor } from '../../app/useMenuFilters.ts';
import { useMediaQuery } from '../../ui/useMediaQuery.ts';
import { dishCardId } from './ProductCard.tsx';

/**
 * The dish the customer chose in the search (`?dish=`): a filtered list is cleared so the dish is in it,
 * and once the menu is on screen its card is scrolled to the middle and focused, once per choice.
 */
export function useShowChosenDish(menu: MenuFiltersActor, loading: boolean): string | null {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const chosenId = params.get(DISH_PARAM);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (chosenId !== null && menu.getSnapshot().matches({ list: 'flat' })) menu.send({ type: 'filters.clearAll' });
  }, [menu, chosenId]);

  useEffect(() => {
    // The snapshot, not `loading`: a load this render's effects just asked for has not rendered yet.
    if (loading || chosenId === null || shownFor.current === key || menu.getSnapshot().hasTag('loading')) return;
    const card = document.getElementById(dishCardId(chosenId));
    if (!card) return;
    shownFor.current = key;
    card.scrollIntoView({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
    card.focus({ preventScroll: true });
  }, [menu, loading, chosenId, key, reducedMotion]);

  return chosenId;
}

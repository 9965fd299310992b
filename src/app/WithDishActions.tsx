import type { ReactNode } from 'react';
import { DishActionsContext } from '../ui/dishActions.ts';
import { useOutlet } from './shopHooks.ts';
import { useDishActions } from './useDishActions.ts';

/**
 * The dish cards below it get ADD and their steppers for the chosen outlet. The cart is read here, not in the page:
 * a change of the cart renders this and the cards' actions again, not the page around them.
 */
export function WithDishActions({ children }: { children: ReactNode }) {
  const actions = useDishActions(useOutlet());
  return <DishActionsContext value={actions}>{children}</DishActionsContext>;
}

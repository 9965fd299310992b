import { createContext, use } from 'react';
import type { Product } from '../../contract/menu.ts';

/** A dish's place in the cart as its card shows it: every portion of it, stepped on its newest line. */
export interface DishInCart {
  quantity: number;
  /** The newest line holding the dish: + repeats its choices, − takes one from it. */
  lineId: string;
  canIncrement: boolean;
}

/** What a product card can do with its dish; the menu and the cart page's recommendations supply it. */
export interface DishActions {
  /**
   * False while the outlet is not active (nothing can be added), and until the add-to-cart flow runs (its code is
   * loading): a press then would be lost.
   */
  canAdd: boolean;
  /** While the cart is saving or reloading its steppers wait. */
  busy: boolean;
  add: (product: Product) => void;
  /** The dish's portions in the cart; null when there are none (the card shows ADD). */
  inCart: (productId: string) => DishInCart | null;
  step: (lineId: string, step: 1 | -1) => void;
}

/**
 * The actions of the dish cards below it (the menu, the cart page's recommendations). Read by each card's action
 * alone: a change of the cart renders the buttons and steppers again, not the cards around them.
 */
export const DishActionsContext = createContext<DishActions | null>(null);

export function useProvidedDishActions(): DishActions {
  const actions = use(DishActionsContext);
  if (actions === null) throw new Error('A dish action is shown outside a DishActionsContext');
  return actions;
}

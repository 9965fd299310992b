import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { CartLine } from '../../contract/cart.ts';
import { QUANTITY_MAX } from '../../contract/constants.ts';
import type { Outlet } from '../../contract/outlet.ts';
import type { DishActions, DishInCart } from '../ui/dishActions.ts';
import { isOutletOpen } from '../ui/isOutletOpen.ts';
import { addToCartActor, cartActor } from './cartActors.ts';

const NO_LINES: readonly CartLine[] = [];

/** The cart's lines as the cart actor shows them (quantity clicks included before they are sent). */
export const useCartLines = () => useSelector(cartActor, (snapshot) => snapshot.context.cart?.cart_data ?? NO_LINES);

/**
 * True while a change is being sent or the cart read again: the cart takes no other change then, so
 * steppers and Remove are disabled rather than let a click go unheard.
 */
export const useCartBusy = () => useSelector(cartActor, (snapshot) => snapshot.hasTag('loading'));

/** Product cards' ADD and steppers, wired to the add-to-cart wizard and the cart, for the outlet's menu. */
export function useDishActions(outlet: Outlet | null): DishActions {
  const lines = useCartLines();
  const busy = useCartBusy();
  return useMemo(() => {
    // Lines come oldest first, so the last one seen for a dish is its newest.
    const byDish = new Map<string, DishInCart>();
    for (const line of lines) {
      const quantity = (byDish.get(line.productId)?.quantity ?? 0) + line.quantity;
      byDish.set(line.productId, { quantity, lineId: line._id, canIncrement: line.quantity < QUANTITY_MAX });
    }
    return {
      canAdd: outlet !== null && isOutletOpen(outlet),
      busy,
      add: (product) => {
        if (outlet) addToCartActor.send({ type: 'cart.add', product, storeId: outlet.id });
      },
      inCart: (productId) => byDish.get(productId) ?? null,
      step: (lineId, step) => cartActor.send({ type: step === 1 ? 'line.increment' : 'line.decrement', lineId }),
    };
  }, [lines, busy, outlet]);
}

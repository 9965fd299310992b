import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { CartLine } from '../../contract/cart.ts';
import type { Outlet } from '../../contract/outlet.ts';
import type { DishActions, DishInCart } from '../ui/dishActions.ts';
import { isOutletOpen } from '../ui/isOutletOpen.ts';
import { useOnline } from './online.ts';
import { useFlow, useFlowsWanted } from './shopHooks.ts';

const NO_LINES: readonly CartLine[] = [];

/** The cart's lines as the cart actor shows them (quantity clicks included before they are sent); none before it runs. */
export function useCartLines(): readonly CartLine[] {
  useFlowsWanted();
  return useSelector(useFlow('cart'), (snapshot) => snapshot?.context.cart?.cart_data ?? NO_LINES);
}

/**
 * True while a change is being sent or the cart read again: the cart takes no other change then, so
 * steppers and Remove are disabled rather than let a click go unheard.
 */
export const useCartBusy = () => useSelector(useFlow('cart'), (snapshot) => snapshot?.hasTag('loading') ?? false);

/** Whether a line may take one more: the cart machine's own limit, asked with `can`. */
export function useCanIncrement(): (lineId: string) => boolean {
  const incrementable = useSelector(useFlow('cart'), (snapshot) =>
    (snapshot?.context.cart?.cart_data ?? NO_LINES)
      .filter((line) => snapshot?.can({ type: 'line.increment', lineId: line._id }))
      .map((line) => line._id)
      .join(' '),
  );
  return useMemo(() => {
    const lineIds = new Set(incrementable.split(' '));
    return (lineId) => lineIds.has(lineId);
  }, [incrementable]);
}

/** Tells the cart when the device's network comes and goes: a cart that could not be read is read once it is back. */
function useCartFollowsConnection(): void {
  const cart = useFlow('cart');
  const online = useOnline();
  useEffect(() => cart?.send({ type: 'connection.changed', online }), [cart, online]);
}

/** Product cards' ADD and steppers, wired to the add-to-cart wizard and the cart, for the outlet's menu. */
export function useDishActions(outlet: Outlet | null): DishActions {
  useCartFollowsConnection();
  const lines = useCartLines();
  const busy = useCartBusy();
  const canIncrement = useCanIncrement();
  const cart = useFlow('cart');
  const addToCart = useFlow('addToCart');
  return useMemo(() => {
    // Lines come oldest first, so the last one seen for a dish is its newest.
    const byDish = new Map<string, DishInCart>();
    for (const line of lines) {
      const quantity = (byDish.get(line.productId)?.quantity ?? 0) + line.quantity;
      byDish.set(line.productId, { quantity, lineId: line._id, canIncrement: canIncrement(line._id) });
    }
    return {
      canAdd: outlet !== null && isOutletOpen(outlet) && addToCart !== undefined,
      busy,
      add: (product) => {
        if (outlet) addToCart?.send({ type: 'cart.add', product, storeId: outlet.id });
      },
      inCart: (productId) => byDish.get(productId) ?? null,
      step: (lineId, step) => cart?.send({ type: step === 1 ? 'line.increment' : 'line.decrement', lineId }),
    };
  }, [lines, busy, canIncrement, outlet, cart, addToCart]);
}

import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import type { Cart } from '../../contract/cart.ts';
import { Button } from '../ui/Button.tsx';
import { button } from '../ui/button.css.ts';
import { EmptyCart } from '../ui/EmptyCart.tsx';
import { empty } from '../ui/emptyCart.css.ts';
import { useFlow, useFlowsWanted } from './shopHooks.ts';

/** The line a cart page shows until the cart is in. */
export const CartLoading = () => (
  <p className={empty} role="status">
    Loading your cart…
  </p>
);

/**
 * A page about the cart: it is read again on arrival (another tab or device may have changed it), and
 * the page shows its contents only once it holds lines; meanwhile loading, a retry, or the empty cart.
 */
export function WithCart({ children }: { children: (cart: Cart) => ReactNode }) {
  useFlowsWanted();
  const cartActor = useFlow('cart');
  const cart = useSelector(cartActor, (snapshot) => snapshot?.context.cart ?? null);
  const unavailable = useSelector(cartActor, (snapshot) => snapshot?.matches('unavailable') ?? false);
  useEffect(() => {
    cartActor?.send({ type: 'cart.refresh' });
  }, [cartActor]);

  if (cart === null) {
    return unavailable ? (
      <div className={empty} role="alert">
        <p>Your cart could not be loaded.</p>
        <Button onClick={() => cartActor?.send({ type: 'cart.refresh' })}>Try again</Button>
      </div>
    ) : (
      <CartLoading />
    );
  }
  if (cart.cart_data.length === 0) {
    return (
      <EmptyCart>
        <Link to="/product" className={button({ variant: 'primary' })}>
          Go to the menu
        </Link>
      </EmptyCart>
    );
  }
  return children(cart);
}

import { Suspense } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { Cart } from '../../../contract/cart.ts';
import { AddToCartWizard } from '../../app/AddToCartWizard.tsx';
import type { cartLoader } from '../../app/loaders/accountLoaders.ts';
import { useFlowsWanted, useOutlet, useRunningFlow } from '../../app/shopHooks.ts';
import { useCartBusy } from '../../app/useDishActions.ts';
import { CartLoading, WithCart } from '../../app/WithCart.tsx';
import { WithDishActions } from '../../app/WithDishActions.tsx';
import { Button } from '../../ui/Button.tsx';
import * as summary from '../../ui/summary.css.ts';
import { AwaitingPayment } from './AwaitingPayment.tsx';
import { CartLineItem } from './CartLineItem.tsx';
import { Checkout } from './Checkout.tsx';
import { CouponBox } from './CouponBox.tsx';
import * as styles from './cartPage.css.ts';
import { Recommendations } from './Recommendations.tsx';

function CartContents({ cart }: { cart: Cart }) {
  const outlet = useOutlet();
  const { recommended } = useLoaderData<typeof cartLoader>();
  const busy = useCartBusy();
  const cartActor = useRunningFlow('cart');

  return (
    <div className={styles.columns}>
      <div className={styles.items}>
        <section aria-labelledby="cart-items-heading">
          <div className={styles.itemsHeader}>
            <h2 id="cart-items-heading" className={styles.sectionHeading}>
              Items ({cart.cart_data.length})
            </h2>
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => cartActor.send({ type: 'cart.clear' })}>
              Clear All
            </Button>
          </div>
          <ul className={styles.lines}>
            {cart.cart_data.map((line) => (
              <CartLineItem key={line._id} line={line} busy={busy} />
            ))}
          </ul>
        </section>
        <WithDishActions>
          <Recommendations recommended={recommended} lines={cart.cart_data} />
        </WithDishActions>
      </div>
      <div className={styles.side} aria-busy={busy}>
        {outlet && (
          <section className={summary.box} aria-label="Restaurant">
            <p className={summary.heading}>{outlet.name}</p>
            <p className={summary.muted}>{outlet.city}</p>
          </section>
        )}
        <Checkout cart={cart} placeLabel="PLACE ORDER">
          <CouponBox cart={cart} />
        </Checkout>
      </div>
    </div>
  );
}

/**
 * /cart: an order waiting for its online payment, if any; the lines with their quantities and choices,
 * recommendations, the checkout, the coupon and the price details.
 *
 * The note of the waiting order and the cart show together, once the customer's orders are in (and the note's code,
 * when one may be due): until then the cart's own loading line stands in for both (the cart's
 * code and the cart are asked for meanwhile), so the note never pushes the cart down as it arrives.
 */
export default function CartPage() {
  const { orders } = useLoaderData<typeof cartLoader>();
  useFlowsWanted();
  return (
    <main className={styles.page}>
      <title>Cart · Wokflow</title>
      <Link to="/" className={styles.back}>
        ← Back to home
      </Link>
      <h1 className={styles.title}>Cart</h1>
      <Suspense fallback={<CartLoading />}>
        <AwaitingPayment orders={orders} />
        <WithCart>{(cart) => <CartContents cart={cart} />}</WithCart>
      </Suspense>
      <AddToCartWizard />
    </main>
  );
}

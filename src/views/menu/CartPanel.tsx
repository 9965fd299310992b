import { Link } from 'react-router';
import * as MESSAGES from '../../../contract/messages.ts';
import { formatRupees } from '../../../contract/money.ts';
import { lineUnavailable } from '../../../machines/cart/cart.selectors.ts';
import { refuseVisitor, useFlow, useIsSignedIn } from '../../app/shopHooks.ts';
import { useCanIncrement, useCartBusy, useCartLines } from '../../app/useDishActions.ts';
import { AliasName } from '../../ui/AliasName.tsx';
import { button } from '../../ui/button.css.ts';
import { EmptyCart } from '../../ui/EmptyCart.tsx';
import { FoodMark } from '../../ui/FoodMark.tsx';
import { lineAmount, lineChoices } from '../../ui/lineText.ts';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import * as styles from './CartPanel.css.ts';

function CartLines() {
  const lines = useCartLines();
  const busy = useCartBusy();
  const canIncrement = useCanIncrement();
  const cart = useFlow('cart');
  if (lines.length === 0) return <EmptyCart />;
  // Summed from the server's line prices, so quantity clicks show at once, before they are sent.
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  return (
    <>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line._id} className={styles.line}>
            <div className={styles.lineText}>
              <span className={styles.lineName}>
                <FoodMark nonVeg={line.product.isNonVeg} /> {line.product.name}
              </span>
              <AliasName alias={line.product.aliasName} />
              <span className={styles.lineChoices}>{lineChoices(line)}</span>
              {lineUnavailable(line) && <span className={styles.unavailable}>{MESSAGES.notAvailable}</span>}
            </div>
            <QuantityStepper
              label={`${line.product.name} in cart`}
              quantity={line.quantity}
              onDecrement={() => cart?.send({ type: 'line.decrement', lineId: line._id })}
              onIncrement={() => cart?.send({ type: 'line.increment', lineId: line._id })}
              decrementDisabled={busy}
              incrementDisabled={busy || !canIncrement(line._id)}
            />
            <span className={styles.lineAmount}>{formatRupees(lineAmount(line))}</span>
          </li>
        ))}
      </ul>
      <p className={styles.subtotal}>
        <span>Sub Total</span>
        <span>{formatRupees(subtotal)}</span>
      </p>
    </>
  );
}

/** The cart beside the menu on wide screens; a visitor sees it empty, and Check Out asks to sign in. */
export function CartPanel() {
  const signedIn = useIsSignedIn();
  return (
    <aside className={styles.panel} aria-labelledby="cart-panel-heading">
      <h2 id="cart-panel-heading" className={styles.heading}>
        Cart
      </h2>
      {signedIn ? <CartLines /> : <EmptyCart />}
      <Link
        to="/cart"
        className={button({ variant: 'primary', size: 'lg', fullWidth: true })}
        onClick={(event) => {
          if (!signedIn) refuseVisitor(event);
        }}
      >
        Check Out
      </Link>
    </aside>
  );
}

import { useSelector } from '@xstate/react';
import type { CartLine } from '../../../contract/cart.ts';
import { formatRupees } from '../../../contract/money.ts';
import { lineUnavailable } from '../../../machines/cart/cart.selectors.ts';
import { useRunningFlow } from '../../app/shopHooks.ts';
import { AliasName } from '../../ui/AliasName.tsx';
import { Button } from '../../ui/Button.tsx';
import { FoodMark } from '../../ui/FoodMark.tsx';
import { chosenAddonIds, lineAmount, lineChoices } from '../../ui/lineText.ts';
import { Picture } from '../../ui/Picture.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import * as styles from './cartLineItem.css.ts';
import { NOT_AVAILABLE_HERE } from './checkoutText.ts';

/** One line of the cart page: the dish, its choices, Customize and Remove, the quantity and the amount. */
export function CartLineItem({ line, busy }: { line: CartLine; busy: boolean }) {
  const { product } = line;
  const customizable = product.jainAddons !== null || product.addons.length > 0;
  const cartActor = useRunningFlow('cart');
  const addToCartActor = useRunningFlow('addToCart');
  const canIncrement = useSelector(cartActor, (snapshot) => snapshot.can({ type: 'line.increment', lineId: line._id }));
  const unavailable = lineUnavailable(line);
  return (
    <li className={unavailable ? `${styles.line} ${styles.unavailable}` : styles.line}>
      <Picture className={styles.picture} src={product.previewImage} width={72} height={72} />
      <div className={styles.text}>
        <FoodMark nonVeg={product.isNonVeg} />
        <h3 className={styles.name}>{product.name}</h3>
        <AliasName alias={product.aliasName} />
        <p className={styles.choices}>{lineChoices(line)}</p>
        {unavailable && <p className={styles.flag}>{NOT_AVAILABLE_HERE}</p>}
        <div className={styles.links}>
          {customizable && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Customize ${product.name}`}
              disabled={busy}
              onClick={() =>
                addToCartActor.send({
                  type: 'cart.customize',
                  lineId: line._id,
                  product,
                  isJain: line.isJain,
                  addonIds: chosenAddonIds(line),
                })
              }
            >
              Customize
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${product.name}`}
            disabled={busy}
            onClick={() => cartActor.send({ type: 'line.remove', lineId: line._id })}
          >
            Remove
          </Button>
        </div>
      </div>
      <div className={styles.amounts}>
        <QuantityStepper
          label={`${product.name} quantity`}
          quantity={line.quantity}
          onDecrement={() => cartActor.send({ type: 'line.decrement', lineId: line._id })}
          onIncrement={() => cartActor.send({ type: 'line.increment', lineId: line._id })}
          decrementDisabled={busy || line.quantity <= 1}
          incrementDisabled={busy || !canIncrement}
        />
        <span className={styles.amount}>{formatRupees(lineAmount(line))}</span>
      </div>
    </li>
  );
}

import { isSoldOut, type Product } from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { Button } from './Button.tsx';
import * as styles from './DishAction.css.ts';
import { useProvidedDishActions } from './dishActions.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

/** What a dish card offers: ADD, the stepper of the portions in the cart, or 'not available'. */
export function DishAction({ product }: { product: Product }) {
  const actions = useProvidedDishActions();
  if (isSoldOut(product)) return <span className={styles.notAvailable}>{MESSAGES.notAvailable}</span>;
  const inCart = actions.inCart(product._id);
  if (inCart) {
    return (
      <QuantityStepper
        label={`${product.name} in cart`}
        quantity={inCart.quantity}
        onDecrement={() => actions.step(inCart.lineId, -1)}
        onIncrement={() => actions.step(inCart.lineId, 1)}
        decrementDisabled={actions.busy}
        incrementDisabled={actions.busy || !inCart.canIncrement}
      />
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      className={styles.add}
      disabled={!actions.canAdd}
      aria-label={`Add ${product.name}`}
      onClick={() => actions.add(product)}
    >
      ADD
    </Button>
  );
}

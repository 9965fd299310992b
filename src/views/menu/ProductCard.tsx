import type { Product } from '../../../contract/menu.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { FoodMark } from '../../ui/FoodMark.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import type { DishActions } from './dishActions.ts';
import { LikeButton } from './LikeButton.tsx';
import * as styles from './ProductCard.css.ts';
import { cardPrice, shortDescription } from './productText.ts';

interface ProductCardProps {
  product: Product;
  actions: DishActions;
}

export function DishAction({ product, actions }: ProductCardProps) {
  if (product.isDeleted) return <span className={styles.notAvailable}>{MESSAGES.notAvailable}</span>;
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

/** One dish: picture, food mark, name, badges, rating, short description, price and what can be done with it. */
export function ProductCard(props: ProductCardProps) {
  const { product } = props;
  return (
    <article className={product.isDeleted ? `${styles.card} ${styles.unavailable}` : styles.card}>
      <img
        className={styles.picture}
        src={product.previewImage}
        alt=""
        width={320}
        height={240}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <div className={styles.marks}>
          <FoodMark nonVeg={product.isNonVeg} />
          {product.isChef && <Badge tone="chef">Chef's special</Badge>}
          {product.isNew && <Badge tone="new">New</Badge>}
          <LikeButton product={product} />
        </div>
        <h3 className={styles.name}>{product.name}</h3>
        <span className={styles.rating} role="img" aria-label={`Rated ${product.rating.toFixed(1)} out of 5`}>
          ★ {product.rating.toFixed(1)}
        </span>
        <p className={styles.description}>{shortDescription(product.description)}</p>
        <div className={styles.footer}>
          <span className={styles.price}>{cardPrice(product.rate)}</span>
          <DishAction {...props} />
        </div>
      </div>
    </article>
  );
}

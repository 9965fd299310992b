import type { Product } from '../../../contract/menu.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { LikeButton } from './LikeButton.tsx';
import * as styles from './ProductCard.css.ts';
import { cardPrice, shortDescription } from './productText.ts';

interface ProductCardProps {
  product: Product;
  /** How many of this dish the cart holds; above 0 the card shows a quantity stepper instead of ADD. */
  quantity?: number;
  /** False while the outlet is closed: nothing can be added. */
  canAdd: boolean;
  onAdd: (product: Product) => void;
  onQuantityChange?: (product: Product, quantity: number) => void;
}

function CardAction({ product, quantity = 0, canAdd, onAdd, onQuantityChange }: ProductCardProps) {
  if (product.isDeleted) return <span className={styles.notAvailable}>{MESSAGES.notAvailable}</span>;
  if (quantity > 0 && onQuantityChange) {
    return (
      <fieldset className={styles.stepper} aria-label={`${product.name} in cart`}>
        <button
          type="button"
          className={styles.step}
          aria-label="Remove one"
          onClick={() => onQuantityChange(product, quantity - 1)}
        >
          −
        </button>
        <output className={styles.quantity} aria-live="polite">
          {quantity}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label="Add one more"
          onClick={() => onQuantityChange(product, quantity + 1)}
        >
          +
        </button>
      </fieldset>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      className={styles.add}
      disabled={!canAdd}
      aria-label={`Add ${product.name}`}
      onClick={() => onAdd(product)}
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
          {product.isNonVeg ? <Badge tone="nonVeg">Non-veg</Badge> : <Badge tone="veg">Veg</Badge>}
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
          <CardAction {...props} />
        </div>
      </div>
    </article>
  );
}

import { memo } from 'react';
import type { Product } from '../../../contract/menu.ts';
import { useIsSignedIn } from '../../app/shopHooks.ts';
import { AliasName } from '../../ui/AliasName.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { DishAction } from '../../ui/DishAction.tsx';
import { FoodMark } from '../../ui/FoodMark.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { cardPrice, shortDescription } from '../../ui/productText.ts';
import { LikeButton } from './LikeButton.tsx';
import * as styles from './ProductCard.css.ts';

interface ProductCardProps {
  product: Product;
  /** The dish chosen in the search: marked, and focusable so the page can take the customer to it. */
  chosen: boolean;
}

/** The id of a dish's card, which the menu scrolls to. */
export const dishCardId = (productId: string) => `dish-${productId}`;

/**
 * One dish: picture, food mark, name and its Gujarati name, badges, rating, short description, price and
 * what can be done with it. Memoised: a change of the cart renders its action alone (DishActionsContext).
 */
export const ProductCard = memo(function ProductCard({ product, chosen }: ProductCardProps) {
  const signedIn = useIsSignedIn();
  const nameId = `${dishCardId(product._id)}-name`;
  const classes = [styles.card, product.isDeleted && styles.unavailable, chosen && styles.chosen];
  return (
    <article
      id={dishCardId(product._id)}
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={nameId}
      aria-current={chosen ? 'true' : undefined}
      tabIndex={chosen ? -1 : undefined}
    >
      <Picture className={styles.picture} src={product.previewImage} width={320} height={240} />
      <div className={styles.body}>
        <div className={styles.marks}>
          <FoodMark nonVeg={product.isNonVeg} />
          {product.isChef && <Badge tone="chef">Chef's special</Badge>}
          {product.isNew && <Badge tone="new">New</Badge>}
          {/* A menu read again brings the server's word: keyed on it, the heart starts again from it. */}
          {signedIn && <LikeButton key={String(product.islike)} product={product} />}
        </div>
        <h3 id={nameId} className={styles.name}>
          {product.name}
        </h3>
        <AliasName alias={product.aliasName} />
        <span className={styles.rating} role="img" aria-label={`Rated ${product.rating.toFixed(1)} out of 5`}>
          ★ {product.rating.toFixed(1)}
        </span>
        <p className={styles.description}>{shortDescription(product.description)}</p>
        <div className={styles.footer}>
          <span className={styles.price}>{cardPrice(product.rate)}</span>
          <DishAction product={product} />
        </div>
      </div>
    </article>
  );
});

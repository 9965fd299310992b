import { Heart } from 'lucide';
import type { Product } from '../../../contract/menu.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { FoodMark } from '../../ui/FoodMark.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { cardPrice, shortDescription } from '../../ui/productText.ts';
import * as styles from './favourites.css.ts';

/** One liked dish: picture, food mark, name, price, and the button that unlikes it. */
interface FavouriteDishProps {
  dish: Product;
  /** While a change is on its way. */
  disabled: boolean;
  onUnlike: () => void;
}

export function FavouriteDish({ dish, disabled, onUnlike }: FavouriteDishProps) {
  return (
    <article className={dish.isDeleted ? `${styles.dish} ${styles.unavailable}` : styles.dish}>
      <Picture className={styles.picture} src={dish.previewImage} width={96} height={96} />
      <div className={styles.body}>
        <FoodMark nonVeg={dish.isNonVeg} />
        <h2 className={styles.name}>{dish.name}</h2>
        <p className={styles.description}>{shortDescription(dish.description)}</p>
        {dish.isDeleted ? (
          <span className={styles.notAvailable}>{MESSAGES.notAvailable}</span>
        ) : (
          <span className={styles.price}>{cardPrice(dish.rate)}</span>
        )}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className={styles.remove}
        aria-label={`Remove ${dish.name} from favourites`}
        disabled={disabled}
        onClick={onUnlike}
      >
        <Icon icon={Heart} fill="currentColor" className={styles.heart} />
        Remove
      </Button>
    </article>
  );
}

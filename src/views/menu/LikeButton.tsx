import { useSelector } from '@xstate/react';
import { Heart } from 'lucide';
import type { Product } from '../../../contract/menu.ts';
import { useLike } from '../../app/favourites.ts';
import { Icon } from '../../ui/Icon.tsx';
import * as styles from './LikeButton.css.ts';

/** The heart on a dish's card, for a signed-in customer (machines/like, from the first tap); key it on `product.islike`. */
export function LikeButton({ product }: { product: Product }) {
  const [like, tap] = useLike(product);
  const liked = useSelector(like, (snapshot) => snapshot?.context.liked ?? product.islike);
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={liked}
      aria-label={`Like ${product.name}`}
      onClick={tap}
    >
      <Icon icon={Heart} fill={liked ? 'currentColor' : 'none'} />
    </button>
  );
}

import { useRef, useState } from 'react';
import type { Product } from '../../../contract/menu.ts';
import { toggleLike } from '../../api/wishlist.ts';
import { useIsSignedIn } from '../../app/hooks.ts';
import { reportFailure } from '../../app/reportFailure.ts';
import { HeartIcon } from '../../ui/icons.tsx';
import * as styles from './LikeButton.css.ts';

/** The heart on a dish's card, for a signed-in customer: it flips at once, and back if the call fails. */
export function LikeButton({ product }: { product: Product }) {
  const signedIn = useIsSignedIn();
  const [liked, setLiked] = useState(product.islike);
  // A reloaded menu brings the server's word, which replaces what was shown.
  const [listed, setListed] = useState(product.islike);
  if (listed !== product.islike) {
    setListed(product.islike);
    setLiked(product.islike);
  }
  // One call at a time: the server toggles, so clicks sent together could cross.
  const sending = useRef(false);
  if (!signedIn) return null;

  const toggle = async () => {
    if (sending.current) return;
    sending.current = true;
    setLiked(!liked);
    try {
      setLiked(await toggleLike(product._id));
    } catch (error) {
      setLiked(liked);
      reportFailure(error);
    } finally {
      sending.current = false;
    }
  };

  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={liked}
      aria-label={`Like ${product.name}`}
      onClick={toggle}
    >
      <HeartIcon fill={liked ? 'currentColor' : 'none'} />
    </button>
  );
}

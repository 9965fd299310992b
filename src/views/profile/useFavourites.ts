import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '../../../contract/menu.ts';
import { clearWishlist, fetchWishlist, toggleLike } from '../../api/wishlist.ts';
import { reportFailure } from '../../app/reportFailure.ts';

export interface Favourites {
  /** Null until the first list has arrived. */
  dishes: readonly Product[] | null;
  /** The first list could not be loaded. */
  failed: boolean;
  reload: () => void;
  unlike: (productId: string) => void;
  clearAll: () => void;
}

/** The liked dishes; a change shows at once, then the list is reloaded from the server (spec section 4). */
export function useFavourites(): Favourites {
  const [dishes, setDishes] = useState<readonly Product[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Only the newest list counts, and none while a change is on its way: it could still show the dish.
  const latest = useRef(0);
  const changing = useRef(0);

  const reload = useCallback(() => {
    const request = ++latest.current;
    setFailed(false);
    fetchWishlist().then(
      (list) => {
        if (request === latest.current && changing.current === 0) setDishes(list);
      },
      (error: unknown) => {
        reportFailure(error);
        if (request === latest.current) setFailed(true);
      },
    );
  }, []);

  useEffect(reload, [reload]);

  const change = async (shown: (list: readonly Product[]) => readonly Product[], call: () => Promise<unknown>) => {
    changing.current += 1;
    setDishes((list) => list && shown(list));
    try {
      await call();
    } catch (error) {
      reportFailure(error);
    } finally {
      changing.current -= 1;
      reload();
    }
  };

  return {
    dishes,
    failed: failed && dishes === null,
    reload,
    unlike: (productId) =>
      change(
        (list) => list.filter((dish) => dish._id !== productId),
        () => toggleLike(productId),
      ),
    clearAll: () => change(() => [], clearWishlist),
  };
}

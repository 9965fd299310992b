import type { Product } from '../../contract/menu.ts';

export interface FavouritesContext {
  /** The liked dishes as last shown; null until the first list has arrived. */
  dishes: Product[] | null;
  /** The dish being unliked. */
  productId: string | null;
}

export type FavouritesEvent =
  /** The heart on a listed dish: it leaves the list at once. */
  | { type: 'favourites.unlike'; productId: string }
  /** Clear All: the list empties at once. */
  | { type: 'favourites.clearAll' }
  /** 'Try again' after the first list could not be loaded. */
  | { type: 'favourites.reload' };

/** What the app's actors receive and resolve with (`favouritesMachine.provide({ actors })`). */
export interface FavouritesActorIO {
  /** `GET getWishlist`: the liked dishes. */
  loadFavourites: { input: undefined; output: Product[] };
  /** `POST like/{productId}`: the server toggles the like off. */
  unlike: { input: { productId: string }; output: unknown };
  /** `DELETE clearWishlist`. */
  clearFavourites: { input: undefined; output: unknown };
}

/** The actions the app supplies, and the params each receives. */
export interface FavouritesActionParams {
  /** Spec section 8: a refusal's msg in a toast, a network failure only logged. */
  reportFailure: { error: unknown };
}

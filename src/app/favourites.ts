import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Product } from '../../contract/menu.ts';
import { favouritesMachine } from '../../machines/favourites/favourites.machine.ts';
import type { FavouritesActionParams, FavouritesActorIO } from '../../machines/favourites/favourites.types.ts';
import { likeMachine } from '../../machines/like/like.machine.ts';
import type { LikeActionParams, LikeActorIO } from '../../machines/like/like.types.ts';
import { clearWishlist, fetchWishlist, toggleLike } from '../api/wishlist.ts';
import { inspectForViewer } from './liveFlows.ts';
import { reportFailure } from './reportFailure.ts';

type FavouritesIO<Name extends keyof FavouritesActorIO> = FavouritesActorIO[Name];

const favouritesWithApi = favouritesMachine.provide({
  actors: {
    loadFavourites: fromPromise<FavouritesIO<'loadFavourites'>['output'], undefined>(() => fetchWishlist()),
    unlike: fromPromise<unknown, FavouritesIO<'unlike'>['input']>(({ input }) => toggleLike(input.productId)),
    clearFavourites: fromPromise<unknown, undefined>(() => clearWishlist()),
  },
  actions: {
    reportFailure: (_, { error }: FavouritesActionParams['reportFailure']) => reportFailure(error),
  },
});

const likeWithApi = likeMachine.provide({
  actors: {
    toggleLike: fromPromise<boolean, LikeActorIO['toggleLike']['input']>(({ input }) => toggleLike(input.productId)),
  },
  actions: {
    reportFailure: (_, { error }: LikeActionParams['reportFailure']) => reportFailure(error),
  },
});

/** My favourites' list, one actor per visit of the page. */
export const useFavourites = () => useActorRef(favouritesWithApi, { inspect: inspectForViewer });

/** A dish card's heart, starting from what the menu says; a menu read again starts a new one (key it). */
export const useLike = (product: Product) =>
  useActorRef(likeWithApi, { input: { productId: product._id, liked: product.islike }, inspect: inspectForViewer });

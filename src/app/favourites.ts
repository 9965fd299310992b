import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { type Actor, createActor, fromPromise } from 'xstate';
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

/**
 * A dish card's heart: its flow starts at the first tap, from what the menu says, and stops with the card. Most
 * hearts are never tapped, and a menu shows dozens: none costs an actor until then. A menu read again starts a
 * new one (key it). Returns the flow, undefined before the first tap, and what sends a tap.
 */
export function useLike(product: Product): [like: Actor<typeof likeWithApi> | undefined, tap: () => void] {
  const [like, setLike] = useState<Actor<typeof likeWithApi>>();
  useEffect(
    () => () => {
      like?.stop();
    },
    [like],
  );
  const tap = () => {
    const flow =
      like ??
      createActor(likeWithApi, {
        input: { productId: product._id, liked: product.islike },
        inspect: inspectForViewer,
      }).start();
    setLike(flow);
    flow.send({ type: 'like.toggle' });
  };
  return [like, tap];
}

import { assign, setup } from 'xstate';
import type { Product } from '../../contract/menu.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import { required } from '../shared/required.ts';
import type {
  FavouritesActionParams,
  FavouritesActorIO,
  FavouritesContext,
  FavouritesEvent,
} from './favourites.types.ts';

const ID = 'favourites';

const report = {
  type: 'reportFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;
/** After a change the list is read again: the server's word replaces what was shown. */
const readAgain = { onDone: { target: 'loading' }, onError: { target: 'loading', actions: report } } as const;

/**
 * My favourites (spec section 4): the liked dishes; unliking one or clearing all shows at once, then the
 * list is read from the server again. One change at a time: the hearts wait while one is on its way.
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    tags: {} as 'loading',
  },
  actors: appActors<FavouritesActorIO>(ID, ['loadFavourites', 'unlike', 'clearFavourites']),
  guards: {
    listShown: ({ context }) => context.dishes !== null,
    hasDishes: ({ context }) => (context.dishes?.length ?? 0) > 0,
    listed: ({ context }, params: { productId: string }) =>
      context.dishes?.some((dish) => dish._id === params.productId) ?? false,
  },
  actions: {
    ...appActions<FavouritesActionParams>(ID, ['reportFailure']),
    adoptList: assign((_, params: { dishes: Product[] }) => ({ dishes: params.dishes })),
    dropDish: assign(({ context }, params: { productId: string }) => ({
      dishes: required(context.dishes, 'the list').filter((dish) => dish._id !== params.productId),
      productId: params.productId,
    })),
    dropAll: assign({ dishes: [] }),
  },
}).createMachine({
  id: ID,
  description: 'The liked dishes: a change shows at once, then the list is read again.',
  context: { dishes: null, productId: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The list is read; the one shown stays meanwhile.',
      tags: ['loading'],
      invoke: {
        id: 'loadFavourites',
        src: 'loadFavourites',
        onDone: { target: 'shown', actions: { type: 'adoptList', params: ({ event }) => ({ dishes: event.output }) } },
        onError: [
          { guard: 'listShown', target: 'shown', description: 'The list shown stays', actions: report },
          { target: 'failed', actions: report },
        ],
      },
    },
    failed: {
      description: 'The first list could not be loaded: Try again.',
      on: { 'favourites.reload': 'loading' },
    },
    shown: {
      on: {
        'favourites.unlike': {
          guard: { type: 'listed', params: ({ event }) => event },
          target: 'unliking',
          actions: { type: 'dropDish', params: ({ event }) => event },
        },
        'favourites.clearAll': { guard: 'hasDishes', target: 'clearing', actions: 'dropAll' },
      },
    },
    unliking: {
      invoke: {
        id: 'unlike',
        src: 'unlike',
        input: ({ context }) => ({ productId: required(context.productId, 'the dish') }),
        ...readAgain,
      },
    },
    clearing: {
      invoke: { id: 'clearFavourites', src: 'clearFavourites', ...readAgain },
    },
  },
});

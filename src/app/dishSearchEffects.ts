import { fromPromise } from 'xstate';
import type { DishSearchActionParams, DishSearchActors } from '../../machines/dishSearch/dishSearch.types.ts';
import { searchProducts } from '../api/menu.ts';

/** The browser's side of the dish search machine. */
export const dishSearchEffects = {
  actors: {
    searchProducts: fromPromise(({ input }: { input: { term: string; storeId: string } }) =>
      searchProducts(input.term, input.storeId),
    ),
  } satisfies DishSearchActors,
  actions: {
    logFailure: (_: unknown, { error }: DishSearchActionParams['logFailure']) => console.error(error),
  },
};

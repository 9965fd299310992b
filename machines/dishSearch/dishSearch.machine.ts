import { assign, fromPromise, setup } from 'xstate';
import { DISH_SEARCH_DEBOUNCE_MS } from '../../contract/constants.ts';
import type { Product } from '../../contract/menu.ts';
import { LOG_FAILURE } from '../shared/failure.ts';
import { isBlank } from '../shared/isBlank.ts';
import { appActions, notProvided } from '../shared/notProvided.ts';
import type {
  DishSearchActionParams,
  DishSearchActors,
  DishSearchContext,
  DishSearchEvent,
} from './dishSearch.types.ts';

const ID = 'dishSearch';

const actors = {
  searchProducts: fromPromise<Product[], { term: string; storeId: string }>(async () =>
    notProvided(ID, 'searchProducts'),
  ),
} satisfies DishSearchActors;

/** The header's dish search (spec sections 2 and 5): non-blank text only, debounced 300 ms. */
export const dishSearchMachine = setup({
  types: {
    context: {} as DishSearchContext,
    events: {} as DishSearchEvent,
    tags: {} as 'open' | 'loading',
  },
  actors,
  delays: { searchDebounce: DISH_SEARCH_DEBOUNCE_MS },
  guards: {
    textBlank: (_, params: { text: string }) => isBlank(params.text),
  },
  actions: {
    ...appActions<DishSearchActionParams>(ID, ['logFailure']),
    rememberInput: assign((_, params: { text: string; storeId: string }) => ({
      text: params.text,
      storeId: params.storeId,
    })),
    showResults: assign((_, params: { results: Product[] }) => ({ results: params.results })),
    clearResults: assign({ results: [] }),
  },
}).createMachine({
  id: 'dishSearch',
  description: 'Searches the dishes of the outlet while the customer types in the header.',
  context: { text: '', storeId: '', results: [] },
  initial: 'closed',
  on: {
    'search.input': [
      {
        guard: { type: 'textBlank', params: ({ event }) => event },
        target: '.closed',
        description: 'Blank text closes the result panel',
        actions: { type: 'rememberInput', params: ({ event }) => event },
      },
      {
        target: '.debouncing',
        reenter: true,
        description: 'Each keystroke restarts the wait, and cancels a search under way',
        actions: { type: 'rememberInput', params: ({ event }) => event },
      },
    ],
    'search.close': '.closed',
  },
  states: {
    closed: { description: 'No result panel.', entry: 'clearResults' },
    debouncing: {
      description: 'Waits until the customer stops typing for 300 ms.',
      tags: ['open', 'loading'],
      after: { searchDebounce: 'searching' },
    },
    searching: {
      tags: ['open', 'loading'],
      invoke: {
        id: 'searchProducts',
        src: 'searchProducts',
        input: ({ context }) => ({ term: context.text.trim(), storeId: context.storeId }),
        onDone: {
          target: 'showing',
          actions: { type: 'showResults', params: ({ event }) => ({ results: event.output }) },
        },
        onError: {
          target: 'closed',
          description: 'A failed search shows nothing',
          actions: LOG_FAILURE,
        },
      },
    },
    showing: { description: 'The result panel lists the matching dishes.', tags: ['open'] },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_SORT, type SortBy } from '../../contract/constants.ts';
import type { Product, ProductGroup } from '../../contract/menu.ts';
import { failedWith, failureAsError, reportFailure, serverRefused } from '../shared/failure.ts';
import { appActions, notProvided } from '../shared/notProvided.ts';
import type {
  MenuFilter,
  MenuFiltersActionParams,
  MenuFiltersActors,
  MenuFiltersContext,
  MenuFiltersEvent,
  MenuFiltersInput,
  MenuRequest,
} from './menuFilters.types.ts';

const ID = 'menuFilters';

const actors = {
  loadMenu: fromPromise<ProductGroup[], MenuRequest>(async () => notProvided(ID, 'loadMenu')),
  filterProducts: fromPromise<Product[], MenuFilter>(async () => notProvided(ID, 'filterProducts')),
} satisfies MenuFiltersActors;

const KEEP_SERVER_MESSAGE = [{ type: 'keepServerMessage', params: failedWith }] as const;

/** A load under way: the list waits, and the last load's error is forgotten. */
const LOADING_AFRESH = { tags: ['loading'], entry: 'forgetError' } as const;

const NO_FILTERS = { sortBy: DEFAULT_SORT, categories: [], search: '' } satisfies Partial<MenuFiltersContext>;

/** The menu of /product and its Filters modal (spec sections 2 "Menu" and 4 "Sort options"). */
export const menuFiltersMachine = setup({
  types: {
    context: {} as MenuFiltersContext,
    events: {} as MenuFiltersEvent,
    input: {} as MenuFiltersInput,
    tags: {} as 'loading' | 'modalOpen',
  },
  actors,
  guards: {
    menuRequested: ({ context }) => context.storeId !== '',
    serverRefused,
  },
  actions: {
    ...appActions<MenuFiltersActionParams>(ID, ['logFailure', 'rememberVegOnly']),
    chooseVegOnly: assign((_, params: { vegOnly: boolean }) => ({ vegOnly: params.vegOnly })),
    rememberRequest: assign((_, params: { storeId: string; superCategoryId?: string }) => ({
      storeId: params.storeId,
      superCategoryId: params.superCategoryId ?? '',
    })),
    resetFilters: assign(NO_FILTERS),
    chooseSort: assign((_, params: { sortBy: SortBy }) => ({ sortBy: params.sortBy })),
    toggleCategory: assign(({ context }, params: { category: string }) => ({
      categories: context.categories.includes(params.category)
        ? context.categories.filter((category) => category !== params.category)
        : [...context.categories, params.category],
    })),
    typeSearch: assign((_, params: { text: string }) => ({ search: params.text })),
    forgetError: assign({ error: null }),
    showGroups: assign((_, params: { groups: ProductGroup[] }) => ({
      groups: params.groups,
      view: 'grouped' as const,
    })),
    showProducts: assign((_, params: { products: Product[] }) => ({
      products: params.products,
      view: 'flat' as const,
    })),
    keepServerMessage: assign(failureAsError),
  },
}).createMachine({
  id: 'menuFilters',
  description: 'Loads the menu of the outlet, and filters and sorts it.',
  type: 'parallel',
  context: ({ input }) => ({
    storeId: '',
    superCategoryId: '',
    groups: [],
    products: [],
    view: 'grouped',
    ...NO_FILTERS,
    vegOnly: input.vegOnly,
    error: null,
  }),
  on: {
    'filters.vegOnly': {
      description: 'The veg-only switch beside the filters: it hides non-veg dishes at once, and is remembered',
      actions: [
        { type: 'chooseVegOnly', params: ({ event }) => event },
        { type: 'rememberVegOnly', params: ({ event }) => ({ vegOnly: event.vegOnly }) },
      ],
    },
  },
  states: {
    list: {
      description: 'The dishes shown: grouped by category, or one flat list after filters were applied.',
      initial: 'waiting',
      on: {
        'menu.load': {
          target: '.loadingGroups',
          reenter: true,
          description: 'The outlet or the super-category changed: the filters start again',
          actions: [{ type: 'rememberRequest', params: ({ event }) => event }, 'resetFilters'],
        },
        'filters.apply': { guard: 'menuRequested', target: '.loadingFiltered', reenter: true },
        'filters.clearAll': {
          guard: 'menuRequested',
          target: '.loadingGroups',
          reenter: true,
          description: 'Sort back to Popularity, no category, no search text',
          actions: 'resetFilters',
        },
      },
      states: {
        waiting: { description: 'No outlet yet: nothing to show.' },
        loadingGroups: {
          ...LOADING_AFRESH,
          invoke: {
            id: 'loadMenu',
            src: 'loadMenu',
            input: ({ context }) => ({ storeId: context.storeId, superCategoryId: context.superCategoryId }),
            onDone: {
              target: 'grouped',
              actions: { type: 'showGroups', params: ({ event }) => ({ groups: event.output }) },
            },
            onError: reportFailure({ target: 'failed', show: KEEP_SERVER_MESSAGE, failureShown: false }),
          },
        },
        grouped: { description: 'Dishes grouped by category.' },
        loadingFiltered: {
          ...LOADING_AFRESH,
          invoke: {
            id: 'filterProducts',
            src: 'filterProducts',
            input: ({ context }) => ({
              storeId: context.storeId,
              superCategoryId: context.superCategoryId,
              sortBy: context.sortBy,
              categories: context.categories,
              search: context.search,
            }),
            onDone: {
              target: 'flat',
              actions: { type: 'showProducts', params: ({ event }) => ({ products: event.output }) },
            },
            onError: reportFailure({ target: 'failed', show: KEEP_SERVER_MESSAGE, failureShown: false }),
          },
        },
        flat: { description: 'One flat list, filtered and sorted.' },
        failed: {
          description: "Loading failed: the list stays as it was; a server refusal's msg is in `error` for the view.",
        },
      },
    },
    modal: {
      description: 'The Filters modal: sort, categories and search text.',
      initial: 'closed',
      states: {
        closed: { on: { 'filters.open': 'open' } },
        open: {
          tags: ['modalOpen'],
          on: {
            'filters.close': 'closed',
            'filters.apply': { target: 'closed', description: 'The list is filtered and the modal closes' },
            'filters.sort': { actions: { type: 'chooseSort', params: ({ event }) => event } },
            'filters.category': { actions: { type: 'toggleCategory', params: ({ event }) => event } },
            'filters.search': { actions: { type: 'typeSearch', params: ({ event }) => event } },
          },
        },
      },
    },
  },
});

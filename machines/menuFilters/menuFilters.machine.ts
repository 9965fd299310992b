import { assign, fromPromise, raise, setup } from 'xstate';
import { DEFAULT_SORT, type SortBy } from '../../contract/constants.ts';
import type { Product, ProductGroup } from '../../contract/menu.ts';
import { reconnectDelay, reconnecting } from '../shared/backoff.ts';
import { failedWith, failureAsError, LOG_FAILURE, reportFailure, serverRefused } from '../shared/failure.ts';
import { appActions, notProvided } from '../shared/notProvided.ts';
import { NOTE_VISIBILITY, pageShown } from '../shared/pageVisibility.ts';
import type {
  MenuFilter,
  MenuFiltersActionParams,
  MenuFiltersActors,
  MenuFiltersContext,
  MenuFiltersEvent,
  MenuFiltersInput,
  MenuRequest,
  OutletEventsInput,
} from './menuFilters.types.ts';

const ID = 'menuFilters';

const actors = {
  loadMenu: fromPromise<ProductGroup[], MenuRequest>(async () => notProvided(ID, 'loadMenu')),
  filterProducts: fromPromise<Product[], MenuFilter>(async () => notProvided(ID, 'filterProducts')),
  outletEvents: fromPromise<undefined, OutletEventsInput>(async () => notProvided(ID, 'outletEvents')),
} satisfies MenuFiltersActors;

const KEEP_SERVER_MESSAGE = [{ type: 'keepServerMessage', params: failedWith }] as const;

/** A load under way: the list waits, and the last load's error is forgotten. */
const LOADING_AFRESH = { tags: ['loading'], entry: 'forgetError' } as const;

/** What the list is read with: the outlet's whole menu, or its super-category's, grouped by category. */
const menuRequest = ({ context }: { context: MenuFiltersContext }): MenuRequest => ({
  storeId: context.storeId,
  superCategoryId: context.superCategoryId,
});

/** What the filtered list is read with: the filters chosen, to sort and narrow the dishes in one flat list. */
const menuFilter = ({ context }: { context: MenuFiltersContext }): MenuFilter => ({
  ...menuRequest({ context }),
  sortBy: context.sortBy,
  categories: context.categories,
  search: context.search,
});

/** A read's answer shown: the groups of the whole menu or a super-category's, or the filtered list. */
const SHOW_GROUPS = {
  type: 'showGroups',
  params: ({ event }: { event: { output: ProductGroup[] } }) => ({ groups: event.output }),
} as const;
const SHOW_PRODUCTS = {
  type: 'showProducts',
  params: ({ event }: { event: { output: Product[] } }) => ({ products: event.output }),
} as const;

/**
 * A switch of the staff followed: the list read again, and the outlet too, for the app to pass on (the page's banner
 * says whether the outlet takes orders, the order types follow it).
 */
const FOLLOW_SWITCH = [
  'refreshList',
  { type: 'readOutletAgain', params: ({ context }: { context: MenuFiltersContext }) => ({ storeId: context.storeId }) },
] as const;

/** How one view of the list is read: the read's ids, its actor and input, and the action that shows its answer. */
interface ListRead<Src extends 'loadMenu' | 'filterProducts', Show> {
  loadId: string;
  refreshId: string;
  src: Src;
  input: Src extends 'loadMenu' ? typeof menuRequest : typeof menuFilter;
  show: Show;
}

/**
 * One view of the list (the groups, or the flat list) in three states: `loading` it afresh (the skeleton), `shown`,
 * and `refreshing` after a switch of the staff, the view staying shown meanwhile. A switch during a read reads anew.
 * The states' own descriptions are written beside them at the chart, where the shop's build leaves them out.
 */
const listView = <
  Loading extends string,
  Shown extends string,
  Refreshing extends string,
  Src extends 'loadMenu' | 'filterProducts',
  Show,
>(view: {
  loading: Loading;
  shown: Shown;
  refreshing: Refreshing;
  read: ListRead<Src, Show>;
}) =>
  ({
    loading: {
      ...LOADING_AFRESH,
      invoke: {
        id: view.read.loadId,
        src: view.read.src,
        input: view.read.input,
        onDone: { target: view.shown, actions: view.read.show },
        onError: reportFailure({ target: 'failed', show: KEEP_SERVER_MESSAGE, failureShown: false }),
      },
      on: {
        'menu.changed': { target: view.loading, reenter: true, description: 'Changed meanwhile: read anew' },
      },
    },
    shown: { on: { 'menu.changed': view.refreshing } },
    refreshing: {
      invoke: {
        id: view.read.refreshId,
        src: view.read.src,
        input: view.read.input,
        onDone: { target: view.shown, actions: view.read.show },
        onError: { target: view.shown, description: 'Logged: the list stays as it was', actions: LOG_FAILURE },
      },
      on: { 'menu.changed': { target: view.refreshing, reenter: true, description: 'The newest read wins' } },
    },
  }) as const;

/** The grouped list, the whole menu's or a super-category's. */
const GROUPED = listView({
  loading: 'loadingGroups',
  shown: 'grouped',
  refreshing: 'refreshingGroups',
  read: { loadId: 'loadMenu', refreshId: 'refreshMenu', src: 'loadMenu', input: menuRequest, show: SHOW_GROUPS },
});

/** The flat list, after filters were applied. */
const FLAT = listView({
  loading: 'loadingFiltered',
  shown: 'flat',
  refreshing: 'refreshingFiltered',
  read: {
    loadId: 'filterProducts',
    refreshId: 'refreshFiltered',
    src: 'filterProducts',
    input: menuFilter,
    show: SHOW_PRODUCTS,
  },
});

const NO_FILTERS = { sortBy: DEFAULT_SORT, categories: [], search: '' } satisfies Partial<MenuFiltersContext>;

/**
 * The menu of /product and its Filters modal (spec sections 2 "Menu" and 4 "Sort options"), following its outlet
 * live: a dish the staff mark sold out reads 'Not Available' within a second, without a reload.
 */
export const menuFiltersMachine = setup({
  types: {
    context: {} as MenuFiltersContext,
    events: {} as MenuFiltersEvent,
    input: {} as MenuFiltersInput,
    tags: {} as 'loading' | 'modalOpen',
  },
  actors,
  delays: { reconnectBackoff: ({ context }) => reconnectDelay(context.drops) },
  guards: {
    menuRequested: ({ context }) => context.storeId !== '',
    serverRefused,
    otherOutlet: ({ context }, params: { storeId: string }) => params.storeId !== context.storeId,
    reconnected: ({ context }) => context.drops > 0,
    backOnline: (_, params: { online: boolean }) => params.online,
    /** Another outlet's menu, on a page that is shown. */
    otherOutletShown: ({ context }, params: { storeId: string }) =>
      params.storeId !== context.storeId && context.visible,
    /** The page was hidden, where a menu was asked for. */
    hiddenWithMenu: ({ context }, params: { visible: boolean }) => context.storeId !== '' && !params.visible,
    pageShown,
  },
  actions: {
    ...appActions<MenuFiltersActionParams>(ID, ['logFailure', 'rememberVegOnly', 'readOutletAgain']),
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
    countDrop: assign(({ context }) => ({ drops: context.drops + 1 })),
    resetDrops: assign({ drops: 0 }),
    noteVisibility: assign((_, params: { visible: boolean }) => ({ visible: params.visible })),
    refreshList: raise({ type: 'menu.changed' }),
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
    drops: 0,
    visible: input.visible,
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
          description: 'The outlet or the super-category changed: the filters start again',
          actions: [{ type: 'rememberRequest', params: ({ event }) => event }, 'resetFilters'],
        },
        'filters.apply': { guard: 'menuRequested', target: '.loadingFiltered' },
        'filters.clearAll': {
          guard: 'menuRequested',
          target: '.loadingGroups',
          description: 'Sort back to Popularity, no category, no search text',
          actions: 'resetFilters',
        },
      },
      states: {
        waiting: { description: 'No outlet yet: nothing to show.' },
        loadingGroups: GROUPED.loading,
        // Their descriptions beside them, where the shop's build leaves them out (scripts/lib/machineDescriptions.ts).
        grouped: { description: 'Dishes grouped by category.', ...GROUPED.shown },
        refreshingGroups: {
          description: 'The staff switched something: the groups are read again, and stay shown meanwhile.',
          ...GROUPED.refreshing,
        },
        loadingFiltered: FLAT.loading,
        flat: { description: 'One flat list, filtered and sorted.', ...FLAT.shown },
        refreshingFiltered: {
          description: 'The staff switched something: the filtered list is read again, and stays shown meanwhile.',
          ...FLAT.refreshing,
        },
        failed: {
          description: "Loading failed: the list stays as it was; a server refusal's msg is in `error` for the view.",
        },
      },
    },
    modal: {
      description: 'The Filters modal: sort, categories and search text.',
      initial: 'closed',
      on: { 'menu.load': { target: '.closed', description: 'Another outlet or super-category: the modal closes' } },
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
    live: {
      description:
        "The outlet's live events: each switch the staff make (a dish sold out or back, the outlet closed) reads the list and the outlet again.",
      initial: 'off',
      on: {
        'menu.load': [
          {
            guard: { type: 'otherOutletShown', params: ({ event }) => event },
            target: '.following',
            description: 'Another outlet: its events are followed instead',
            actions: 'resetDrops',
          },
          {
            guard: { type: 'otherOutlet', params: ({ event }) => event },
            target: '.resting',
            description: 'Another outlet while the page is hidden: followed once it is shown',
          },
        ],
        'visibility.changed': [
          {
            guard: { type: 'hiddenWithMenu', params: ({ event }) => event },
            target: '.resting',
            actions: NOTE_VISIBILITY,
            description: 'The page was hidden: the stream is closed',
          },
          { actions: NOTE_VISIBILITY, description: 'Noted: shown, or hidden before there is a menu to follow' },
        ],
      },
      states: {
        off: { description: 'No outlet yet: nothing to follow.' },
        following: {
          description: "The outlet's event stream is connected (or connecting).",
          invoke: {
            id: 'outletEvents',
            src: 'outletEvents',
            input: ({ context, self }) => ({ storeId: context.storeId, listener: self }),
            onDone: { target: 'waiting', actions: 'countDrop', description: 'The server ended the stream' },
            onError: { target: 'waiting', actions: 'countDrop', description: 'The stream broke, or was refused' },
          },
          on: {
            'live.opened': {
              guard: 'reconnected',
              actions: ['resetDrops', ...FOLLOW_SWITCH],
              description:
                'Connected again: the list and the outlet are read again, as switches may have been missed meanwhile',
            },
            'live.changed': {
              actions: FOLLOW_SWITCH,
              description: 'The staff switched something: the list and the outlet are read again',
            },
          },
        },
        waiting: reconnecting('following'),
        resting: {
          description:
            "The page is hidden (another tab, the phone locked): no stream, so a page left in the background holds none of the server's connections.",
          // Counted as a drop: once the page is shown, the stream's opening reads the list and the outlet again.
          entry: 'countDrop',
          on: {
            'visibility.changed': {
              guard: { type: 'pageShown', params: ({ event }) => event },
              target: 'following',
              actions: NOTE_VISIBILITY,
              description: 'The page was shown: the stream is opened again',
            },
          },
        },
      },
    },
  },
});

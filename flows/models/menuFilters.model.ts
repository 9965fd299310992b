import * as MESSAGES from '../../contract/messages.ts';
import { menuFiltersMachine } from '../../machines/menuFilters/menuFilters.machine.ts';
import type {
  MenuFiltersActionParams,
  MenuFiltersActors,
  MenuFiltersContext,
} from '../../machines/menuFilters/menuFilters.types.ts';
import { RECONNECT_MAX_MS } from '../../machines/shared/backoff.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline, refusal } from '../samples/failures.ts';
import { chickenManchow, hakkaNoodles, manchowSoup } from '../samples/products.ts';

export const STORE = 'surat-adajan';
const OTHER_STORE = 'surat-vesu';
export const groups = [
  { _id: 'Soups', products: [manchowSoup, chickenManchow] },
  { _id: 'Noodles', products: [hakkaNoodles] },
];

const actors = { loadMenu: true, filterProducts: true, outletEvents: true } satisfies Record<
  keyof MenuFiltersActors,
  true
>;
const actions = { logFailure: true, rememberVegOnly: true, readOutletAgain: true } satisfies Record<
  keyof MenuFiltersActionParams,
  true
>;

export const menuFiltersModel: MachineModel = {
  // The walk moves its clock by a delay's number: the reconnection waits the longest every time.
  machine: menuFiltersMachine.provide({ delays: { reconnectBackoff: RECONNECT_MAX_MS } }),
  starts: [
    { name: 'every dish', input: { vegOnly: false, visible: true } },
    { name: 'veg only, as remembered', input: { vegOnly: true, visible: true } },
  ],
  actors: Object.keys(actors),
  actions: Object.keys(actions),
  // The guards read only which outlet's menu was asked for, whether its stream dropped and whether the page is shown;
  // the filters are data.
  key: (snapshot) => {
    const { storeId, drops, visible } = snapshot.context as MenuFiltersContext;
    return { storeId, drops: Math.min(drops, 1), visible };
  },
  events: () => [
    { type: 'menu.load', storeId: STORE },
    { type: 'menu.load', storeId: STORE, superCategoryId: 'noodles-and-rice' },
    { type: 'menu.load', storeId: OTHER_STORE },
    { type: 'filters.open' },
    { type: 'filters.close' },
    { type: 'filters.sort', sortBy: '3' },
    { type: 'filters.category', category: 'Noodles' },
    { type: 'filters.search', text: 'hakka' },
    { type: 'filters.apply' },
    { type: 'filters.clearAll' },
    { type: 'filters.vegOnly', vegOnly: true },
    { type: 'filters.vegOnly', vegOnly: false },
    done('loadMenu', groups),
    failed('loadMenu', refusal(404, MESSAGES.superCategoryNotFound)),
    failed('loadMenu', offline),
    done('filterProducts', [hakkaNoodles]),
    failed('filterProducts', refusal(400, 'sortBy must be 1, 2, 3 or 4')),
    failed('filterProducts', offline),
    done('refreshMenu', groups),
    failed('refreshMenu', offline),
    done('refreshFiltered', [hakkaNoodles]),
    failed('refreshFiltered', offline),
    { type: 'live.opened' },
    { type: 'live.changed' },
    done('outletEvents', undefined),
    failed('outletEvents', offline),
    { type: 'connection.changed', online: false },
    { type: 'connection.changed', online: true },
    { type: 'visibility.changed', visible: false },
    { type: 'visibility.changed', visible: true },
  ],
};

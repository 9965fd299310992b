import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import type { Product, ProductGroup } from '../../contract/menu.ts';
import { menuFiltersMachine } from '../../machines/menuFilters/menuFilters.machine.ts';
import type { MenuFilter, MenuRequest, OutletEventsInput } from '../../machines/menuFilters/menuFilters.types.ts';
import { fetchPageMenu, filterProducts } from '../api/menuPage.ts';
import { watchOutlet } from '../api/outletEvents.ts';
import { checkOutletActive } from '../api/outlets.ts';
import { inspectForViewer } from './liveFlows.ts';
import { isPageVisible } from './pageVisible.ts';
import { readStoredLocation, readVegOnly, writeStored } from './storage.ts';

/**
 * The outlet as its staff just left it (closed, open again, a service paused), saved in place of the one this browser
 * keeps while it is still the one chosen: the location actor, which reads the saved location every second, adopts
 * it, and the page's closed banner, its ADD buttons and the order types follow.
 */
async function saveOutletAgain(storeId: string): Promise<void> {
  const outlet = await checkOutletActive(storeId);
  if (readStoredLocation().outlet?.id === outlet.id) writeStored(STORAGE_KEYS.location, outlet);
}

const menuWithApi = menuFiltersMachine.provide({
  actors: {
    loadMenu: fromPromise<ProductGroup[], MenuRequest>(({ input }) => fetchPageMenu(input)),
    filterProducts: fromPromise<Product[], MenuFilter>(({ input }) => filterProducts(input)),
    // The stream's news come back as the machine's events; aborted when the menu stops following the outlet.
    outletEvents: fromPromise<undefined, OutletEventsInput>(({ input: { storeId, listener }, signal }) =>
      watchOutlet(
        storeId,
        {
          onOpen: () => listener.send({ type: 'live.opened' }),
          onChange: () => listener.send({ type: 'live.changed' }),
        },
        signal,
      ),
    ),
  },
  actions: {
    logFailure: (_, params) => console.error(params.error),
    rememberVegOnly: (_, params) => writeStored(STORAGE_KEYS.vegOnly, params.vegOnly),
    // A failed read leaves the outlet as it was: the next switch, or the next page's read, tries again.
    readOutletAgain: (_, params) =>
      void saveOutletAgain(params.storeId).catch((error: unknown) => console.error(error)),
  },
});

/** The menu of /product, its filters and its outlet followed live, one actor per visit of the page, veg-only as this browser left it. */
export const useMenuFilters = () =>
  useActorRef(menuWithApi, { input: { vegOnly: readVegOnly(), visible: isPageVisible() }, inspect: inspectForViewer });

export type MenuFiltersActor = ReturnType<typeof useMenuFilters>;

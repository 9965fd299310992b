import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Product, ProductGroup } from '../../../contract/menu.ts';
import { menuFiltersMachine } from '../../../machines/menuFilters/menuFilters.machine.ts';
import type { MenuFilter, MenuRequest } from '../../../machines/menuFilters/menuFilters.types.ts';
import { fetchMenu, fetchSuperCategoryMenu, filterProducts } from '../../api/menu.ts';
import { inspectForViewer } from '../../app/liveFlows.ts';

const menuWithApi = menuFiltersMachine.provide({
  actors: {
    loadMenu: fromPromise<ProductGroup[], MenuRequest>(({ input }) =>
      input.superCategoryId === ''
        ? fetchMenu(input.storeId)
        : fetchSuperCategoryMenu(input.superCategoryId, input.storeId),
    ),
    filterProducts: fromPromise<Product[], MenuFilter>(({ input }) => filterProducts(input)),
  },
  actions: {
    logFailure: (_, params) => console.error(params.error),
  },
});

/** The menu of /product and its filters, one actor per visit of the page. */
export const useMenuFilters = () => useActorRef(menuWithApi, { inspect: inspectForViewer });

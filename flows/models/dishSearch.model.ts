import { dishSearchMachine } from '../../machines/dishSearch/dishSearch.machine.ts';
import type { DishSearchActionParams, DishSearchActors } from '../../machines/dishSearch/dishSearch.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline } from '../samples/failures.ts';
import { hakkaNoodles } from '../samples/products.ts';

export const STORE = 'surat-adajan';

export const dishSearchModel: MachineModel = {
  machine: dishSearchMachine,
  starts: [{ name: 'the header', input: undefined }],
  actors: Object.keys({ searchProducts: true } satisfies Record<keyof DishSearchActors, true>),
  actions: Object.keys({ logFailure: true } satisfies Record<keyof DishSearchActionParams, true>),
  events: () => [
    { type: 'search.input', text: 'noodles', storeId: STORE },
    { type: 'search.input', text: '   ', storeId: STORE },
    { type: 'search.close' },
    done('searchProducts', [hakkaNoodles]),
    failed('searchProducts', offline),
  ],
};

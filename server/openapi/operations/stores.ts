import { StoreListSchema, StoreSchema } from '../../../contract/store.ts';
import { operationsOf } from '../operation.ts';
import { OUTLET_NAMED } from './sharedCalls.ts';

export const storeOperations = operationsOf('Stores', {
  list: { summary: 'The active outlets, by city', data: StoreListSchema },
  details: {
    summary: "An active outlet's address, numbers and hours",
    data: StoreSchema,
    ...OUTLET_NAMED,
  },
});

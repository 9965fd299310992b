import * as MESSAGES from '../../../contract/messages.ts';
import { StoreListSchema, StoreSchema } from '../../../contract/store.ts';
import { operationsOf } from '../operation.ts';

const stores = operationsOf('Stores');

export const storeOperations = {
  list: stores({ summary: 'The active outlets, by city', data: StoreListSchema }),
  details: stores({
    summary: "An active outlet's address, numbers and hours",
    data: StoreSchema,
    refusals: { 404: [MESSAGES.outletNotFound] },
  }),
};

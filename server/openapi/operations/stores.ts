import * as MESSAGES from '../../../contract/messages.ts';
import { StoreListSchema, StoreSchema } from '../../../contract/store.ts';
import { operationsOf } from '../operation.ts';
import { notFound } from './sharedCalls.ts';

export const storeOperations = operationsOf('Stores', {
  list: { summary: 'The active outlets, by city', data: StoreListSchema },
  details: {
    summary: "An active outlet's address, numbers and hours",
    data: StoreSchema,
    refusals: notFound(MESSAGES.outletNotFound),
  },
});

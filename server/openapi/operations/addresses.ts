import { AddressListSchema } from '../../../contract/address.ts';
import { GeocodeReplySchema } from '../../../contract/addressRules.ts';
import { MAX_SAVED_ADDRESSES } from '../../../contract/constants.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { operationsOf } from '../operation.ts';
import { notFound } from './sharedCalls.ts';

const GONE = notFound(MESSAGES.addressNotFound);

export const addressOperations = operationsOf('Addresses', {
  geocode: {
    summary: 'Find a typed address on the map',
    description: 'The address line as the form joins it: house, address, city, state, pincode.',
    data: GeocodeReplySchema,
    refusals: { 404: [MESSAGES.addressNotFoundOnMap], 502: [MESSAGES.somethingWrong] },
  },
  add: {
    summary: 'Save a delivery address',
    description: "The reply holds the customer's addresses as they now are.",
    data: AddressListSchema,
    msg: [MESSAGES.addressSaved],
    refusals: { 409: [MESSAGES.addressLimit(MAX_SAVED_ADDRESSES)] },
  },
  update: {
    summary: 'Change a saved address',
    data: AddressListSchema,
    msg: [MESSAGES.addressSaved],
    refusals: GONE,
  },
  delete: {
    summary: 'Delete a saved address',
    data: AddressListSchema,
    msg: [MESSAGES.addressDeleted],
    refusals: GONE,
  },
});

import { fromPromise } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import type { AddressActionParams, AddressActorIO } from '../../machines/address/address.types.ts';
import { addAddress, geocodeAddress, updateAddress } from '../api/addresses.ts';
import { toast } from '../ui/toast.ts';
import { replaceAddresses } from './profileStore.ts';

type IO<Name extends keyof AddressActorIO> = AddressActorIO[Name];

/** The browser's side of the address form: the server geocodes and saves; the new list replaces the profile's. */
export const addressEffects = {
  actors: {
    geocode: fromPromise<IO<'geocode'>['output'], IO<'geocode'>['input']>(({ input }) => geocodeAddress(input.address)),
    saveAddress: fromPromise<IO<'saveAddress'>['output'], IO<'saveAddress'>['input']>(({ input }) =>
      input.mode === 'update' ? updateAddress(input.id, input) : addAddress(input),
    ),
  },
  actions: {
    addressSaved: (_: unknown, { addresses }: AddressActionParams['addressSaved']) => {
      replaceAddresses(addresses);
      toast.success(MESSAGES.addressSaved);
    },
    logFailure: (_: unknown, { error }: AddressActionParams['logFailure']) => console.error(error),
  },
};

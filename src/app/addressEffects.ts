import { fromPromise } from 'xstate';
import type { Address } from '../../contract/address.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { AddressActionParams, AddressActorIO } from '../../machines/address/address.types.ts';
import { addAddress, geocodeAddress, updateAddress } from '../api/addresses.ts';
import { toast } from '../ui/toast.ts';

type IO<Name extends keyof AddressActorIO> = AddressActorIO[Name];

/** The browser's side of the address form: the server geocodes and saves; `onSaved` hands the shop the new list. */
export const addressEffects = (onSaved: (addresses: Address[]) => void) => ({
  actors: {
    geocode: fromPromise<IO<'geocode'>['output'], IO<'geocode'>['input']>(({ input }) => geocodeAddress(input.address)),
    saveAddress: fromPromise<IO<'saveAddress'>['output'], IO<'saveAddress'>['input']>(({ input }) =>
      input.mode === 'update' ? updateAddress(input.id, input) : addAddress(input),
    ),
  },
  actions: {
    addressSaved: (_: unknown, { addresses }: AddressActionParams['addressSaved']) => {
      onSaved(addresses);
      toast.success(MESSAGES.addressSaved);
    },
    logFailure: (_: unknown, { error }: AddressActionParams['logFailure']) => console.error(error),
  },
});

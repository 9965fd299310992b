import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import * as MESSAGES from '../../../contract/messages.ts';
import { addressRemovalMachine } from '../../../machines/addressRemoval/addressRemoval.machine.ts';
import type {
  AddressRemovalActionParams,
  AddressRemovalActorIO,
} from '../../../machines/addressRemoval/addressRemoval.types.ts';
import { deleteAddress } from '../../api/addresses.ts';
import { toast } from '../../ui/toast.ts';
import { inspectForViewer } from '../liveFlows.ts';
import { reportFailure } from '../reportFailure.ts';
import { useShopSend } from '../shopHooks.ts';

type RemoveIO = AddressRemovalActorIO['removeAddress'];

/** My Address's delete dialog, one actor per visit of the page; the shop adopts the addresses left. */
export function useAddressRemoval() {
  const send = useShopSend();
  return useActorRef(
    addressRemovalMachine.provide({
      actors: {
        removeAddress: fromPromise<RemoveIO['output'], RemoveIO['input']>(({ input }) =>
          deleteAddress(input.addressId),
        ),
      },
      actions: {
        addressRemoved: (_, { addresses }: AddressRemovalActionParams['addressRemoved']) => {
          send({ type: 'addresses.saved', addresses });
          toast.success(MESSAGES.addressDeleted);
        },
        reportFailure: (_, { error }: AddressRemovalActionParams['reportFailure']) => reportFailure(error),
      },
    }),
    { inspect: inspectForViewer },
  );
}

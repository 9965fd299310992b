import { assign, setup } from 'xstate';
import type { Address } from '../../contract/address.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import { required } from '../shared/required.ts';
import type {
  AddressRemovalActionParams,
  AddressRemovalActorIO,
  AddressRemovalContext,
  AddressRemovalEvent,
} from './addressRemoval.types.ts';

const ID = 'addressRemoval';

/**
 * Deleting a saved address from My Address: the dialog asks first, since a slip of the finger should not
 * lose it; the address goes once the server has deleted it, and a failure leaves the dialog open to try again.
 */
export const addressRemovalMachine = setup({
  types: {
    context: {} as AddressRemovalContext,
    events: {} as AddressRemovalEvent,
    tags: {} as 'busy',
  },
  actors: appActors<AddressRemovalActorIO>(ID, ['removeAddress']),
  actions: {
    ...appActions<AddressRemovalActionParams>(ID, ['addressRemoved', 'reportFailure']),
    remember: assign((_, params: { address: Address }) => ({ address: params.address })),
    forget: assign({ address: null }),
  },
}).createMachine({
  id: ID,
  description: 'Delete an address: asked first, gone once the server has deleted it.',
  context: { address: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'removal.ask': { target: 'asking', actions: { type: 'remember', params: ({ event }) => event } } },
    },
    asking: {
      description: "'Delete this address?' with the address, Keep it and Delete.",
      on: {
        'removal.cancel': { target: 'idle', actions: 'forget' },
        'removal.confirm': 'removing',
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeAddress',
        src: 'removeAddress',
        input: ({ context }) => ({ addressId: required(context.address, 'the address')._id }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'addressRemoved', params: ({ event }) => ({ addresses: event.output }) }, 'forget'],
        },
        onError: {
          target: 'asking',
          description: 'The dialog stays open to try again',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

import { addressRemovalMachine } from '../../machines/addressRemoval/addressRemoval.machine.ts';
import type {
  AddressRemovalActionParams,
  AddressRemovalActorIO,
} from '../../machines/addressRemoval/addressRemoval.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { home, office } from '../samples/addresses.ts';
import { refusal } from '../samples/failures.ts';

export const addressRemovalModel: MachineModel = {
  machine: addressRemovalMachine,
  starts: [{ name: 'My Address', input: undefined }],
  actors: Object.keys({ removeAddress: true } satisfies Record<keyof AddressRemovalActorIO, true>),
  actions: Object.keys({ addressRemoved: true, reportFailure: true } satisfies Record<
    keyof AddressRemovalActionParams,
    true
  >),
  events: () => [
    { type: 'removal.ask', address: home },
    { type: 'removal.cancel' },
    { type: 'removal.confirm' },
    done('removeAddress', [office]),
    failed('removeAddress', refusal(404, 'Address not found')),
  ],
};

import type { AnyMachineSnapshot } from 'xstate';
import type { Profile } from '../../contract/auth.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { profileMachine } from '../../machines/profile/profile.machine.ts';
import type { ProfileActionParams, ProfileActorIO, ProfileContext } from '../../machines/profile/profile.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline, refusal } from '../samples/failures.ts';

export const asha: Profile = {
  id: 'c-1',
  first_name: 'Asha',
  last_name: 'Patel',
  mobile_number: '9876543210',
  email: 'asha@example.com',
  wallet: 0,
  deliveryOutletStore: null,
  delivery_type: 'take_out',
  address: [],
};

export const profileModel: MachineModel = {
  machine: profileMachine,
  starts: [{ name: 'the profile page', input: undefined }],
  actors: Object.keys({ loadProfile: true, saveProfile: true } satisfies Record<keyof ProfileActorIO, true>),
  actions: Object.keys({ profileSaved: true } satisfies Record<keyof ProfileActionParams, true>),
  // The guard reads whether the form passes its rules.
  key: (snapshot: AnyMachineSnapshot) => Object.values((snapshot.context as ProfileContext).fields).every(Boolean),
  events: () => [
    { type: 'profile.change', field: 'last_name', value: '' },
    { type: 'profile.change', field: 'last_name', value: 'Shah' },
    { type: 'profile.submit' },
    { type: 'profile.retry' },
    done('loadProfile', asha),
    failed('loadProfile', offline),
    done('saveProfile', { ...asha, last_name: 'Shah' }),
    failed('saveProfile', refusal(401, MESSAGES.sessionExpired)),
  ],
};

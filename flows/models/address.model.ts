import type { AnyMachineSnapshot } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import { addressMachine } from '../../machines/address/address.machine.ts';
import { addressProblem, pinStillFits } from '../../machines/address/address.rules.ts';
import type {
  AddressActionParams,
  AddressActorIO,
  AddressContext,
  AddressInput,
} from '../../machines/address/address.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { dragged, geocoded, home, office, outOfReach } from '../samples/addresses.ts';
import { offline, refusal } from '../samples/failures.ts';

/** The cart page's Add address. */
export const adding: AddressInput = { mode: 'add', requireLongHouseNumber: false };
/** The profile page's update of a saved address. */
export const updatingOnProfile: AddressInput = { mode: 'update', address: home, requireLongHouseNumber: true };

export const addressModel: MachineModel = {
  machine: addressMachine,
  starts: [
    { name: 'adding at checkout', input: adding },
    { name: 'updating on the profile', input: updatingOnProfile },
  ],
  actors: Object.keys({ geocode: true, saveAddress: true } satisfies Record<keyof AddressActorIO, true>),
  actions: Object.keys({ addressSaved: true, logFailure: true } satisfies Record<keyof AddressActionParams, true>),
  // What the guards read: the first rule the form breaks, and whether the pin still fits the address text.
  key: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as AddressContext;
    return {
      problem: addressProblem(context.fields, context.requireLongHouseNumber),
      pinFits: context.pin !== null && pinStillFits(context.fields, context.pinnedLine),
    };
  },
  events: () => [
    { type: 'field.change', field: 'name', value: '' },
    { type: 'field.change', field: 'name', value: 'Asha Patel' },
    { type: 'field.change', field: 'email', value: 'asha@' },
    { type: 'field.change', field: 'email', value: 'asha@example.com' },
    { type: 'field.change', field: 'house_number', value: '12' },
    { type: 'field.change', field: 'house_number', value: 'B-402' },
    { type: 'field.change', field: 'address_line_1', value: 'Ghod Dod Road' },
    { type: 'field.change', field: 'address_line_1', value: 'Athwa Gate' },
    { type: 'field.change', field: 'city', value: 'Surat' },
    { type: 'field.change', field: 'state', value: 'Gujarat' },
    { type: 'field.change', field: 'pinCode', value: '395007' },
    { type: 'field.change', field: 'addType', value: 'office' },
    { type: 'address.submit' },
    { type: 'pin.move', ...dragged },
    { type: 'address.back' },
    { type: 'address.confirm' },
    { type: 'address.cancel' },
    { type: 'address.dismiss' },
    done('geocode', geocoded),
    failed('geocode', refusal(422, MESSAGES.addressNotFoundOnMap)),
    failed('geocode', offline),
    done('saveAddress', [home, office]),
    done('saveAddress', [home, outOfReach]),
    failed('saveAddress', refusal(404, MESSAGES.addressNotFound)),
    failed('saveAddress', offline),
  ],
};

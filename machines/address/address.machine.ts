import { assign, setup } from 'xstate';
import type { Address } from '../../contract/address.ts';
import { type AddressFields, addressLine } from '../../contract/addressRules.ts';
import { DELIVERY_RADIUS_KM } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { NO_PROBLEM, problemShown } from '../../contract/textRules.ts';
import { failedWith, isServerRefusal, reportFailure, serverRefused } from '../shared/failure.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import { required } from '../shared/required.ts';
import { addressProblem, EMPTY_FIELDS, fieldsOf, pinCodeDigits, pinStillFits, tidyFields } from './address.rules.ts';
import type {
  AddressActionParams,
  AddressActorIO,
  AddressContext,
  AddressEvent,
  AddressFieldChange,
  AddressInput,
  Pin,
  SaveAddressInput,
} from './address.types.ts';

const ID = 'address';

/** The server's refusal is shown as it reads; a network failure as 'Something Wrong! ...' (spec section 8). */
const failureMessage = (error: unknown) => (isServerRefusal(error) ? error.message : MESSAGES.somethingWrong);

const SHOW_FAILURE = [{ type: 'showFailure', params: failedWith }] as const;
const SAID = { refused: "The server's msg", failed: "A network failure: 'Something Wrong! Try Again after some time'" };

function saveInput(context: AddressContext): SaveAddressInput {
  const pin = required(context.pin, 'the pin being confirmed');
  const saved = { fields: tidyFields(context.fields), lat: pin.lat, lng: pin.lng };
  return context.mode === 'update' && context.addressId !== null
    ? { ...saved, mode: 'update', id: context.addressId }
    : { ...saved, mode: 'add' };
}

/**
 * How far the address just saved is from the customer's outlet when that outlet does not deliver there, else
 * null. The saved one is the one updated or, added, the last of the list (oldest first).
 */
function distanceBeyondReach(context: AddressContext, addresses: Address[]): number | null {
  const saved =
    context.mode === 'update' ? addresses.find((address) => address._id === context.addressId) : addresses.at(-1);
  return saved && !saved.deliverable ? saved.distanceKm : null;
}

/**
 * Adding or updating a delivery address (spec sections 4 "Address", 5 "Address form", 8): the form and
 * its rules, the server geocodes the joined address, the customer confirms it on the map (dragging the
 * pin if it is off), and the address is saved with that pin.
 *
 * The pin belongs to the address line it was placed for. Submitting the form again with a line that
 * joins to the same text (only the name, email or type changed, say) keeps the pin, dragged or not,
 * instead of geocoding again; updating an address whose text is unchanged opens the map at its saved pin.
 *
 * An address saved beyond the delivery radius of the customer's outlet is kept, and the overlay says at once
 * that it cannot be chosen for delivery from there, rather than the order's Confirm saying so at the end.
 */
export const addressMachine = setup({
  types: {
    context: {} as AddressContext,
    events: {} as AddressEvent,
    input: {} as AddressInput,
    tags: {} as 'loading',
  },
  actors: appActors<AddressActorIO>(ID, ['geocode', 'saveAddress']),
  guards: {
    formInvalid: ({ context }) => addressProblem(context.fields, context.requireLongHouseNumber) !== null,
    pinStillFits: ({ context }) => context.pin !== null && pinStillFits(context.fields, context.pinnedLine),
    serverRefused,
    savedBeyondReach: ({ context }, params: { addresses: Address[] }) =>
      distanceBeyondReach(context, params.addresses) !== null,
  },
  actions: {
    ...appActions<AddressActionParams>(ID, ['addressSaved', 'logFailure']),
    setField: assign(({ context }, params: AddressFieldChange) => {
      const fields: AddressFields = { ...context.fields, [params.field]: params.value };
      return { fields: { ...fields, pinCode: pinCodeDigits(fields.pinCode) }, ...NO_PROBLEM };
    }),
    showFormProblem: assign(({ context }) =>
      problemShown(addressProblem(context.fields, context.requireLongHouseNumber)),
    ),
    placePin: assign(({ context }, params: Pin) => ({
      pin: { lat: params.lat, lng: params.lng },
      pinnedLine: addressLine(context.fields),
    })),
    movePin: assign((_, params: Pin) => ({ pin: { lat: params.lat, lng: params.lng } })),
    showFailure: assign((_, params: { error: unknown }) => ({ ...NO_PROBLEM, error: failureMessage(params.error) })),
    clearError: assign(NO_PROBLEM),
    showBeyondReach: assign(({ context }, params: { addresses: Address[] }) => ({
      notice: MESSAGES.addressBeyondReach(
        required(distanceBeyondReach(context, params.addresses), 'the distance beyond reach'),
        DELIVERY_RADIUS_KM,
      ),
    })),
  },
}).createMachine({
  id: 'address',
  description:
    'Adds or updates a delivery address: the form, the server finds it on the map, the customer confirms the pin.',
  context: ({ input }) =>
    input.mode === 'update'
      ? {
          mode: 'update',
          addressId: input.address._id,
          requireLongHouseNumber: input.requireLongHouseNumber,
          // The saved pin stays while the draft's line is the saved one's (pinnedLine).
          fields: input.draft ?? fieldsOf(input.address),
          pin: { lat: input.address.lat, lng: input.address.long },
          pinnedLine: addressLine(fieldsOf(input.address)),
          ...NO_PROBLEM,
          notice: null,
        }
      : {
          mode: 'add',
          addressId: null,
          requireLongHouseNumber: input.requireLongHouseNumber,
          fields: input.draft ?? EMPTY_FIELDS,
          pin: null,
          pinnedLine: null,
          ...NO_PROBLEM,
          notice: null,
        },
  initial: 'editing',
  on: {
    'address.cancel': {
      target: '.closed',
      description: 'Closing the overlay saves nothing; the app keeps a new address as typed for the next form',
    },
  },
  states: {
    editing: {
      description: 'The form: type, name, email, house number, address, city, state, pincode (digits only, at most 6).',
      on: {
        'field.change': { actions: { type: 'setField', params: ({ event }) => event } },
        'address.submit': [
          {
            guard: 'formInvalid',
            actions: 'showFormProblem',
            description: 'The first rule broken, in the form order; the house number minimum on the profile page',
          },
          {
            guard: 'pinStillFits',
            target: 'confirming',
            actions: 'clearError',
            description: 'The address text is unchanged: the map opens at the pin already placed',
          },
          { target: 'geocoding', actions: 'clearError' },
        ],
      },
    },
    geocoding: {
      description: 'The server finds the joined address (house, address, city, state, pincode) on the map.',
      tags: ['loading'],
      invoke: {
        id: 'geocode',
        src: 'geocode',
        input: ({ context }) => ({ address: addressLine(context.fields) }),
        onDone: {
          target: 'confirming',
          description: 'The map opens with the pin on the address found',
          actions: { type: 'placePin', params: ({ event }) => event.output },
        },
        onError: reportFailure({ target: 'editing', show: SHOW_FAILURE, ...SAID }),
      },
    },
    confirming: {
      description: 'The map (zoom 15, 400 px high) with a draggable pin: Confirm saves the address there.',
      on: {
        'pin.move': { actions: { type: 'movePin', params: ({ event }) => event } },
        'address.back': { target: 'editing', actions: 'clearError', description: 'Back to the form, edits kept' },
        'address.confirm': { target: 'saving', actions: 'clearError' },
      },
    },
    saving: {
      description: 'Adds the address, or updates the saved one, with the confirmed pin.',
      tags: ['loading'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => saveInput(context),
        onDone: [
          {
            guard: { type: 'savedBeyondReach', params: ({ event }) => ({ addresses: event.output }) },
            target: 'beyondReach',
            description: "Saved beyond the delivery radius of the customer's outlet: the overlay says so",
            actions: [
              { type: 'addressSaved', params: ({ event }) => ({ addresses: event.output }) },
              { type: 'showBeyondReach', params: ({ event }) => ({ addresses: event.output }) },
            ],
          },
          {
            target: 'saved',
            actions: { type: 'addressSaved', params: ({ event }) => ({ addresses: event.output }) },
          },
        ],
        onError: reportFailure({ target: 'confirming', show: SHOW_FAILURE, ...SAID }),
      },
    },
    beyondReach: {
      description:
        "Saved, but the customer's outlet does not deliver there: the overlay says how far it is until the customer closes it.",
      on: {
        'address.dismiss': 'saved',
        'address.cancel': { target: 'saved', description: 'Closing the overlay: the address stays saved' },
      },
    },
    saved: {
      type: 'final',
      description: 'Saved: the app shows the new list and closes the overlay.',
    },
    closed: {
      type: 'final',
      description: 'Cancelled: the overlay closes and nothing is saved.',
    },
  },
});

import type { Address } from '../../contract/address.ts';
import type { AddressFields } from '../../contract/addressRules.ts';

/** A point on the map: the geocoded address, or where the customer dragged the pin. */
export interface Pin {
  lat: number;
  lng: number;
}

export type AddressField = keyof AddressFields;

export type AddressInput =
  /** Add: the form starts empty, or as a form closed unsaved before left it (`draft`). */
  (
    | { mode: 'add'; draft?: AddressFields | null }
    /**
     * Update: the form starts from the saved address and its confirmed pin, or from the changes a form of
     * this address closed unsaved before left (`draft`).
     */
    | { mode: 'update'; address: Address; draft?: AddressFields | null }
  ) & {
    /** The profile page's forms also want a house number of at least 4 characters (spec section 5). */
    requireLongHouseNumber: boolean;
  };

export interface AddressContext {
  mode: 'add' | 'update';
  /** The saved address's `_id` when updating; null when adding. */
  addressId: string | null;
  requireLongHouseNumber: boolean;
  /** What the form shows, as typed (the pin code already kept to at most 6 digits). */
  fields: AddressFields;
  /** The pin on the map; null until the address has been geocoded (or, updating, the saved one). */
  pin: Pin | null;
  /** The joined address line the pin was placed for: while the text still joins to it, the pin stays. */
  pinnedLine: string | null;
  /** A rule the form breaks, or why geocoding or saving failed. */
  error: string | null;
  /** The field the rule broken is about, which the form marks and shows the message under; null for a failure. */
  errorField: AddressField | null;
  /** Once saved: that the customer's outlet does not deliver to the address, and how far it is. */
  notice: string | null;
}

/** One field's new value; `addType` takes only the four types. */
export type AddressFieldChange = {
  [Field in AddressField]: { type: 'field.change'; field: Field; value: AddressFields[Field] };
}[AddressField];

export type AddressEvent =
  | AddressFieldChange
  /** The form's submit: the rules, then the map. */
  | { type: 'address.submit' }
  /** The customer dropped the dragged pin here. */
  | { type: 'pin.move'; lat: number; lng: number }
  /** From the map back to the form. */
  | { type: 'address.back' }
  /** The map's Confirm: the address is saved with the pin. */
  | { type: 'address.confirm' }
  /** The overlay's close button (or Escape). */
  | { type: 'address.cancel' }
  /** OK on the notice that the address saved is beyond the delivery radius. */
  | { type: 'address.dismiss' };

/** The tidied fields and the confirmed pin; `id` names the address an update replaces. */
export type SaveAddressInput = { fields: AddressFields; lat: number; lng: number } & (
  | { mode: 'add' }
  | { mode: 'update'; id: string }
);

/** What the app's actors receive and resolve with (`addressMachine.provide({ actors })`). */
export interface AddressActorIO {
  /** `get_lat_long` with the joined line (spec section 5's order). */
  geocode: { input: { address: string }; output: Pin };
  /** `user_add_address` or `user_update_address/{id}`: resolves with the customer's updated list. */
  saveAddress: { input: SaveAddressInput; output: Address[] };
}

/** The actions the app supplies, and the params each receives. */
export interface AddressActionParams {
  /** Saved: 'Address saved' as a toast, and the new list for the address selector and the profile. */
  addressSaved: { addresses: Address[] };
  /** A network failure: the customer reads 'Something Wrong! ...', the console gets the error. */
  logFailure: { error: unknown };
}

import * as v from 'valibot';
import { ADDRESS_TYPES, type Address } from './address.ts';
import { PINCODE_MAX_DIGITS } from './constants.ts';
import * as MESSAGES from './messages.ts';
import { coordinate } from './outlet.ts';
import { EMAIL, hasLetter } from './textRules.ts';

// The address form's rules and the calls that carry it, apart from the saved address itself: the
// profile, read on every page, needs only that, and these rules load with the form.

/** The fields a customer types, as the form holds them: a saved address without its id, pin and distance. */
export type AddressFields = Omit<Address, '_id' | 'lat' | 'long' | 'distanceKm' | 'deliverable'>;

/** Trimmed, inner whitespace collapsed to one space (spec section 5). */
export const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The text geocoded: house, address, city, state, pincode, each tidied, joined by ', ' (spec section 5). */
export function addressLine(
  fields: Pick<AddressFields, 'house_number' | 'address_line_1' | 'city' | 'state' | 'pinCode'>,
) {
  return [fields.house_number, fields.address_line_1, fields.city, fields.state, fields.pinCode]
    .map(tidy)
    .filter((piece) => piece !== '')
    .join(', ');
}

const PINCODE = new RegExp(`^\\d{1,${PINCODE_MAX_DIGITS}}$`);

const required = (message: string, max: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform(tidy),
    v.nonEmpty(message),
    v.maxLength(max, `${message} (at most ${max} characters)`),
  );

/** The most characters each field of an address takes: the form's fields stop there too. */
export const ADDRESS_FIELD_MAX = {
  name: 80,
  email: 120,
  house_number: 80,
  address_line_1: 200,
  city: 60,
  state: 60,
} as const;

/** The address rules of spec section 5, in the order the form checks them; the server checks the same. */
export const AddressFieldsRequest = v.object({
  addType: v.optional(v.picklist(ADDRESS_TYPES, MESSAGES.addressTypeInvalid), 'home'),
  name: v.pipe(required(MESSAGES.addressName, ADDRESS_FIELD_MAX.name), hasLetter(MESSAGES.addressName)),
  email: v.pipe(required(MESSAGES.addressEmail, ADDRESS_FIELD_MAX.email), v.regex(EMAIL, MESSAGES.addressEmailInvalid)),
  house_number: required(MESSAGES.addressHouseNumber, ADDRESS_FIELD_MAX.house_number),
  address_line_1: required(MESSAGES.addressLine, ADDRESS_FIELD_MAX.address_line_1),
  city: required(MESSAGES.addressCity, ADDRESS_FIELD_MAX.city),
  state: required(MESSAGES.addressState, ADDRESS_FIELD_MAX.state),
  pinCode: v.pipe(
    required(MESSAGES.addressPincode, PINCODE_MAX_DIGITS),
    v.regex(PINCODE, MESSAGES.addressPincodeDigits),
  ),
});

/** Add and update: the fields and the confirmed pin (`lat`, `lng`). */
export const SaveAddressRequest = v.object({
  ...AddressFieldsRequest.entries,
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
});

/** The longest address line (addressLine): every field at its longest, and the ', ' between them. */
export const ADDRESS_LINE_MAX =
  ADDRESS_FIELD_MAX.house_number +
  ADDRESS_FIELD_MAX.address_line_1 +
  ADDRESS_FIELD_MAX.city +
  ADDRESS_FIELD_MAX.state +
  PINCODE_MAX_DIGITS +
  4 * ', '.length;

/** `get_lat_long`: the joined address line, as long as the form's fields allow. */
export const GeocodeRequest = v.object({
  address: v.pipe(
    v.string(MESSAGES.addressLine),
    v.transform(tidy),
    v.nonEmpty(MESSAGES.addressLine),
    v.maxLength(ADDRESS_LINE_MAX, `${MESSAGES.addressLine} (at most ${ADDRESS_LINE_MAX} characters)`),
  ),
});
export const GeocodeReplySchema = v.object({ lat: v.number(), lng: v.number() });

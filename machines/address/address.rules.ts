import * as v from 'valibot';
import type { Address } from '../../contract/address.ts';
import { type AddressFields, AddressFieldsRequest, addressLine, tidy } from '../../contract/addressRules.ts';
import { HOUSE_NUMBER_MIN, PINCODE_MAX_DIGITS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { type FormProblem, firstProblem } from '../../contract/textRules.ts';

export const EMPTY_FIELDS: AddressFields = {
  addType: 'home',
  name: '',
  email: '',
  house_number: '',
  address_line_1: '',
  city: '',
  state: '',
  pinCode: '',
};

/** What the pin code field keeps of what was typed: digits only, at most six (spec section 5). */
export const pinCodeDigits = (value: string) => value.replace(/\D/g, '').slice(0, PINCODE_MAX_DIGITS);

/**
 * The profile page's rules: the same, and the house number at least 4 characters, checked right after
 * its own rule so the messages keep the form's order. Spreading keeps `house_number` in its place.
 */
const LongHouseNumberRequest = v.object({
  ...AddressFieldsRequest.entries,
  house_number: v.pipe(
    AddressFieldsRequest.entries.house_number,
    v.minLength(HOUSE_NUMBER_MIN, MESSAGES.addressHouseNumberShort),
  ),
});

/** The first rule the form breaks, in the spec's order (the server's own schema), or null. */
export function addressProblem(
  fields: AddressFields,
  requireLongHouseNumber: boolean,
): FormProblem<keyof AddressFields> | null {
  return firstProblem(requireLongHouseNumber ? LongHouseNumberRequest : AddressFieldsRequest, fields);
}

/** The fields as saved: every piece trimmed, inner whitespace collapsed. */
export function tidyFields(fields: AddressFields): AddressFields {
  return {
    addType: fields.addType,
    name: tidy(fields.name),
    email: tidy(fields.email),
    house_number: tidy(fields.house_number),
    address_line_1: tidy(fields.address_line_1),
    city: tidy(fields.city),
    state: tidy(fields.state),
    pinCode: tidy(fields.pinCode),
  };
}

/** The form of a saved address. */
export function fieldsOf(address: Address): AddressFields {
  const { _id, lat, long, distanceKm, deliverable, ...fields } = address;
  return { ...fields, pinCode: pinCodeDigits(fields.pinCode) };
}

/** Whether the pin was placed for the address the form now joins to (tidying does not count as a change). */
export const pinStillFits = (fields: AddressFields, pinnedLine: string | null) => pinnedLine === addressLine(fields);

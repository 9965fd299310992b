import * as v from 'valibot';

export const ADDRESS_TYPES = ['home', 'office', 'hotel', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** A saved delivery address (spec section 3); `lat` and `long` are the confirmed pin. */
export const AddressSchema = v.object({
  _id: v.string(),
  addType: v.picklist(ADDRESS_TYPES),
  name: v.string(),
  email: v.string(),
  house_number: v.string(),
  address_line_1: v.string(),
  city: v.string(),
  state: v.string(),
  pinCode: v.string(),
  lat: v.number(),
  long: v.number(),
});
export type Address = v.InferOutput<typeof AddressSchema>;
export const AddressListSchema = v.array(AddressSchema);

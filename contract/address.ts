import * as v from 'valibot';

export const ADDRESS_TYPES = ['home', 'office', 'hotel', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/**
 * A saved delivery address (spec section 3); `lat` and `long` are the confirmed pin. The server adds how far
 * it is from the customer's outlet and whether that outlet delivers there.
 */
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
  /** From the customer's outlet, in km to one decimal; null while they have chosen no outlet. */
  distanceKm: v.nullable(v.number()),
  /** Within DELIVERY_RADIUS_KM of the customer's outlet: only such an address can be chosen for delivery. */
  deliverable: v.boolean(),
});
export type Address = v.InferOutput<typeof AddressSchema>;
/** The customer's addresses, oldest first: one just added is last. */
export const AddressListSchema = v.array(AddressSchema);

import { type Address, AddressListSchema } from '../../contract/address.ts';
import { type AddressFields, GeocodeReplySchema } from '../../contract/addressRules.ts';
import { api } from './client.ts';

/** Where the server finds the joined address line: `{ lat, lng }`. */
export function geocodeAddress(address: string) {
  return api.post('get_lat_long', GeocodeReplySchema, { address });
}

interface SavedAddress {
  fields: AddressFields;
  lat: number;
  lng: number;
}

const body = ({ fields, lat, lng }: SavedAddress) => ({ ...fields, lat, lng });

/** Adds an address with its confirmed pin; resolves with the customer's updated list. */
export function addAddress(address: SavedAddress): Promise<Address[]> {
  return api.post('user_add_address', AddressListSchema, body(address));
}

/** Replaces a saved address; resolves with the customer's updated list. */
export function updateAddress(id: string, address: SavedAddress): Promise<Address[]> {
  return api.put(`user_update_address/${encodeURIComponent(id)}`, AddressListSchema, body(address));
}

/** Deletes a saved address; resolves with the customer's updated list. */
export function deleteAddress(id: string): Promise<Address[]> {
  return api.delete(`user_delete_address/${encodeURIComponent(id)}`, AddressListSchema);
}

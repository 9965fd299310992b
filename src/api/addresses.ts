import { type Address, AddressListSchema } from '../../contract/address.ts';
import {
  type AddressFields,
  GeocodeReplySchema,
  type GeocodeRequest,
  type SaveAddressRequest,
} from '../../contract/addressRules.ts';
import { api, body } from './client.ts';

/** Where the server finds the joined address line: `{ lat, lng }`. */
export function geocodeAddress(address: string) {
  return api.post('get_lat_long', GeocodeReplySchema, body<typeof GeocodeRequest>({ address }));
}

interface SavedAddress {
  fields: AddressFields;
  lat: number;
  lng: number;
}

const saveBody = ({ fields, lat, lng }: SavedAddress) => body<typeof SaveAddressRequest>({ ...fields, lat, lng });

/** Adds an address with its confirmed pin; resolves with the customer's updated list. */
export function addAddress(address: SavedAddress): Promise<Address[]> {
  return api.post('user_add_address', AddressListSchema, saveBody(address));
}

/** Replaces a saved address; resolves with the customer's updated list. */
export function updateAddress(id: string, address: SavedAddress): Promise<Address[]> {
  return api.put(`user_update_address/${encodeURIComponent(id)}`, AddressListSchema, saveBody(address));
}

/** Deletes a saved address; resolves with the customer's updated list. */
export function deleteAddress(id: string): Promise<Address[]> {
  return api.delete(`user_delete_address/${encodeURIComponent(id)}`, AddressListSchema);
}

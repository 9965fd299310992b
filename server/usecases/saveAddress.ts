import { addressLine } from '../../contract/addressRules.ts';
import { MAX_SAVED_ADDRESSES, PIN_TOLERANCE_KM } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { type AddressInput, addAddress, updateAddress } from '../db/queries/addresses.ts';
import type { AppDeps } from '../deps.ts';
import { distanceKm } from '../domain/distance.ts';
import { locateAddress } from './locateAddress.ts';
import { type Refusal, refuse } from './refusal.ts';

type SaveDeps = Pick<AppDeps, 'db' | 'clock' | 'geocoder'>;

/**
 * The delivery radius is checked on the address as stored, so the stored pin must be where the address is:
 * the customer may drag it to their gate, not to another town. The pin must lie within PIN_TOLERANCE_KM of
 * where the address's own text is found on the map.
 */
async function pinRefusal(deps: SaveDeps, fields: AddressInput): Promise<Refusal<400 | 404 | 502> | null> {
  const located = await locateAddress(deps, { address: addressLine(fields) });
  if ('refusal' in located) return located;
  const pin = { latitude: fields.lat, longitude: fields.lng };
  const found = { latitude: located.lat, longitude: located.lng };
  return distanceKm(pin, found) > PIN_TOLERANCE_KM ? refuse(400, MESSAGES.pinTooFar(PIN_TOLERANCE_KM)) : null;
}

/** Saves a new address of the customer's, its pin checked against its text; false once they hold the most allowed. */
export async function addCustomerAddress(
  deps: SaveDeps,
  { customerId, fields }: { customerId: string; fields: AddressInput },
): Promise<true | Refusal<400 | 404 | 409 | 502>> {
  const refusal = await pinRefusal(deps, fields);
  if (refusal) return refusal;
  const saved = await deps.db.transaction((tx) =>
    addAddress(tx, customerId, fields, deps.clock(), MAX_SAVED_ADDRESSES),
  );
  return saved || refuse(409, MESSAGES.addressLimit(MAX_SAVED_ADDRESSES));
}

/** Replaces one of the customer's addresses, its pin checked against its text. */
export async function updateCustomerAddress(
  deps: SaveDeps,
  { customerId, id, fields }: { customerId: string; id: string; fields: AddressInput },
): Promise<true | Refusal<400 | 404 | 409 | 502>> {
  const refusal = await pinRefusal(deps, fields);
  if (refusal) return refusal;
  const updated = await updateAddress(deps.db, customerId, id, fields, deps.clock());
  return updated || refuse(404, MESSAGES.addressNotFound);
}

import * as MESSAGES from '../../contract/messages.ts';
import type { LatLng } from '../adapters/geocoder/geocoder.ts';
import type { AppDeps } from '../deps.ts';
import { type Refusal, refuse } from './refusal.ts';

/** Finds a typed address on the map; a geocoder that fails is the server's trouble (502), not the customer's. */
export async function locateAddress(
  { geocoder }: Pick<AppDeps, 'geocoder'>,
  { address }: { address: string },
): Promise<LatLng | Refusal<404 | 502>> {
  try {
    return (await geocoder.geocode(address)) ?? refuse(404, MESSAGES.addressNotFoundOnMap);
  } catch (error) {
    console.error('Geocoding failed:', error);
    return refuse(502, MESSAGES.somethingWrong);
  }
}

import * as v from 'valibot';
import { coordinate } from '../../../contract/outlet.ts';
import type { Geocoder } from './geocoder.ts';

/** Nominatim's usage policy asks every application to name itself. */
export const USER_AGENT = 'Wokflow storefront (delivery address geocoding)';
const DEFAULT_TIMEOUT_MS = 5000;

/** jsonv2 gives coordinates as decimal text; only the first result is asked for. */
const SearchReply = v.array(v.object({ lat: coordinate('lat', 90), lon: coordinate('lon', 180) }));

/**
 * A Nominatim server (`baseUrl`, e.g. https://nominatim.openstreetmap.org) searched for the line, in India
 * only. Rejects on a refusal, a reply that is not a search result, or no answer within `timeoutMs`.
 */
export function nominatimGeocoder(baseUrl: string, timeoutMs = DEFAULT_TIMEOUT_MS): Geocoder {
  const searchUrl = `${baseUrl.replace(/\/+$/, '')}/search`;
  return {
    async geocode(addressLine) {
      const query = new URLSearchParams({ format: 'jsonv2', limit: '1', countrycodes: 'in', q: addressLine });
      const response = await fetch(`${searchUrl}?${query}`, {
        headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`Nominatim answered ${response.status}`);
      }
      const parsed = v.safeParse(SearchReply, await response.json());
      if (!parsed.success) throw new Error(`Nominatim's reply is not a search result: ${parsed.issues[0].message}`);
      const [first] = parsed.output;
      return first ? { lat: first.lat, lng: first.lon } : null;
    },
  };
}

import type { Geocoder, LatLng } from './geocoder.ts';
import { type Locality, SERVED_CITIES, type ServedCity } from './servedPlaces.ts';

/** Lower case, anything but letters and digits a single space, padded: names then match as whole words. */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

const PIN_CODE = /(?<!\d)\d{6}(?!\d)/g;

const byPinCode = new Map<string, Locality[]>();
for (const locality of SERVED_CITIES.flatMap((city) => city.localities)) {
  byPinCode.set(locality.pinCode, [...(byPinCode.get(locality.pinCode) ?? []), locality]);
}

/** The locality with the longest name that the line mentions. */
function longestNamed(line: string, localities: readonly Locality[]): Locality | undefined {
  return localities
    .filter((locality) => line.includes(words(locality.name)))
    .reduce<Locality | undefined>(
      (best, next) => (!best || next.name.length > best.name.length ? next : best),
      undefined,
    );
}

/** The city named last: the form puts the city after the street, whose name may hold another city's. */
function namedCity(line: string): ServedCity | undefined {
  let found: { city: ServedCity; at: number } | undefined;
  for (const city of SERVED_CITIES) {
    for (const name of [city.name, ...city.aliases]) {
      const at = line.lastIndexOf(words(name));
      if (at >= 0 && (!found || at > found.at)) found = { city, at };
    }
  }
  return found?.city;
}

const point = ({ lat, lng }: LatLng): LatLng => ({ lat, lng });

/**
 * Offline: a known pin code in the line wins (the locality of that pin the line names, else its first);
 * else the longest locality name of the city the line names; else that city's centre; else null.
 */
export function locate(addressLine: string): LatLng | null {
  const line = words(addressLine);
  const pinCode = [...addressLine.matchAll(PIN_CODE)].map((match) => match[0]).findLast((pin) => byPinCode.has(pin));
  if (pinCode) {
    const localities = byPinCode.get(pinCode) ?? [];
    const locality = longestNamed(line, localities) ?? localities[0];
    if (locality) return point(locality);
  }
  const city = namedCity(line);
  if (!city) return null;
  return point(longestNamed(line, city.localities) ?? city.centre);
}

/** The default geocoder: no network, the served cities only. */
export const gazetteerGeocoder: Geocoder = { geocode: async (addressLine) => locate(addressLine) };

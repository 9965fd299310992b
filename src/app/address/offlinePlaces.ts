import { type GeoJSONSource, type Map as MapLibre, Marker } from 'maplibre-gl';
import * as v from 'valibot';
import { MapPlacesSchema, OFFLINE_STYLE_KEY, type PlaceFeature } from '../../../contract/map.ts';
import type { Pin } from '../../../machines/address/address.types.ts';

// The server's offline map (server/routes/map.ts) has dots but no glyphs to write with: the shop names
// its places, and tells the customer which pin-code area the pin is in.

/** The offline style's places once it has loaded; none for a real street map, which names its own. */
export async function offlinePlaces(map: MapLibre): Promise<PlaceFeature[]> {
  const metadata = map.getStyle().metadata as Record<string, unknown> | undefined;
  if (metadata?.[OFFLINE_STYLE_KEY] !== true) return [];
  const parsed = v.safeParse(MapPlacesSchema, await map.getSource<GeoJSONSource>('places')?.getData());
  return parsed.success ? parsed.output.features : [];
}

/** Each place's name beside its dot; decorative to assistive technology, which reads the pin's area. */
export function nameThePlaces(map: MapLibre, places: readonly PlaceFeature[], className: string): void {
  for (const place of places) {
    const label = document.createElement('span');
    label.className = className;
    label.textContent = place.properties.name;
    label.setAttribute('aria-hidden', 'true');
    new Marker({ element: label, anchor: 'left', offset: [10, 0] }).setLngLat(place.geometry.coordinates).addTo(map);
  }
}

/** How far apart two points look on the map (degrees, longitude shrunk by latitude): enough to rank. */
const apart = (pin: Pin, [lng, lat]: readonly [number, number]) =>
  Math.hypot(pin.lat - lat, (pin.lng - lng) * Math.cos((pin.lat * Math.PI) / 180));

/** The served locality nearest the pin, with its pin code: 'Vesu, Surat 395007'. */
export function pinArea(places: readonly PlaceFeature[], pin: Pin): string | null {
  const localities = places.filter((place) => place.properties.kind === 'locality');
  const nearest = localities.reduce<PlaceFeature | null>(
    (best, next) =>
      best === null || apart(pin, next.geometry.coordinates) < apart(pin, best.geometry.coordinates) ? next : best,
    null,
  );
  if (nearest === null) return null;
  const { name, city, pinCode } = nearest.properties;
  return `${name}, ${city} ${pinCode}`;
}

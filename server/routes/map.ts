import { Hono } from 'hono';
import type { MapPlaces, PlaceFeature } from '../../contract/map.ts';
import { SERVED_CITIES } from '../adapters/geocoder/servedPlaces.ts';
import type { AppDeps } from '../app.ts';
import { activeOutlets } from '../db/queries/outlets.ts';

const place = (kind: PlaceFeature['properties']['kind'], name: string, city: string, lat: number, lng: number) =>
  ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: { name, city, kind },
  }) satisfies PlaceFeature;

const LOCALITIES = SERVED_CITIES.flatMap((city) =>
  city.localities.map((locality) => place('locality', locality.name, city.name, locality.lat, locality.lng)),
);

/** Browsers keep the places a day: localities never change, and outlets seldom. */
const CACHE_CONTROL = 'public, max-age=86400';

/** The places the browser's offline map labels: the gazetteer's localities and the outlets. */
export function mapRoutes({ db, clock }: AppDeps) {
  return new Hono().get('/map/places', async (c) => {
    const outlets = (await activeOutlets(db, clock())).map((outlet) =>
      place('outlet', outlet.name, outlet.city, outlet.latitude, outlet.longitude),
    );
    const body: MapPlaces = { type: 'FeatureCollection', features: [...LOCALITIES, ...outlets] };
    return c.json(body, 200, { 'Cache-Control': CACHE_CONTROL });
  });
}

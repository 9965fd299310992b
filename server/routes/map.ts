import type { StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { Hono } from 'hono';
import { API_BASE } from '../../contract/constants.ts';
import { type MapPlaces, OFFLINE_STYLE_KEY, type PlaceFeature } from '../../contract/map.ts';
import { SERVED_CITIES } from '../adapters/geocoder/servedPlaces.ts';
import { activeOutlets } from '../db/queries/outlets.ts';
import type { AppDeps } from '../deps.ts';
import { mapOperations as doc } from '../openapi/operations/map.ts';

const place = (properties: PlaceFeature['properties'], lat: number, lng: number) =>
  ({ type: 'Feature', geometry: { type: 'Point', coordinates: [lng, lat] }, properties }) satisfies PlaceFeature;

const LOCALITIES = SERVED_CITIES.flatMap((city) =>
  city.localities.map(({ name, pinCode, lat, lng }) =>
    place({ kind: 'locality', name, city: city.name, pinCode }, lat, lng),
  ),
);

/** Browsers keep the places a day: localities never change, and outlets seldom. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The map the server draws itself, with no network: a plain ground with the served cities' localities
 * (grey) and the outlets (red) as dots. It needs no glyphs or tiles: the shop names the places itself
 * (its metadata says so), and the attribution says that streets need `MAP_STYLE_URL`, a real street
 * map's style.
 */
export function offlineStyle(placesUrl: string): StyleSpecification {
  return {
    version: 8,
    name: 'Wokflow offline',
    metadata: { [OFFLINE_STYLE_KEY]: true },
    sources: {
      places: {
        type: 'geojson',
        data: placesUrl,
        attribution: 'Areas and outlets only: street detail needs MAP_STYLE_URL',
      },
    },
    layers: [
      { id: 'ground', type: 'background', paint: { 'background-color': '#f3efe6' } },
      {
        id: 'places',
        type: 'circle',
        source: 'places',
        paint: {
          'circle-radius': ['match', ['get', 'kind'], 'outlet', 9, 6],
          'circle-color': ['match', ['get', 'kind'], 'outlet', '#b3261e', '#8a8578'],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}

/** The address map's style (the configured one, else the offline one) and the places it draws; mounted under /map. */
export function mapRoutes({ db, clock, mapStyleUrl, publicUrl }: AppDeps) {
  return new Hono()
    .get('/style', doc.style, (c) => {
      if (mapStyleUrl) return c.redirect(mapStyleUrl, 302);
      return c.json(offlineStyle(`${publicUrl()}${API_BASE}/map/places`), 200, { 'Cache-Control': CACHE_CONTROL });
    })
    .get('/places', doc.places, async (c) => {
      const outlets = (await activeOutlets(db, clock())).map((outlet) =>
        place({ kind: 'outlet', name: outlet.name, city: outlet.city, pinCode: '' }, outlet.latitude, outlet.longitude),
      );
      const body: MapPlaces = { type: 'FeatureCollection', features: [...LOCALITIES, ...outlets] };
      return c.json(body, 200, { 'Cache-Control': CACHE_CONTROL });
    });
}

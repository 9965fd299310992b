import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_BASE } from '../../contract/constants.ts';
import { MapPlacesSchema, OFFLINE_STYLE_KEY } from '../../contract/map.ts';
import type { Db } from '../../server/db/db.ts';
import { type App, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

const NOW = new Date('2026-11-20T13:00:00+05:30');

let db: Db;
let app: App;
beforeAll(async () => {
  db = await openTestDb();
  app = testApp(db, NOW);
});
afterAll(() => db?.close());

test('map/places: the localities and the outlets as GeoJSON points, for anyone, kept a day', async () => {
  const response = await app.request(`${API_BASE}/map/places`);
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
  const { features } = v.parse(MapPlacesSchema, await response.json());
  const named = (name: string, kind: string) =>
    features.find((feature) => feature.properties.name === name && feature.properties.kind === kind);
  expect(named('Vesu', 'locality')).toEqual({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [72.7709, 21.1418] },
    properties: { name: 'Vesu', city: 'Surat', kind: 'locality', pinCode: '395007' },
  });
  expect(named('Wokflow Adajan', 'outlet')?.geometry.coordinates).toEqual([72.7933, 21.1959]);
  const cities = new Set(features.map((feature) => feature.properties.city));
  expect(cities).toEqual(new Set(['Surat', 'Vadodara', 'Ahmedabad', 'Anand', 'Vapi', 'Rajkot', 'Bharuch', 'Valsad']));
});

describe('map/style', () => {
  test('offline by default: a valid MapLibre style drawing map/places from the public URL, whatever Host says', async () => {
    const shop = testApp(db, NOW, { publicUrl: () => 'https://order.wokflow.example' });
    const response = await shop.request(`http://evil.example${API_BASE}/map/style`, {
      headers: { Host: 'evil.example' },
    });
    expect(response.status).toBe(200);
    const style = await response.json();
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.sources.places).toEqual({
      type: 'geojson',
      data: `https://order.wokflow.example${API_BASE}/map/places`,
      attribution: 'Areas and outlets only: street detail needs MAP_STYLE_URL',
    });
    // No glyphs to draw text with: the shop names the places itself.
    expect(style.glyphs).toBeUndefined();
    expect(style.metadata).toEqual({ [OFFLINE_STYLE_KEY]: true });
  });

  test('MAP_STYLE_URL: a redirect to the configured style', async () => {
    const configured = 'https://tiles.example/styles/streets/style.json?key=public';
    const response = await testApp(db, NOW, { mapStyleUrl: configured }).request(`${API_BASE}/map/style`);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(configured);
  });
});

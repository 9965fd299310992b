import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NEAREST_OUTLET_MAX_KM } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { CityOutletsSchema, NearestOutletSchema, OutletListSchema, OutletSchema } from '../../contract/outlet.ts';
import type { Db } from '../../server/db/db.ts';
import { distanceKm } from '../../server/domain/distance.ts';
import { api, expectData, expectRefusal, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

interface OutletRow {
  id: string;
  name: string;
  city: string;
  area: string;
  address: string;
  delivery: string;
  pickup: string;
  is_active: boolean;
  latitude: number;
  longitude: number;
}

const FRIDAY_EVENING = new Date('2024-06-14T19:30:00+05:30');
const ONE_DEGREE_LATITUDE_KM = 111.19;

let db: Db;
let outlets: OutletRow[];
beforeAll(async () => {
  db = await openTestDb();
  outlets = await db.query<OutletRow>(
    `SELECT o.id, o.name, o.city, o.area, o.address, o.delivery, o.pickup, o.is_active, o.latitude, o.longitude
     FROM outlets o JOIN cities c ON c.name = o.city ORDER BY c.sort_order, o.sort_order`,
  );
});
afterAll(() => db?.close());

const app = () => testApp(db, FRIDAY_EVENING);
const active = () => outlets.filter((outlet) => outlet.is_active);

describe('getNearestOutlet', () => {
  test('at an outlet, that outlet is the nearest', async () => {
    const outlet = active()[0];
    if (!outlet) throw new Error('the demo data has no active outlet');
    const result = await api.post(app(), 'getNearestOutlet', {
      latitude: String(outlet.latitude),
      longitude: String(outlet.longitude),
    });
    expect(expectData(result, NearestOutletSchema).nearestLocation?.id).toBe(outlet.id);
  });

  test('an outlet closed by the chain is never offered: the nearest active one is', async () => {
    const closed = outlets.find((outlet) => !outlet.is_active);
    if (!closed) throw new Error('the demo data has no inactive outlet');
    const result = await api.post(app(), 'getNearestOutlet', {
      latitude: String(closed.latitude),
      longitude: String(closed.longitude),
    });
    const nearest = expectData(result, NearestOutletSchema).nearestLocation;
    expect(nearest?.id).not.toBe(closed.id);
    expect(nearest?.is_active).toBe(true);
    const nearestKm = distanceKm(closed, nearest ?? closed);
    for (const other of active()) expect(distanceKm(closed, other)).toBeGreaterThanOrEqual(nearestKm);
  });

  test(`offers the nearest outlet only within ${NEAREST_OUTLET_MAX_KM} km`, async () => {
    // North of the northernmost active outlet, every outlet is at least the latitude difference away.
    const northernmost = active().reduce((a, b) => (b.latitude > a.latitude ? b : a));
    const at = (km: number) => ({
      latitude: String(northernmost.latitude + km / ONE_DEGREE_LATITUDE_KM),
      longitude: String(northernmost.longitude),
    });
    const within = expectData(
      await api.post(app(), 'getNearestOutlet', at(NEAREST_OUTLET_MAX_KM - 2)),
      NearestOutletSchema,
    );
    expect(within.nearestLocation?.id).toBe(northernmost.id);

    const beyond = await api.post(app(), 'getNearestOutlet', at(NEAREST_OUTLET_MAX_KM + 2));
    expect(expectData(beyond, NearestOutletSchema).nearestLocation).toBeNull();
    expect(beyond.body.msg).toBe(MESSAGES.noOutletNearby);
  });

  test('accepts JSON numbers as well as form fields', async () => {
    const outlet = active()[0];
    const result = await api.postJson(app(), 'getNearestOutlet', {
      latitude: outlet?.latitude,
      longitude: outlet?.longitude,
    });
    expect(expectData(result, NearestOutletSchema).nearestLocation?.id).toBe(outlet?.id);
  });

  test.each([
    [{}, 'latitude must be a number'],
    [{ latitude: 'north', longitude: '72.8' }, 'latitude must be a number'],
    [{ latitude: '21.1' }, 'longitude must be a number'],
    [{ latitude: '', longitude: '72.8' }, 'latitude must be a number'],
    [{ latitude: '21.1', longitude: ' ' }, 'longitude must be a number'],
    [{ latitude: '91', longitude: '72.8' }, 'latitude must be between -90 and 90'],
    [{ latitude: '21.1', longitude: '-181' }, 'longitude must be between -180 and 180'],
  ])('refuses %o', async (fields, msg) => {
    expectRefusal(await api.post(app(), 'getNearestOutlet', fields), 400, msg);
  });
});

describe('outlet/checkActive', () => {
  test('gives the outlet with its flags, hours and whether it is open now', async () => {
    const row = outlets[0];
    if (!row) throw new Error('the demo data has no outlet');
    const outlet = expectData(await api.post(app(), 'outlet/checkActive', { storeId: row.id }), OutletSchema);
    expect(outlet).toMatchObject({ id: row.id, _id: row.id, name: row.name, city: row.city, delivery: row.delivery });
    expect(outlet.fromTime).toMatch(/^\d{2}:\d{2} (AM|PM)$/);
  });

  test('an outlet open past midnight is open late at night and closed in the morning (Kolkata time)', async () => {
    const outlet = active()[0];
    if (!outlet) throw new Error('the demo data has no active outlet');
    await db.query(`UPDATE outlets SET from_time = '18:00', to_time = '02:00' WHERE id = $1`, [outlet.id]);
    const isOpenAt = async (instant: string) => {
      const result = await api.post(testApp(db, new Date(instant)), 'outlet/checkActive', { storeId: outlet.id });
      return expectData(result, OutletSchema);
    };
    expect((await isOpenAt('2024-06-14T23:45:00+05:30')).isOpen).toBe(true);
    expect((await isOpenAt('2024-06-15T01:30:00+05:30')).isOpen).toBe(true);
    expect((await isOpenAt('2024-06-15T02:00:00+05:30')).isOpen).toBe(false);
    expect((await isOpenAt('2024-06-15T10:00:00+05:30')).isOpen).toBe(false);
    expect(await isOpenAt('2024-06-15T10:00:00+05:30')).toMatchObject({ fromTime: '06:00 PM', toTime: '02:00 AM' });
  });

  test('an outlet closed by the chain is not open, whatever the hour', async () => {
    const closed = outlets.find((outlet) => !outlet.is_active);
    await db.query(`UPDATE outlets SET from_time = '00:00', to_time = '00:00' WHERE id = $1`, [closed?.id]);
    const outlet = expectData(await api.post(app(), 'outlet/checkActive', { storeId: closed?.id ?? '' }), OutletSchema);
    expect(outlet).toMatchObject({ is_active: false, isOpen: false });
  });

  test('an unknown outlet is a 404; a missing id a 400', async () => {
    expectRefusal(
      await api.post(app(), 'outlet/checkActive', { storeId: 'no-such-outlet' }),
      404,
      MESSAGES.outletNotFound,
    );
    expectRefusal(await api.post(app(), 'outlet/checkActive', {}), 400, 'storeId is required');
    expectRefusal(await api.post(app(), 'outlet/checkActive', { storeId: '   ' }), 400, 'storeId is required');
  });
});

describe('outlet/search', () => {
  /** What the search must find: delivery outlets whose area, name, city or address contains the text. */
  const expectedIds = (text: string) =>
    outlets
      .filter((o) => o.delivery === 'Enabled')
      .filter((o) =>
        [o.area, o.name, o.city, o.address].some((field) => field.toLowerCase().includes(text.toLowerCase())),
      )
      .map((o) => o.id);

  const search = async (text: string) =>
    expectData(await api.post(app(), 'outlet/search', { search: text }), OutletListSchema).map((o) => o.id);

  test('finds delivery outlets by area, city, name or address, whatever the case', async () => {
    const deliveryOutlet = outlets.find((o) => o.delivery === 'Enabled');
    if (!deliveryOutlet) throw new Error('the demo data has no delivery outlet');
    for (const text of [deliveryOutlet.area.toLowerCase(), deliveryOutlet.city.toUpperCase(), deliveryOutlet.name]) {
      const found = await search(text);
      expect(found).toContain(deliveryOutlet.id);
      expect(found).toEqual(expectedIds(text));
    }
  });

  test('never offers an outlet without delivery', async () => {
    const takeAwayOnly = outlets.find((o) => o.delivery === 'Disabled');
    if (!takeAwayOnly) throw new Error('the demo data has no take-away-only outlet');
    expect(await search(takeAwayOnly.area)).not.toContain(takeAwayOnly.id);
  });

  test('takes % and _ literally', async () => {
    for (const text of ['%', '_', '%a%']) expect(await search(text)).toEqual(expectedIds(text));
  });

  test('refuses a blank search with the panel message', async () => {
    expectRefusal(await api.post(app(), 'outlet/search', { search: '  ' }), 400, MESSAGES.pleaseEnterArea);
    expectRefusal(await api.post(app(), 'outlet/search', {}), 400, MESSAGES.pleaseEnterArea);
  });
});

describe('GetAllCityOutlet', () => {
  test('gives every take-away outlet and their cities, in the chain order', async () => {
    const { StoreData, cityData } = expectData(await api.get(app(), 'GetAllCityOutlet'), CityOutletsSchema);
    const pickup = outlets.filter((o) => o.pickup === 'Enabled');
    expect(StoreData.map((o) => o.id)).toEqual(pickup.map((o) => o.id));
    expect(StoreData.every((o) => o.pickup === 'Enabled')).toBe(true);
    expect(cityData).toEqual([...new Set(pickup.map((o) => o.city))]);
    expect(outlets.some((o) => o.pickup === 'Disabled')).toBe(true);
  });
});

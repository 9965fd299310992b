import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DELIVERY_RADIUS_KM, NEAREST_OUTLET_MAX_KM } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { CityOutletsSchema, NearestOutletSchema, OutletListSchema, OutletSchema } from '../../contract/outlet.ts';
import { deliveryOutletClosed, noDeliveryHere } from '../../contract/outletMessages.ts';
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

describe('getNearestOutlet for an order type', () => {
  const ATHWA_LINES = { latitude: '21.1784', longitude: '72.8094' };
  const nearest = async (fields: Record<string, string>, at: Date = FRIDAY_EVENING) =>
    expectData(await api.post(testApp(db, at), 'getNearestOutlet', fields), NearestOutletSchema);
  const outletNamed = (id: string) => {
    const row = outlets.find((outlet) => outlet.id === id);
    if (!row) throw new Error(`the demo data has no ${id}`);
    return row;
  };
  /** Runs `check` with the database changed by `change`, then puts `undo` back. */
  const whileChanged = async (change: string, undo: string, check: () => Promise<void>) => {
    await db.query(change);
    try {
      await check();
    } finally {
      await db.query(undo);
    }
  };

  test('beside the take-away-only Athwa Lines, delivery comes from City Light, 1.9 km away', async () => {
    expect(outletNamed('surat-athwa-lines').delivery).toBe('Disabled');
    const answer = await nearest({ ...ATHWA_LINES, orderType: 'delivery' });
    expect(answer).toMatchObject({ nearestLocation: { id: 'surat-city-light', isOpen: true }, distanceKm: 1.9 });
    expect(answer).toMatchObject({ reason: null, nearestTakeAway: null });

    const takeAway = await nearest({ ...ATHWA_LINES, orderType: 'take_out' });
    expect(takeAway).toMatchObject({ nearestLocation: { id: 'surat-athwa-lines' }, distanceKm: 0 });
  });

  test('respects the console: a paused or closed outlet is passed over for the next one', async () => {
    await whileChanged(
      `UPDATE outlets SET delivery = 'Disabled' WHERE id = 'surat-city-light'`,
      `UPDATE outlets SET delivery = 'Enabled' WHERE id = 'surat-city-light'`,
      async () => {
        const answer = await nearest({ ...ATHWA_LINES, orderType: 'delivery' });
        expect(answer.nearestLocation?.id).toBe('surat-adajan');
      },
    );
    await whileChanged(
      `UPDATE outlets SET open_override = false, open_override_until = '2030-01-01' WHERE id = 'surat-city-light'`,
      `UPDATE outlets SET open_override = NULL, open_override_until = NULL WHERE id = 'surat-city-light'`,
      async () => {
        const answer = await nearest({ ...ATHWA_LINES, orderType: 'delivery' });
        expect(answer.nearestLocation?.id).toBe('surat-adajan');
      },
    );
  });

  test('when no outlet delivers there: why, and the nearest take-away outlet with its distance', async () => {
    await whileChanged(
      `UPDATE outlets SET delivery = 'Disabled' WHERE city = 'Surat' AND id <> 'surat-athwa-lines'`,
      `UPDATE outlets SET delivery = 'Enabled' WHERE city = 'Surat' AND id <> 'surat-athwa-lines'`,
      async () => {
        const result = await api.post(app(), 'getNearestOutlet', { ...ATHWA_LINES, orderType: 'delivery' });
        const answer = expectData(result, NearestOutletSchema);
        expect(answer).toMatchObject({ nearestLocation: null, distanceKm: null });
        expect(answer.reason).toBe(noDeliveryHere(DELIVERY_RADIUS_KM));
        expect(result.body.msg).toBe(answer.reason);
        expect(answer.nearestTakeAway).toMatchObject({ outlet: { id: 'surat-athwa-lines' }, distanceKm: 0 });
      },
    );
  });

  test('beside Maninagar, 6.2 km from the nearest delivering outlet, only take-away is offered', async () => {
    const answer = await nearest({ latitude: '22.9962', longitude: '72.603', orderType: 'delivery' });
    expect(answer).toMatchObject({
      nearestLocation: null,
      reason: noDeliveryHere(DELIVERY_RADIUS_KM),
      nearestTakeAway: { outlet: { id: 'ahmedabad-maninagar' }, distanceKm: 0 },
    });
  });

  test('before opening time: the delivering outlet is named with when it opens, and nothing is open for take-away', async () => {
    const morning = new Date('2024-06-14T08:00:00+05:30');
    const answer = await nearest({ ...ATHWA_LINES, orderType: 'delivery' }, morning);
    const cityLight = outletNamed('surat-city-light');
    expect(answer).toEqual({
      nearestLocation: null,
      distanceKm: null,
      reason: deliveryOutletClosed(cityLight.name, '11:00 AM'),
      nearestTakeAway: null,
    });
    const takeAway = await nearest({ ...ATHWA_LINES, orderType: 'take_out' }, morning);
    expect(takeAway).toMatchObject({ nearestLocation: null, reason: MESSAGES.noTakeAwayNearby });
  });

  test('an inactive outlet is never offered, for either order type', async () => {
    const inactive = outlets.find((outlet) => !outlet.is_active);
    if (!inactive) throw new Error('the demo data has no inactive outlet');
    const at = { latitude: String(inactive.latitude), longitude: String(inactive.longitude) };
    for (const orderType of ['delivery', 'take_out']) {
      const answer = await nearest({ ...at, orderType });
      expect(answer.nearestLocation?.id).not.toBe(inactive.id);
      expect(answer.nearestLocation?.is_active).toBe(true);
      expect(answer.nearestTakeAway?.outlet.id).not.toBe(inactive.id);
    }
  });

  test('refuses an unknown order type', async () => {
    const refused = await api.post(app(), 'getNearestOutlet', { ...ATHWA_LINES, orderType: 'dine_in' });
    expectRefusal(refused, 400, 'orderType must be delivery or take_out');
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
      .filter((o) => o.is_active && o.delivery === 'Enabled')
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

  test('never offers an inactive outlet', async () => {
    const inactive = outlets.find((o) => !o.is_active && o.delivery === 'Enabled');
    if (!inactive) throw new Error('the demo data has no inactive delivery outlet');
    expect(await search(inactive.area)).not.toContain(inactive.id);
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
  test('gives every active take-away outlet and their cities, in the chain order', async () => {
    const { StoreData, cityData } = expectData(await api.get(app(), 'GetAllCityOutlet'), CityOutletsSchema);
    const pickup = outlets.filter((o) => o.is_active && o.pickup === 'Enabled');
    expect(outlets.some((o) => !o.is_active && o.pickup === 'Enabled')).toBe(true);
    expect(StoreData.map((o) => o.id)).toEqual(pickup.map((o) => o.id));
    expect(StoreData.every((o) => o.pickup === 'Enabled')).toBe(true);
    expect(cityData).toEqual([...new Set(pickup.map((o) => o.city))]);
    expect(outlets.some((o) => o.pickup === 'Disabled')).toBe(true);
  });
});

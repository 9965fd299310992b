import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_BASE } from '../../contract/constants.ts';
import { envelope } from '../../contract/envelope.ts';
import { ProductGroupListSchema } from '../../contract/menu.ts';
import { OutletSchema } from '../../contract/outlet.ts';
import type { Db } from '../../server/db/db.ts';
import { setDishAvailability } from '../../server/usecases/setDishAvailability.ts';
import { setOutletAvailability } from '../../server/usecases/setOutletAvailability.ts';
import { call } from './support/customers.ts';
import { type App, testApp } from './support/http.ts';
import { FRIDAY_EVENING, STORE, shopFor } from './support/shop.ts';
import { openTestDb } from './support/testDb.ts';

/** The demo outlet opens at 11:00, Kolkata time. */
const SATURDAY_BEFORE_OPENING = new Date('2026-11-21T10:59:59+05:30');
const SATURDAY_OPENING = new Date('2026-11-21T11:00:00+05:30');

let db: Db;
let now: Date;
let app: App;
let shop: Awaited<ReturnType<typeof shopFor>>;
let dishId: string;

beforeAll(async () => {
  db = await openTestDb();
  app = testApp(db, () => now);
  shop = await shopFor(db, app);
  const [dish] = await db.query<{ id: string }>('SELECT id FROM products WHERE NOT is_deleted ORDER BY id LIMIT 1');
  dishId = dish?.id ?? '';
});
afterAll(() => db?.close());
beforeEach(async () => {
  now = FRIDAY_EVENING;
  await db.query('DELETE FROM outlet_sold_out');
  await db.query('UPDATE outlets SET open_override = NULL, open_override_until = NULL WHERE id = $1', [STORE]);
});

/** The menu as a browser asks for it, with the headers given; the raw reply. */
const menuRequest = (on: App, headers: Record<string, string> = {}) =>
  on.request(`${API_BASE}/product`, { method: 'POST', headers, body: new URLSearchParams({ storeId: STORE }) });

const menuOf = async (response: Response) =>
  v.parse(envelope(ProductGroupListSchema), await response.json()).data.flatMap((group) => group.products);

const dishIn = async (response: Response) => (await menuOf(response)).find((dish) => dish._id === dishId);

const staffOf = { staffOutletIds: [STORE], outletId: STORE };

describe('the menu from the cache', () => {
  test('comes with a strong ETag; a client that holds it is answered 304 without the menu, one that does not gets it', async () => {
    const first = await menuRequest(app);
    const etag = first.headers.get('ETag') ?? '';
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await menuOf(first)).not.toHaveLength(0);

    const held = await menuRequest(app, { 'If-None-Match': etag });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');

    const stale = await menuRequest(app, { 'If-None-Match': '"another-menu"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('ETag')).toBe(etag);
  });

  test('comes in brotli or gzip as the client accepts, each decoding to the same JSON', async () => {
    const plain = await menuRequest(app, { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const json = Buffer.from(await plain.arrayBuffer());

    const br = await menuRequest(app, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes)).toEqual(json);
    expect(brBytes.length).toBeLessThan(json.length / 3);

    const gzip = await menuRequest(app, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer()))).toEqual(json);

    // The gzipped reply's validator is its own, and names the same menu.
    const gzipTag = gzip.headers.get('ETag') ?? '';
    expect(gzipTag).not.toBe(plain.headers.get('ETag'));
    expect((await menuRequest(app, { 'If-None-Match': gzipTag })).status).toBe(304);
  });

  test('two signed-in customers and a visitor get the same bytes; a customer who likes a dish sees it liked', async () => {
    const [asha, ravi] = [await shop.newCustomer(), await shop.newCustomer()];
    const bytesFor = async (headers: Record<string, string>) =>
      Buffer.from(await (await menuRequest(app, { ...headers, 'Accept-Encoding': 'br' })).arrayBuffer());
    const visitor = await bytesFor({});
    expect(await bytesFor({ Authorization: `Bearer ${asha.bearer}` })).toEqual(visitor);
    expect(await bytesFor({ Authorization: `Bearer ${ravi.bearer}` })).toEqual(visitor);

    await call(app, `add_to_wishlist/${dishId}`, { bearer: asha.bearer, method: 'GET' });
    expect((await dishIn(await menuRequest(app, { Authorization: `Bearer ${asha.bearer}` })))?.islike).toBe(true);
    expect((await dishIn(await menuRequest(app, { Authorization: `Bearer ${ravi.bearer}` })))?.islike).toBe(false);
    expect(await bytesFor({ Authorization: `Bearer ${ravi.bearer}` })).toEqual(visitor);
  });

  test('a dish the staff mark sold out is not available on the next read, with a new ETag; marked back, it is', async () => {
    const before = await menuRequest(app);
    expect((await dishIn(before))?.isDeleted).toBe(false);
    const etag = before.headers.get('ETag') ?? '';

    await setDishAvailability({ db, clock: () => now }, { ...staffOf, productId: dishId, available: false });
    const soldOut = await menuRequest(app, { 'If-None-Match': etag });
    expect(soldOut.status).toBe(200);
    expect(soldOut.headers.get('ETag')).not.toBe(etag);
    expect((await dishIn(soldOut))?.isDeleted).toBe(true);

    await setDishAvailability({ db, clock: () => now }, { ...staffOf, productId: dishId, available: true });
    expect((await menuRequest(app, { 'If-None-Match': etag })).status).toBe(304);
  });
});

describe('several servers on one database', () => {
  test('a second server sees at once a dish sold out and an outlet closed through the first', async () => {
    const other = testApp(db, () => now);
    const checkActive = async (on: App) => {
      const reply = await on.request(`${API_BASE}/outlet/checkActive`, {
        method: 'POST',
        body: new URLSearchParams({ storeId: STORE }),
      });
      return v.parse(envelope(OutletSchema), await reply.json()).data.isOpen;
    };
    // Both servers keep the menu and the outlet as they are.
    expect((await dishIn(await menuRequest(other)))?.isDeleted).toBe(false);
    expect(await checkActive(other)).toBe(true);
    await dishIn(await menuRequest(app));

    await setDishAvailability({ db, clock: () => now }, { ...staffOf, productId: dishId, available: false });
    await setOutletAvailability({ db, clock: () => now }, { ...staffOf, open: false });
    expect((await dishIn(await menuRequest(other)))?.isDeleted).toBe(true);
    expect(await checkActive(other)).toBe(false);
  });

  test('a change made straight in the database (an operator in psql) is heard too', async () => {
    const superCategories = async () => {
      const reply = await app.request(`${API_BASE}/superCategory`, {
        method: 'POST',
        body: new URLSearchParams({ storeId: STORE }),
      });
      return JSON.stringify(await reply.json());
    };
    expect(await superCategories()).not.toContain('Chef Specials Renamed');
    await db.query(
      "UPDATE super_categories SET name = 'Chef Specials Renamed' WHERE id = (SELECT min(id) FROM super_categories)",
    );
    expect(await superCategories()).toContain('Chef Specials Renamed');
  });
});

describe('opening hours', () => {
  test('an outlet read as closed a second before it opens is open when it opens, with nothing changed in the data', async () => {
    const isOpen = async () => {
      const reply = await app.request(`${API_BASE}/outlet/checkActive`, {
        method: 'POST',
        body: new URLSearchParams({ storeId: STORE }),
      });
      return v.parse(envelope(OutletSchema), await reply.json()).data.isOpen;
    };
    now = SATURDAY_BEFORE_OPENING;
    expect(await isOpen()).toBe(false);
    now = SATURDAY_OPENING;
    expect(await isOpen()).toBe(true);
  });
});

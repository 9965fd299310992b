import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_BASE } from '../../contract/constants.ts';
import type { Db } from '../../server/db/db.ts';
import { catalogueCacheOf } from '../../server/http/catalogueCache.ts';
import { replayLane } from '../../server/http/replayLane.ts';
import { setDishAvailability } from '../../server/usecases/setDishAvailability.ts';
import { type App, testApp } from './support/http.ts';
import { FRIDAY_EVENING, STORE } from './support/shop.ts';
import { openTestDb } from './support/testDb.ts';

let db: Db;
let app: App;
let server: Server;
let base: string;
let now: Date;
let dishId: string;
/** The requests that reached the app: those the lane did not answer. */
let reachedApp: string[];

beforeAll(async () => {
  db = await openTestDb();
  app = testApp(db, () => now);
  const clock = () => now;
  const lane = replayLane(catalogueCacheOf({ db }), clock, (request, env) => {
    reachedApp.push(new URL(request.url).pathname);
    return app.fetch(request, env);
  });
  server = createServer(lane.inFront(getRequestListener(lane.fetch)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE}`;
  const [dish] = await db.query<{ id: string }>('SELECT id FROM products WHERE NOT is_deleted ORDER BY id LIMIT 1');
  dishId = dish?.id ?? '';
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
});
beforeEach(async () => {
  now = FRIDAY_EVENING;
  await db.query('DELETE FROM outlet_sold_out');
  await cacheHeardTheDelete();
  reachedApp = [];
});

/**
 * The DELETE is announced on the catalogue channel (a statement trigger: with rows or none) and, on PostgreSQL,
 * the cache hears it a moment later on its listening connection, dropping what it keeps: heard during a test,
 * it would make a request the test counts reach the app again. A read of a reply the cache keeps first waits
 * for every change committed before it: of two reads of the super-categories (no test counts them), the second
 * is one when the first was not.
 */
async function cacheHeardTheDelete() {
  const superCategories = () =>
    fetch(`${base}/superCategory`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `storeId=${STORE}`,
    });
  await superCategories();
  await superCategories();
}

/** The menu as the shop asks for it, its raw bytes and headers (fetch would decode them: node:http does not). */
async function menu(headers: Record<string, string> = {}, body = `storeId=${STORE}`) {
  const response = await fetch(`${base}/product`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Encoding': 'br', ...headers },
    body,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const headersSent = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers: headersSent, bytes };
}

/** fetch decodes what it receives: asked for brotli, the bytes come already decoded. */
const dishOf = (bytes: Buffer) =>
  (JSON.parse(bytes.toString()) as { data: { products: { _id: string; isDeleted: boolean }[] }[] }).data
    .flatMap((group) => group.products)
    .find((dish) => dish._id === dishId);

describe('the replay lane in front of the app', () => {
  test('replays the menu once the app sent it from the catalogue cache: the same status, headers and bytes', async () => {
    await menu(); // built and kept by the app
    const fromApp = await menu(); // sent by the app from what it keeps, and recorded
    const replayed = await menu();
    expect(reachedApp).toEqual([`${API_BASE}/product`, `${API_BASE}/product`]);
    expect(replayed.status).toBe(200);
    expect(replayed.headers).toEqual(fromApp.headers);
    expect(replayed.bytes.equals(fromApp.bytes)).toBe(true);
    expect(replayed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(dishOf(replayed.bytes)).toBeDefined();
  });

  test('a dish marked sold out is on the very next read: what was recorded is not replayed after a change', async () => {
    await menu();
    await menu();
    expect(dishOf((await menu()).bytes)?.isDeleted).toBe(false);
    reachedApp = [];
    await setDishAvailability(
      { db, clock: () => now },
      { staffOutletIds: [STORE], outletId: STORE, productId: dishId, available: false },
    );
    expect(dishOf((await menu()).bytes)?.isDeleted).toBe(true);
    expect(reachedApp).toEqual([`${API_BASE}/product`]);
  });

  test('what a client sends otherwise is answered by the app: a session, a validator, another coding, another body', async () => {
    await menu();
    await menu();
    await menu();
    reachedApp = [];
    await menu({ Authorization: 'Bearer not-a-session' });
    await menu({ 'If-None-Match': '"x"' });
    await menu({ 'Accept-Encoding': 'gzip' });
    const unknownOutlet = await menu({}, 'storeId=nowhere');
    expect(unknownOutlet.status).toBe(404);
    const unreadable = await menu({}, 'storeId=');
    expect(unreadable.status).toBe(400);
    expect(reachedApp).toHaveLength(5);
  });

  test('the bytes replayed are the ones kept in the coding asked for', async () => {
    const raw = () =>
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const sent = request(`${base}/product`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Encoding': 'br' },
        });
        sent.on('response', (response: IncomingMessage) => {
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
        });
        sent.on('error', reject);
        sent.end(`storeId=${STORE}`);
      });
    await raw();
    const fromApp = await raw();
    const replayed = await raw();
    expect(replayed.equals(fromApp)).toBe(true);
    expect(dishOf(brotliDecompressSync(replayed))).toBeDefined();
  });

  test('a reply that shows whether outlets are open is replayed within its minute only', async () => {
    const outlets = () => fetch(`${base}/GetAllCityOutlet`);
    await outlets();
    await outlets();
    await outlets();
    expect(reachedApp).toHaveLength(2);
    now = new Date(FRIDAY_EVENING.getTime() + 60_000);
    await outlets();
    expect(reachedApp).toHaveLength(3);
  });
});

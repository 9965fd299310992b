import { setTimeout as sleep } from 'node:timers/promises';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { API_BASE } from '../../contract/constants.ts';
import { PlacedOrderSchema } from '../../contract/order.ts';
import { LiveEventSchema, OrderMovedSchema, STAFF_API_BASE } from '../../contract/staff.ts';
import type { Db } from '../../server/db/db.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { openEventStream, type StreamEvent } from './support/events.ts';
import { type App, expectData, testApp } from './support/http.ts';
import { databaseUrl, dropDatabase, uniqueDatabaseName, withServer } from './support/postgres.ts';
import { FRIDAY_EVENING, shopFor } from './support/shop.ts';
import { ADAJAN_STAFF, staffCall, staffSessionIn } from './support/staff.ts';

const source = inject('testDatabase');
const live = (event: StreamEvent) => v.parse(LiveEventSchema, JSON.parse(event.data));
/** The promise: an order placed on one server reaches a console on another within a second. */
const WITHIN_MS = 1000;

// Two app servers, each with its own connections (and its own LISTEN), on one PostgreSQL database: only a
// PostgreSQL server can be shared (CI runs this under scripts/with-postgres.sh); PGlite lives in one process.
describe.skipIf(source.kind === 'pglite')('two servers on one PostgreSQL', () => {
  const name = uniqueDatabaseName('wokflow_two_servers');
  let dbA: Db;
  let dbB: Db;
  let serverA: App;
  let serverB: App;

  beforeAll(async () => {
    if (source.kind !== 'postgres') return;
    await withServer(source.url, (admin) => admin.exec(`CREATE DATABASE ${name} TEMPLATE ${source.template}`));
    dbA = openPostgres(databaseUrl(source.url, name));
    dbB = openPostgres(databaseUrl(source.url, name));
    serverA = testApp(dbA, FRIDAY_EVENING);
    serverB = testApp(dbB, FRIDAY_EVENING);
  });
  afterAll(async () => {
    if (source.kind !== 'postgres') return;
    await dbA?.close();
    await dbB?.close();
    await dropDatabase(source.url, name);
  });

  test("an order placed through A reaches B's console within a second; B's move reaches A's customer", async () => {
    const shop = await shopFor(dbA, serverA);
    const customer = await shop.newCustomer();
    await shop.fillCart(customer, 1);
    const staff = await staffSessionIn(dbB, ADAJAN_STAFF, FRIDAY_EVENING);
    const board = await openEventStream(serverB, `${STAFF_API_BASE}/events`, { Authorization: `Bearer ${staff}` });

    const placedAt = Date.now();
    const placed = expectData(
      await shop.send('OrderWithCOD', customer.bearer, await shop.checkoutFields(customer)),
      PlacedOrderSchema,
    );
    expect(live(await board.next(undefined, WITHIN_MS))).toEqual({
      kind: 'order',
      orderId: placed._id,
      outletId: 'surat-adajan',
      status: 'placed',
      forStaff: true,
    });
    expect(Date.now() - placedAt).toBeLessThan(WITHIN_MS + 500);

    const orderPage = await openEventStream(serverA, `${API_BASE}/order/${placed._id}/events?token=${customer.bearer}`);
    const moved = await staffCall(serverB, `orders/${placed._id}/status`, {
      bearer: staff,
      fields: { status: 'accepted', prepMinutes: '20' },
    });
    expect(expectData(moved, OrderMovedSchema).status).toBe('accepted');
    expect(live(await orderPage.next(undefined, WITHIN_MS))).toMatchObject({
      orderId: placed._id,
      status: 'accepted',
    });
    expect((await shop.orderById(customer, placed._id))?.order_status).toBe('accepted');
    await board.close();
    await orderPage.close();
  }, 60_000);

  test('a customer signed out through A is refused by B within a second, though B kept their session', async () => {
    const shop = await shopFor(dbA, serverA);
    const customer = await shop.newCustomer();
    const headers = { Authorization: `Bearer ${customer.bearer}` };
    const profileStatusOn = async (server: App) =>
      (await server.request(`${API_BASE}/user_profile`, { headers })).status;
    expect(await profileStatusOn(serverB)).toBe(200);
    await sleep(50); // B listens for changes to sessions from its first read: this one is kept
    expect(await profileStatusOn(serverB)).toBe(200);

    expect((await serverA.request(`${API_BASE}/logout`, { headers })).status).toBe(200);
    const signedOutAt = Date.now();
    await vi.waitFor(async () => expect(await profileStatusOn(serverB)).toBe(401), { timeout: WITHIN_MS, interval: 5 });
    expect(Date.now() - signedOutAt).toBeLessThan(WITHIN_MS);
  });

  test("a dish B's staff mark sold out reaches a menu open on A within a second", async () => {
    const shop = await shopFor(dbA, serverA);
    const staff = await staffSessionIn(dbB, ADAJAN_STAFF, FRIDAY_EVENING);
    const menu = await openEventStream(serverA, `${API_BASE}/outlet/surat-adajan/events`);
    const soldOut = await staffCall(serverB, `outlets/surat-adajan/products/${shop.dish.id}`, {
      bearer: staff,
      fields: { available: 'false' },
    });
    expect(soldOut.status).toBe(200);
    expect(live(await menu.next(undefined, WITHIN_MS))).toEqual({ kind: 'outlet', outletId: 'surat-adajan' });
    await menu.close();
  });
});

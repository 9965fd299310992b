import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { API_BASE } from '../../contract/constants.ts';
import { ProductGroupListSchema, ProductListSchema } from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { PlacedOrderSchema } from '../../contract/order.ts';
import { CityOutletsSchema, NearestOutletSchema, OutletSchema } from '../../contract/outlet.ts';
import { outletClosed, storeClosed } from '../../contract/outletMessages.ts';
import { DishAvailabilitySchema, OutletAvailabilitySchema } from '../../contract/staff.ts';
import type { Db } from '../../server/db/db.ts';
import { LIVE_CHANNEL } from '../../server/db/queries/liveEvents.ts';
import { STREAMS_PER_ADDRESS } from '../../server/live/streamQuota.ts';
import { COMMENT, openEventStream } from './support/events.ts';
import { type App, api, CLIENT_HEADER, expectData, expectRefusal, testApp } from './support/http.ts';
import { type Customer, FRIDAY_EVENING, STORE, shopFor } from './support/shop.ts';
import { staffOutletsApp } from './support/staffOutlets.ts';
import { openTestDb } from './support/testDb.ts';

/** Another outlet, with its own staff. */
const OTHER_STORE = 'surat-vesu';
const ADAJAN = { latitude: '21.1959', longitude: '72.7933' };
/** The demo outlet keeps 11:00 to 23:00, Kolkata time. */
const FRIDAY_LATE = new Date('2026-11-20T23:30:00+05:30');
const SATURDAY_BEFORE_OPENING = new Date('2026-11-21T10:59:00+05:30');
const SATURDAY_OPENING = new Date('2026-11-21T11:00:00+05:30');
const SATURDAY_LATE = new Date('2026-11-21T23:30:00+05:30');

let db: Db;
let now: Date;
let app: App;
let staffCall: ReturnType<typeof staffOutletsApp>;
let shop: Awaited<ReturnType<typeof shopFor>>;
let customer: Customer;

beforeAll(async () => {
  db = await openTestDb();
  app = testApp(db, () => now);
  staffCall = staffOutletsApp(db, () => now);
  shop = await shopFor(db, app);
});
afterAll(() => db?.close());

beforeEach(async () => {
  now = FRIDAY_EVENING;
  // As the demo data has it: a take-away counter, its hours in charge.
  await db.query(
    `UPDATE outlets SET open_override = NULL, open_override_until = NULL, delivery = 'Disabled', pickup = 'Enabled'
     WHERE id = $1`,
    [STORE],
  );
  await db.query('DELETE FROM outlet_sold_out');
  customer = await shop.newCustomer();
});

const setAvailability = (fields: Record<string, string | boolean>, outlets = [STORE], json = false) =>
  staffCall(`${STORE}/availability`, fields, { outlets, json });
const setDish = (productId: string, available: boolean, outlets = [STORE]) =>
  staffCall(`${STORE}/products/${productId}`, { available }, { outlets });

/** The outlet as a customer's browser reads it. */
const outletSeen = async () => expectData(await api.post(app, 'outlet/checkActive', { storeId: STORE }), OutletSchema);
const placeOrder = async () => shop.send('OrderWithCOD', customer.bearer, await shop.checkoutFields(customer));

/** The live events announced while `act` runs, once they have arrived. */
async function eventsDuring(act: () => Promise<unknown>, expected: number) {
  const heard: unknown[] = [];
  const stop = await db.listen(LIVE_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
  try {
    await act();
    await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(expected));
    // Anything more would have come with them: a NOTIFY is delivered once its transaction commits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return heard;
  } finally {
    await stop();
  }
}

describe('POST /staff/outlets/{id}/availability: open or close now', () => {
  test('closing now: customers see it closed and cannot add or order, until the next opening by its hours', async () => {
    await shop.fillCart(customer);
    const closed = expectData(await setAvailability({ open: false }), OutletAvailabilitySchema);
    expect(closed).toEqual({ id: STORE, isOpen: false, openOverride: false, delivery: false, pickup: true });

    expect(await outletSeen()).toMatchObject({ isOpen: false, closedUntil: '11:00 AM tomorrow' });
    const nearest = expectData(await api.post(app, 'getNearestOutlet', ADAJAN), NearestOutletSchema).nearestLocation;
    expect(nearest).toMatchObject({ id: STORE, isOpen: false });
    const byCity = expectData(await api.get(app, 'GetAllCityOutlet'), CityOutletsSchema).StoreData;
    expect(byCity.find((outlet) => outlet.id === STORE)?.isOpen).toBe(false);
    const closedMessage = outletClosed({ fromTime: '11:00 AM', toTime: '11:00 PM', closedUntil: '11:00 AM tomorrow' });
    expect(closedMessage).toBe(
      'Store is Closed. Open from 11:00 AM to 11:00 PM. Closed by the restaurant until 11:00 AM tomorrow',
    );
    expectRefusal(
      await shop.send('validateBranch', customer.bearer, { brachId: STORE, orderType: 'take_out' }),
      409,
      closedMessage,
    );
    expectRefusal(await placeOrder(), 409, closedMessage);
    expectRefusal(
      await shop.send('add_to_cart', customer.bearer, { product_id: shop.dish.id, store: STORE }),
      409,
      MESSAGES.outletNotTakingOrders,
    );
    expect(await shop.orders(customer)).toEqual([]);

    // Past closing time and until the next opening, closed either way; from then on its hours decide.
    for (const instant of [FRIDAY_LATE, SATURDAY_BEFORE_OPENING]) {
      now = instant;
      expect(await outletSeen()).toMatchObject({ isOpen: false, closedUntil: null });
    }
    expectRefusal(await placeOrder(), 409, storeClosed('11:00 AM', '11:00 PM'));
    now = SATURDAY_OPENING;
    expect((await outletSeen()).isOpen).toBe(true);
    expectData(await placeOrder(), PlacedOrderSchema);
  });

  test('opening now after hours: customers can order until the next opening, then the hours close it again', async () => {
    now = FRIDAY_LATE;
    expect((await outletSeen()).isOpen).toBe(false);
    const opened = expectData(await setAvailability({ open: 'true' }), OutletAvailabilitySchema);
    expect(opened).toMatchObject({ isOpen: true, openOverride: true });
    await shop.fillCart(customer);
    expectData(await placeOrder(), PlacedOrderSchema);

    now = SATURDAY_BEFORE_OPENING;
    expect((await outletSeen()).isOpen).toBe(true);
    now = SATURDAY_LATE;
    expect((await outletSeen()).isOpen).toBe(false);
  });

  test('reopening within its hours hands back to the hours: it closes at closing time', async () => {
    expectData(await setAvailability({ open: false }), OutletAvailabilitySchema);
    now = new Date('2026-11-20T20:00:00+05:30');
    const reopened = expectData(await setAvailability({ open: true }, [STORE], true), OutletAvailabilitySchema);
    expect(reopened).toMatchObject({ isOpen: true, openOverride: null });
    now = FRIDAY_LATE;
    expect((await outletSeen()).isOpen).toBe(false);
  });
});

describe('POST /staff/outlets/{id}/availability: pause an order type', () => {
  test('paused take-away: the outlet shows it disabled, leaves the take-away list and refuses the order', async () => {
    await shop.fillCart(customer);
    const paused = expectData(await setAvailability({ pickup: false }), OutletAvailabilitySchema);
    expect(paused).toMatchObject({ isOpen: true, pickup: false });
    expect((await outletSeen()).pickup).toBe('Disabled');
    const byCity = expectData(await api.get(app, 'GetAllCityOutlet'), CityOutletsSchema).StoreData;
    expect(byCity.map((outlet) => outlet.id)).not.toContain(STORE);
    expectRefusal(await placeOrder(), 409, MESSAGES.orderTypeNotOffered);
    expect(await shop.orders(customer)).toEqual([]);

    expectData(await setAvailability({ pickup: true }), OutletAvailabilitySchema);
    expect((await outletSeen()).pickup).toBe('Enabled');
    expectData(await placeOrder(), PlacedOrderSchema);
  });

  test('resuming delivery enables it, and the open state is left as it was', async () => {
    expectData(await setAvailability({ open: false }), OutletAvailabilitySchema);
    const resumed = expectData(await setAvailability({ delivery: true }), OutletAvailabilitySchema);
    expect(resumed).toMatchObject({ isOpen: false, openOverride: false, delivery: true, pickup: true });
    expect((await outletSeen()).delivery).toBe('Enabled');
  });
});

describe('POST /staff/outlets/{id}/availability: refusals', () => {
  test("staff of another outlet get 404 and change nothing; only the outlet's own change is announced", async () => {
    const heard = await eventsDuring(async () => {
      expectRefusal(await setAvailability({ open: false }, [OTHER_STORE]), 404, MESSAGES.outletNotFound);
      expectRefusal(
        await staffCall('no-such-outlet/availability', { open: false }, { outlets: [STORE] }),
        404,
        MESSAGES.outletNotFound,
      );
      expect((await outletSeen()).isOpen).toBe(true);
      expectData(await setAvailability({ pickup: false }), OutletAvailabilitySchema);
    }, 1);
    expect(heard).toEqual([{ kind: 'outlet', outletId: STORE }]);
  });

  test('a request that says nothing to change, or not true or false, is refused', async () => {
    expectRefusal(await setAvailability({}), 400, 'Say what to change: open, delivery or pickup');
    expectRefusal(await setAvailability({ open: 'soon' }), 400, 'open must be true or false');
  });
});

describe('POST /staff/outlets/{id}/products/{productId}: sold out at this outlet', () => {
  const menuOf = async (store: string, bearer?: string) =>
    expectData(
      bearer ? await shop.send('product', bearer, { store }) : await api.post(app, 'product', { store }),
      ProductGroupListSchema,
    ).flatMap((group) => group.products);

  test("the outlet's menu shows it not available, other outlets' menus do not, and it cannot be added", async () => {
    const heard = await eventsDuring(
      async () =>
        expect(expectData(await setDish(shop.dish.id, false), DishAvailabilitySchema)).toEqual({
          id: shop.dish.id,
          available: false,
        }),
      1,
    );
    expect(heard).toEqual([{ kind: 'outlet', outletId: STORE }]);

    const dishOn = (menu: { _id: string; isDeleted: boolean }[]) => menu.find((dish) => dish._id === shop.dish.id);
    expect(dishOn(await menuOf(STORE))?.isDeleted).toBe(true);
    expect(dishOn(await menuOf(STORE, customer.bearer))?.isDeleted).toBe(true);
    expect(dishOn(await menuOf(OTHER_STORE))?.isDeleted).toBe(false);
    const filtered = expectData(
      await api.post(app, 'filterProducts', { storeId: STORE, sortBy: '3' }),
      ProductListSchema,
    );
    expect(dishOn(filtered)?.isDeleted).toBe(true);
    expectRefusal(
      await shop.send('add_to_cart', customer.bearer, { product_id: shop.dish.id, store: STORE }),
      400,
      MESSAGES.dishNotAvailable,
    );
    expect((await shop.readCart(customer)).cart_data).toEqual([]);

    expectData(await setDish(shop.dish.id, true), DishAvailabilitySchema);
    expect(dishOn(await menuOf(STORE))?.isDeleted).toBe(false);
    expectData(await shop.send('add_to_cart', customer.bearer, { product_id: shop.dish.id, store: STORE }), v.null());
  });

  test("search, favourites and recommendations at the customer's outlet show it not available too", async () => {
    await shop.get(`add_to_wishlist/${shop.dish.id}`, customer.bearer);
    const [dish] = await db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [shop.dish.id]);
    const search = () => api.get(app, `searchProducts/${encodeURIComponent(dish?.name ?? '')}/${STORE}`);
    const recommended = async () =>
      expectData(await shop.get('get_recommendation', customer.bearer), ProductListSchema).map((found) => found._id);
    const [mostPopular] = await recommended();

    expectData(await setDish(shop.dish.id, false), DishAvailabilitySchema);
    expect(expectData(await search(), ProductListSchema)[0]).toMatchObject({ _id: shop.dish.id, isDeleted: true });
    const favourites = expectData(await shop.get('get_wishlist', customer.bearer), ProductListSchema);
    expect(favourites.map(({ _id, isDeleted }) => ({ _id, isDeleted }))).toEqual([
      { _id: shop.dish.id, isDeleted: true },
    ]);
    expectData(await setDish(mostPopular as string, false), DishAvailabilitySchema);
    expect(await recommended()).not.toContain(mostPopular);
  });

  test('a cart line sold out since is flagged in the cart, and the order is refused naming it, writing nothing', async () => {
    const cart = await shop.fillCart(customer, 2);
    const fields = await shop.checkoutFields(customer);
    expectData(await setDish(shop.dish.id, false), DishAvailabilitySchema);

    const flagged = await shop.readCart(customer);
    expect(flagged.cart_data.map((line) => line.product.isDeleted)).toEqual([true]);
    const [dish] = await db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [shop.dish.id]);
    expectRefusal(
      await shop.send('OrderWithCOD', customer.bearer, fields),
      409,
      MESSAGES.dishInCartNotAvailable(dish?.name ?? ''),
    );
    expect(await shop.orders(customer)).toEqual([]);
    expect((await shop.readCart(customer)).cart_data.map((line) => line.quantity)).toEqual([2]);

    expectData(await setDish(shop.dish.id, true), DishAvailabilitySchema);
    expect((await shop.readCart(customer)).cart_data).toEqual(cart.cart_data);
    expectData(await shop.send('OrderWithCOD', customer.bearer, fields), PlacedOrderSchema);
  });

  test('staff of another outlet get 404, and an unknown dish is not found', async () => {
    expectRefusal(await setDish(shop.dish.id, false, [OTHER_STORE]), 404, MESSAGES.outletNotFound);
    expectRefusal(await setDish('no-such-dish', false), 404, MESSAGES.dishNotFound);
    expectRefusal(
      await staffCall(`${STORE}/products/${shop.dish.id}`, {}, { outlets: [STORE] }),
      400,
      'available must be true or false',
    );
    expect((await db.query('SELECT 1 FROM outlet_sold_out')).length).toBe(0);
  });
});

describe("GET /outlet/{id}/events: an open menu hears the outlet's switches", () => {
  const eventsPath = (store: string) => `${API_BASE}/outlet/${store}/events`;
  const openFrom = (client: string) => app.request(eventsPath(STORE), { headers: { [CLIENT_HEADER]: client } });

  test("without sign-in: each switch of this outlet's is sent, another outlet's is not", async () => {
    const stream = await openEventStream(app, eventsPath(STORE));
    const otherDish = (
      await staffCall(`${OTHER_STORE}/products/${shop.dish.id}`, { available: false }, { outlets: [OTHER_STORE] })
    ).status;
    expect(otherDish).toBe(200);
    expectData(await setDish(shop.dish.id, false), DishAvailabilitySchema);
    expect(JSON.parse((await stream.next()).data)).toEqual({ kind: 'outlet', outletId: STORE });
    expectData(await setAvailability({ open: false }), OutletAvailabilitySchema);
    expect(JSON.parse((await stream.next()).data)).toEqual({ kind: 'outlet', outletId: STORE });
    expect(stream.received.filter((event) => event.event !== COMMENT)).toHaveLength(2);
    await stream.close();
  });

  test('an unknown outlet is not found', async () => {
    const response = await app.request(eventsPath('no-such-outlet'));
    expect(response.status).toBe(404);
    expect((await response.json()).msg).toBe(MESSAGES.outletNotFound);
  });

  test(`one address holds at most ${STREAMS_PER_ADDRESS} open; a stream closed gives its place back`, async () => {
    const held = await Promise.all(Array.from({ length: STREAMS_PER_ADDRESS }, () => openFrom('crowd')));
    expect(held.map((response) => response.status)).toEqual(held.map(() => 200));
    const refused = await openFrom('crowd');
    expect(refused.status).toBe(429);
    expect((await refused.json()).msg).toBe(MESSAGES.tooManyLiveStreams);
    const neighbour = await openFrom('neighbour');
    expect(neighbour.status).toBe(200);

    await held[0]?.body?.cancel();
    await vi.waitFor(async () => {
      const again = await openFrom('crowd');
      expect(again.status).toBe(200);
      held.push(again);
    });
    for (const response of [...held.slice(1), neighbour]) await response.body?.cancel();
  });
});

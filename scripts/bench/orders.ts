import { randomUUID } from 'node:crypto';
import { API_BASE } from '../../contract/constants.ts';
import type { Db } from '../../server/db/db.ts';
import { createCustomer } from '../../server/db/queries/customers.ts';
import { insertSession } from '../../server/db/queries/sessions.ts';
import { newToken, sha256 } from '../../server/domain/secrets.ts';

interface Shopper {
  bearer: string;
}

/**
 * Signed-in customers, straight in the database: signing in through the API is limited per client and per
 * number (as it should be), and it is not what this measures.
 */
async function signedInShoppers(db: Db, count: number, now: Date): Promise<Shopper[]> {
  const run = Date.now().toString().slice(-4);
  const shoppers: Shopper[] = [];
  for (let n = 0; n < count; n++) {
    const mobile = `97${run}${String(n).padStart(4, '0')}`;
    const id = await createCustomer(
      db,
      { first_name: 'Bench', mobile_number: mobile, email: 'bench@example.com', outlet_id: null },
      now,
    );
    if (!id) throw new Error(`${mobile} already has an account`);
    const bearer = newToken();
    await insertSession(db, sha256(bearer), { kind: 'customer', id }, now);
    shoppers.push({ bearer });
  }
  return shoppers;
}

/** A client of the API as the shop is: form posts with the customer's bearer token. */
function apiOf(baseUrl: string, { bearer }: Shopper) {
  return async (path: string, fields?: Record<string, string>) => {
    const response = await fetch(`${baseUrl}${API_BASE}/${path}`, {
      method: fields ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${bearer}` },
      body: fields ? new URLSearchParams(fields) : undefined,
    });
    const reply = (await response.json()) as { error: number; msg: string; data: Record<string, unknown> };
    if (response.status !== 200 || reply.error !== 0) throw new Error(`${path}: ${response.status} ${reply.msg}`);
    return reply.data;
  };
}

const money = (amount: unknown) => Number(amount).toFixed(2);

/** One take-away order as the shop places it: the dish into the cart, the cart read, the order sent. */
async function placeOrder(call: ReturnType<typeof apiOf>, store: string, dishId: string) {
  await call('add_to_cart', { product_id: dishId, store });
  const cart = await call('get_cart');
  await call('OrderWithCOD', {
    checkoutId: randomUUID(),
    orderType: 'take_out',
    subtotal: money(cart.subtotal),
    tax: money(cart.tax),
    total: money(cart.total),
    deliveryCharge: '0.00',
    address: '',
    code: '',
    brachId: store,
    outlet_location: '',
    instructions: '',
  });
}

export interface OrderLoad {
  baseUrl: string;
  db: Db;
  store: string;
  dishId: string;
  customers: number;
  inFlight: number;
  seconds: number;
  now: Date;
}

/**
 * `inFlight` orders at a time, each by the next customer free (a customer never has two orders going), for
 * `seconds`. Answers the orders placed per second and the refused ones.
 */
export async function loadOrders(load: OrderLoad): Promise<{ ordersPerSecond: number; failures: number }> {
  const shoppers = await signedInShoppers(load.db, load.customers, load.now);
  for (const shopper of shoppers) {
    const call = apiOf(load.baseUrl, shopper);
    await call('updatePickUpLocation', { pickUp: load.store });
    await call('changeDeliveryType', { type: 'take_out' });
  }
  const idle = [...shoppers];
  let placed = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + load.seconds * 1000;
  async function lane() {
    while (performance.now() < deadline) {
      const shopper = idle.shift();
      if (!shopper) throw new Error('more orders in flight than customers');
      try {
        await placeOrder(apiOf(load.baseUrl, shopper), load.store, load.dishId);
        placed += 1;
      } catch (error) {
        failures += 1;
        if (failures === 1) console.error('An order failed:', (error as Error).message);
      }
      idle.push(shopper);
    }
  }
  await Promise.all(Array.from({ length: load.inFlight }, lane));
  return { ordersPerSecond: placed / ((performance.now() - started) / 1000), failures };
}

import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
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

/** What a browser accepts: the app compresses the larger replies as it would for the shop. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

function decoded(body: Buffer, coding: string | undefined): string {
  if (coding === 'gzip') return gunzipSync(body).toString();
  if (coding === 'deflate') return inflateSync(body).toString();
  if (coding === 'br') return brotliDecompressSync(body).toString();
  return body.toString();
}

/**
 * A client of the API as the shop is: form posts with the customer's bearer token, on kept-alive connections.
 * Plain `node:http`, not `fetch`: the client shares the machine's cores with the app and PostgreSQL, and fetch
 * cost it about as much CPU per order as the app.
 */
function apiOf(baseUrl: string, agent: Agent, { bearer }: Shopper) {
  return (path: string, fields?: Record<string, string>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const form = fields ? new URLSearchParams(fields).toString() : undefined;
      const headers: Record<string, string> = { Authorization: `Bearer ${bearer}`, 'Accept-Encoding': ACCEPT_ENCODING };
      if (form !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
      const sent = request(`${baseUrl}${API_BASE}/${path}`, { method: form ? 'POST' : 'GET', headers, agent });
      sent.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const text = decoded(Buffer.concat(chunks), response.headers['content-encoding']);
            const reply = JSON.parse(text) as { error: number; msg: string; data: Record<string, unknown> };
            if (response.statusCode !== 200 || reply.error !== 0) {
              reject(new Error(`${path}: ${response.statusCode} ${reply.msg}`));
            } else resolve(reply.data);
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      });
      sent.on('error', reject);
      sent.end(form);
    });
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
  now: Date;
}

export interface OrderRun {
  ordersPerSecond: number;
  orders: number;
  failures: number;
}

/**
 * Signs the customers in and sets their outlet and order type; answers how to run the load: `inFlight` orders at
 * a time, each by the next customer free (a customer never has two orders going), for `seconds`, answering the
 * orders placed (per second) and the refused ones; and how to stop (its kept-alive connections).
 */
export async function prepareOrders(
  load: OrderLoad,
): Promise<{ run: (seconds: number) => Promise<OrderRun>; stop: () => void }> {
  const shoppers = await signedInShoppers(load.db, load.customers, load.now);
  const agent = new Agent({ keepAlive: true, maxSockets: load.inFlight });
  for (const shopper of shoppers) {
    const call = apiOf(load.baseUrl, agent, shopper);
    await call('updatePickUpLocation', { pickUp: load.store });
    await call('changeDeliveryType', { type: 'take_out' });
  }
  const idle = [...shoppers];
  async function run(seconds: number): Promise<OrderRun> {
    let orders = 0;
    let failures = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    async function lane() {
      while (performance.now() < deadline) {
        const shopper = idle.shift();
        if (!shopper) throw new Error('more orders in flight than customers');
        try {
          await placeOrder(apiOf(load.baseUrl, agent, shopper), load.store, load.dishId);
          orders += 1;
        } catch (error) {
          failures += 1;
          if (failures === 1) console.error('An order failed:', (error as Error).message);
        }
        idle.push(shopper);
      }
    }
    await Promise.all(Array.from({ length: load.inFlight }, lane));
    return { ordersPerSecond: orders / ((performance.now() - started) / 1000), orders, failures };
  }
  return { run, stop: () => agent.destroy() };
}

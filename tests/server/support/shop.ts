import { randomUUID } from 'node:crypto';
import { type Cart, CartSchema } from '../../../contract/cart.ts';
import type { OrderType } from '../../../contract/constants.ts';
import { type Order, OrderListSchema } from '../../../contract/order.ts';
import type { Db } from '../../../server/db/db.ts';
import { call, signedInCustomer } from './customers.ts';
import { type App, expectData, testApp } from './http.ts';

/** An instant the demo outlets are open. */
export const FRIDAY_EVENING = new Date('2026-11-20T19:30:00+05:30');
export const STORE = 'surat-adajan';

export interface Customer {
  bearer: string;
  id: string;
}

/** An amount as the checkout form writes it: rupees with two decimals. */
export const rupees = (amount: number) => amount.toFixed(2);

/** The checkout form as the browser sends it for `cart`: the amounts the customer sees in it. */
export function checkoutForm(cart: Cart, orderType: OrderType, extra: Record<string, string> = {}) {
  return {
    checkoutId: randomUUID(),
    orderType,
    subtotal: rupees(cart.subtotal),
    tax: rupees(cart.tax),
    total: rupees(cart.total),
    deliveryCharge: rupees(orderType === 'delivery' ? cart.deliveryCharges : 0),
    address: '',
    code: '',
    brachId: STORE,
    outlet_location: 'Wokflow Adajan',
    instructions: '',
    ...extra,
  };
}

/** A customer shopping at the demo outlet through `app`: signing up, filling the cart, the checkout form. */
export async function shopFor(db: Db, app: App) {
  const [dish] = await db.query<{ id: string; rate_paise: number }>(
    `SELECT id, rate_paise FROM products p
     WHERE addon_category_id IS NULL AND jain_addon_id IS NULL AND NOT is_deleted
       AND NOT EXISTS (SELECT 1 FROM product_addons pa WHERE pa.product_id = p.id)
     ORDER BY rate_paise DESC, id LIMIT 1`,
  );
  if (!dish) throw new Error('the demo menu has no plain dish');

  const get = (path: string, bearer: string) => call(app, path, { bearer, method: 'GET' });
  const send = (path: string, bearer: string, fields: Record<string, string> = {}) =>
    call(app, path, { bearer, fields });

  /** A new customer at the outlet, with the order type chosen. */
  async function newCustomer(orderType: OrderType = 'take_out'): Promise<Customer> {
    // Each sign-in from a client of its own: a file signs up more customers than one client may in an hour.
    const bearer = await signedInCustomer(testApp(db, FRIDAY_EVENING, { clientAddress: () => randomUUID() }));
    await send('updatePickUpLocation', bearer, { pickUp: STORE });
    await send('changeDeliveryType', bearer, { type: orderType });
    const id = ((await get('current_user', bearer)).body.data as { id: string }).id;
    return { bearer, id };
  }

  const readCart = async (customer: Customer): Promise<Cart> =>
    expectData(await get('get_cart', customer.bearer), CartSchema);

  /** Puts `portions` of the plain dish in the cart (one line); returns the cart. */
  async function fillCart(customer: Customer, portions = 1): Promise<Cart> {
    await send('add_to_cart', customer.bearer, { product_id: dish?.id as string, store: STORE });
    const id = (await readCart(customer)).cart_data[0]?._id as string;
    await send('changeProductsQuentity', customer.bearer, { id, quentity: String(portions) });
    return readCart(customer);
  }

  /** The take-away checkout form as the browser sends it, with the amounts of the customer's cart. */
  async function checkoutFields(customer: Customer, extra: Record<string, string> = {}) {
    return checkoutForm(await readCart(customer), 'take_out', extra);
  }

  const orders = async (customer: Customer): Promise<Order[]> =>
    expectData(await get('order/getAllOrder', customer.bearer), OrderListSchema);

  const orderById = async (customer: Customer, id: string): Promise<Order | undefined> =>
    expectData(await get(`order/latestOrder/${id}`, customer.bearer), OrderListSchema)[0];

  return { dish, get, send, newCustomer, readCart, fillCart, checkoutFields, orders, orderById };
}

/** A form post as the gateway makes it when it sends the customer back; the reply's redirect or refusal. */
export async function gatewayReturn(app: App, fields: Record<string, string>) {
  const response = await app.request('/api/v1/user/transaction/ccavResponseHandler', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return {
    status: response.status,
    location: response.headers.get('Location'),
    body: response.status === 303 ? null : await response.json(),
  };
}

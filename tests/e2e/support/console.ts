import type { Locator, Page } from 'playwright-core';
import * as v from 'valibot';
import { CartSchema } from '../../../contract/cart.ts';
import { STORAGE_KEYS } from '../../../contract/constants.ts';
import { PlacedOrderSchema } from '../../../contract/order.ts';
import { signUpThroughApi } from './api.ts';
import { newAddress } from './clientAddress.ts';
import { apiCall, newMobile } from './customer.ts';
import { staffSession } from './staff.ts';
import { baseUrl } from './visitor.ts';

/** An outlet of the demo data and its counter staff (server/db/seed/staff.ts numbers them in the outlets' order). */
export interface StaffedOutlet {
  id: string;
  name: string;
  staff: string;
}

/**
 * The outlets whose boards the console's tests watch, one per test file: no other file orders from them or signs in
 * as their staff, so a file's sign-in never waits for another's code to be resent.
 */
export const BOARDS = {
  piplod: { id: 'surat-piplod', name: 'Wokflow Piplod', staff: '9700000003' },
  varachha: { id: 'surat-varachha', name: 'Wokflow Varachha', staff: '9700000004' },
  cityLight: { id: 'surat-city-light', name: 'Wokflow City Light', staff: '9700000006' },
  // consoleOutlets.test.ts: Surat's manager narrows the board to one outlet. Athwa Lines takes only take-away, Pal
  // only delivery.
  athwaLines: { id: 'surat-athwa-lines', name: 'Wokflow Athwa Lines', staff: '9700000005' },
  pal: { id: 'surat-pal', name: 'Wokflow Pal', staff: '9700000007' },
} satisfies Record<string, StaffedOutlet>;

/** The customer's cart placed as a cash take-away order at the outlet, as PLACE ORDER does: its id and number. */
export async function placeTakeAwayThroughApi(
  token: string,
  outlet: { id: string; name: string },
  instructions = '',
): Promise<{ _id: string; order_id: string }> {
  const cart = await apiCall('get_cart', CartSchema, { bearer: token, method: 'GET' });
  const rupees = (amount: number) => amount.toFixed(2);
  return apiCall('OrderWithCOD', PlacedOrderSchema, {
    bearer: token,
    fields: {
      checkoutId: crypto.randomUUID(),
      orderType: 'take_out',
      subtotal: rupees(cart.subtotal),
      tax: rupees(cart.tax),
      total: rupees(cart.total),
      deliveryCharge: rupees(0),
      address: '',
      code: '',
      brachId: outlet.id,
      outlet_location: outlet.name,
      instructions,
    },
  });
}

/** A new customer's cash take-away order at the outlet: its id and number. */
export async function placeOrderAt(outlet: StaffedOutlet): Promise<{ _id: string; order_id: string }> {
  const address = newAddress();
  const token = await signUpThroughApi(baseUrl, { address, mobile: newMobile(), storeId: outlet.id, name: 'Meera' });
  await apiCall('changeDeliveryType', v.unknown(), { bearer: token, fields: { type: 'take_out' } });
  await apiCall('add_to_cart', v.unknown(), {
    bearer: token,
    fields: { product_id: 'veg-manchow-soup', store: outlet.id, isJain: 'false' },
  });
  return placeTakeAwayThroughApi(token, outlet);
}

/**
 * The console open on `page`, signed in as the outlet's staff, or any member of staff (the session saved on the
 * device, as after signing in).
 */
export async function openBoardOf(page: Page, outlet: Pick<StaffedOutlet, 'staff'>): Promise<void> {
  const session = await staffSession(outlet.staff);
  await page.goto(new URL('/console', baseUrl).href);
  const saved = [STORAGE_KEYS.staffSession, session] as const;
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), saved);
  await page.reload();
  await page.getByText('Live', { exact: true }).waitFor();
}

/** The order's card, on the board or in one of its columns. */
export const orderCard = (within: Page | Locator, order: { order_id: string }) =>
  within.getByRole('article', { name: `#${order.order_id}` });

/** The id of the element that has the focus ('' for one without, such as the body). */
export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The accessible name the focused element was given (aria-label), or its text. */
export const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

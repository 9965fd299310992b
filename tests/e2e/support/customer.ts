import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { AddressListSchema } from '../../../contract/address.ts';
import { GeocodeReplySchema } from '../../../contract/addressRules.ts';
import { STORAGE_KEYS } from '../../../contract/constants.ts';
import { type Call, callApi, codeTextedTo, signUpThroughApi } from './api.ts';
import { newAddress } from './clientAddress.ts';
import { baseUrl, closeOfferPopup, header, type Visit } from './visitor.ts';

let numbers = 0;
/** A number no other test uses, so the files can run again on the same server. */
export const newMobile = () => `9${String(Date.now() + ++numbers).slice(-9)}`;

/** The newest code the development outbox holds for the number. */
export const codeSentTo = (mobile: string) => codeTextedTo(baseUrl, mobile);

/** A call to the shared server's API as the browser makes it, from a client address of its own. */
export const apiCall = <T extends v.GenericSchema>(path: string, schema: T, call: Omit<Call, 'address'> = {}) =>
  callApi(baseUrl, path, schema, { address: newAddress(), ...call });

/**
 * Signs a new customer up and in through the API as the panels do (the sign-in panels have tests of their
 * own): a code to the number, the sign-up ticket its verification gives, the form; and gives the page the
 * session token; the page is reloaded signed in. Call it once the page has an outlet.
 */
export async function signInAsNewCustomer(page: Page, name = 'Meera'): Promise<string> {
  // As the login panel does, the outlet the page has chosen becomes the customer's.
  const storeId = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { id?: string }).id ?? '',
    STORAGE_KEYS.location,
  );
  const token = await signUpThroughApi(baseUrl, { address: newAddress(), mobile: newMobile(), storeId, name });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.authToken, token] as const);
  await page.reload();
  return token;
}

/** A signed-in customer on the menu of the outlet found for the device (Adajan, Surat). */
export async function customerOnMenu(visit: Visit): Promise<{ page: Page; token: string }> {
  const page = await visit('granted');
  await closeOfferPopup(page);
  const token = await signInAsNewCustomer(page);
  await header(page).getByRole('link', { name: 'Menu' }).click();
  await page.waitForURL('**/product');
  return { page, token };
}

/** Puts a dish (no Jain, no add-ons) in the customer's cart at Adajan, as ADD would. */
export const addToCartThroughApi = (token: string, productId: string) =>
  apiCall('add_to_cart', v.unknown(), {
    bearer: token,
    fields: { product_id: productId, store: 'surat-adajan', isJain: 'false' },
  });

/** Saves Meera's home in Adajan (within delivery reach) as the address form would, at the point the server finds. */
export async function addAddressThroughApi(
  token: string,
  who: { name: string; email: string } = { name: 'Meera Shah', email: 'meera@example.com' },
): Promise<void> {
  const line = 'A-12, Palanpur Patia, Adajan, Surat, Gujarat, 395009';
  const found = await apiCall('get_lat_long', GeocodeReplySchema, { bearer: token, fields: { address: line } });
  await apiCall('user_add_address', AddressListSchema, {
    bearer: token,
    fields: {
      ...who,
      house_number: 'A-12',
      address_line_1: 'Palanpur Patia, Adajan',
      city: 'Surat',
      state: 'Gujarat',
      pinCode: '395009',
      lat: String(found.lat),
      lng: String(found.lng),
    },
  });
}

/** Opens the cart from the menu, as the address bar would. */
export const openCart = (page: Page) => page.goto(page.url().replace('/product', '/cart'));

/** Chooses the order type with the cart's own switch (the header's menu has another). */
export const chooseOrderType = (page: Page, name: 'Delivery' | 'Take Away') =>
  page.getByRole('main').getByRole('radiogroup', { name: 'Order type' }).getByRole('radio', { name }).click();

/** PLACE ORDER on /cart, then Confirm in the confirmation (no delivery address to confirm on the map). */
export async function placeAndConfirm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.getByRole('dialog', { name: 'Confirm your order' }).getByRole('button', { name: 'Confirm' }).click();
}

/** From the menu: the cart's dishes placed as a take-away order. */
export async function placeTakeAwayOrder(page: Page): Promise<void> {
  await openCart(page);
  await chooseOrderType(page, 'Take Away');
  await placeAndConfirm(page);
}

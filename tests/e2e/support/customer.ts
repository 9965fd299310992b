import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { AddressListSchema } from '../../../contract/address.ts';
import { GeocodeReplySchema } from '../../../contract/addressRules.ts';
import {
  DEV_SMS_PATH,
  LoginReplySchema,
  OutboxSchema,
  SessionReplySchema,
  SignInReplySchema,
} from '../../../contract/auth.ts';
import { API_BASE, STORAGE_KEYS } from '../../../contract/constants.ts';
import { envelope } from '../../../contract/envelope.ts';
import { newAddress } from './clientAddress.ts';
import { baseUrl, closeOfferPopup, header, type Visit } from './visitor.ts';

let numbers = 0;
/** A number no other test uses, so the files can run again on the same server. */
export const newMobile = () => `9${String(Date.now() + ++numbers).slice(-9)}`;

/** The newest code the development outbox holds for the number. */
export async function codeSentTo(mobile: string): Promise<string> {
  const response = await fetch(`${baseUrl}${DEV_SMS_PATH}?mobile_number=${mobile}`);
  const [newest] = v.parse(envelope(OutboxSchema), await response.json()).data;
  const code = newest?.text.match(/\b\d{4}\b/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

/** A call to the API as the browser makes it: form-encoded, with a bearer token when given. */
export async function apiCall<T extends v.GenericSchema>(
  path: string,
  schema: T,
  { bearer, fields, method = 'POST' }: { bearer?: string; fields?: Record<string, string>; method?: string } = {},
): Promise<v.InferOutput<T>> {
  const headers: Record<string, string> = { 'X-Forwarded-For': newAddress() };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const body = fields ? new URLSearchParams(fields) : undefined;
  const response = await fetch(`${baseUrl}${API_BASE}/${path}`, { method, headers, body });
  const reply = v.parse(envelope(v.unknown()), await response.json());
  if (!response.ok || reply.error === 1) throw new Error(`${path}: ${reply.msg}`);
  return v.parse(schema, reply.data);
}

/**
 * Signs a new customer up and in through the API as the panels do (the sign-in panels have tests of their
 * own): a code to the number, the sign-up ticket its verification gives, the form; and gives the page the
 * session token; the page is reloaded signed in. Call it once the page has an outlet.
 */
export async function signInAsNewCustomer(page: Page, name = 'Meera'): Promise<string> {
  const mobile = newMobile();
  const { token: challenge } = await apiCall('login', LoginReplySchema, { fields: { mobile_number: mobile } });
  const otp = await codeSentTo(mobile);
  // As the login panel does, the outlet the page has chosen becomes the customer's.
  const storeId = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { id?: string }).id ?? '',
    STORAGE_KEYS.location,
  );
  const ticket = await apiCall('login_verify', SignInReplySchema, { bearer: challenge, fields: { otp, storeId } });
  const form = { first_name: name, email: `${name.toLowerCase()}@example.com` };
  const { token } = await apiCall('register', SessionReplySchema, { bearer: ticket.token, fields: form });
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
export async function addAddressThroughApi(token: string): Promise<void> {
  const line = 'A-12, Palanpur Patia, Adajan, Surat, Gujarat, 395009';
  const found = await apiCall('get_lat_long', GeocodeReplySchema, { bearer: token, fields: { address: line } });
  await apiCall('user_add_address', AddressListSchema, {
    bearer: token,
    fields: {
      name: 'Meera Shah',
      email: 'meera@example.com',
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

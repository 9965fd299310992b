import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as v from 'valibot';
import {
  DEV_SMS_PATH,
  LoginReplySchema,
  OutboxSchema,
  SessionReplySchema,
  SignInReplySchema,
} from '../../contract/auth.ts';
import { API_BASE, STORAGE_KEYS } from '../../contract/constants.ts';
import { envelope } from '../../contract/envelope.ts';
import { SURAT_ADAJAN } from './browser.ts';

const ProductListSchema = v.array(v.object({ products: v.array(v.object({ _id: v.string() })) }));

/** A first-time visitor's browser context: nothing stored, the device's position granted at Adajan, Surat. */
export const newVisitor = (browser: Browser) =>
  browser.newContext({ geolocation: SURAT_ADAJAN, permissions: ['geolocation'] });

async function call<T extends v.GenericSchema>(
  base: string,
  path: string,
  schema: T,
  fields: Record<string, string>,
  bearer?: string,
) {
  const response = await fetch(`${base}${API_BASE}/${path}`, {
    method: 'POST',
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    body: new URLSearchParams(fields),
  });
  const reply = v.parse(envelope(v.unknown()), await response.json());
  if (!response.ok || reply.error === 1) throw new Error(`${path}: ${reply.msg}`);
  return v.parse(schema, reply.data);
}

/**
 * A returning customer's first visit, in a page whose device position is Adajan: the shop chooses the
 * nearest outlet; the customer signs up and in with the texted code and puts one dish in the cart.
 */
export async function firstVisit(page: Page, base: string): Promise<void> {
  await page.goto(base);
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, STORAGE_KEYS.location);
  const storeId = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').id as string,
    STORAGE_KEYS.location,
  );

  const mobile = `9${String(Date.now()).slice(-9)}`;
  const { token: challenge } = await call(base, 'login', LoginReplySchema, { mobile_number: mobile });
  const outbox = await (await fetch(`${base}${DEV_SMS_PATH}?mobile_number=${mobile}`)).json();
  const otp = v.parse(envelope(OutboxSchema), outbox).data[0]?.text.match(/\b\d{4}\b/)?.[0];
  if (!otp) throw new Error(`no code was texted to ${mobile}`);
  const ticket = await call(base, 'login_verify', SignInReplySchema, { otp, storeId }, challenge);
  const form = { first_name: 'Meera', email: 'meera@example.com' };
  const { token } = await call(base, 'register', SessionReplySchema, form, ticket.token);
  const [group] = await call(base, 'product', ProductListSchema, { storeId });
  const dish = group?.products[0];
  if (!dish) throw new Error(`the menu of ${storeId} has no dish`);
  await call(base, 'add_to_cart', v.unknown(), { product_id: dish._id, store: storeId, isJain: 'false' }, token);

  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.authToken, token] as const);
}

/**
 * A returning customer's browser context after the first visit. Only the storage is carried over: the
 * browser's cache starts empty, so every script counts.
 */
export async function returningCustomer(browser: Browser, base: string): Promise<BrowserContext> {
  const first = await newVisitor(browser);
  await firstVisit(await first.newPage(), base);
  const state = await first.storageState();
  await first.close();
  return browser.newContext({ storageState: state, geolocation: SURAT_ADAJAN, permissions: ['geolocation'] });
}

import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { API_BASE } from '../../contract/constants.ts';
import { LikeReplySchema, ProductGroupListSchema } from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { OrderListSchema } from '../../contract/order.ts';
import { addToCartThroughApi, apiCall, signInAsNewCustomer } from './support/customer.ts';
import { STORE } from './support/ownServer.ts';
import { baseUrl, closeOfferPopup, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

const ManifestSchema = v.object({
  name: v.string(),
  start_url: v.string(),
  display: v.string(),
  theme_color: v.string(),
  icons: v.array(v.object({ src: v.string(), sizes: v.string(), type: v.string(), purpose: v.optional(v.string()) })),
});

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });
const likeButton = (page: Page, dish: string) => page.getByRole('button', { name: `Like ${dish}`, exact: true });

/**
 * Reloads the page with the network off. Chromium 150 starts a page loaded under Playwright's offline emulation with
 * `navigator.onLine` true, though its requests fail: sent again, the emulation tells the page what a device without a
 * network says from the start. Returns what takes it back, before the network returns.
 */
async function reloadOffline(page: Page): Promise<() => Promise<void>> {
  await page.context().setOffline(true);
  await page.reload();
  const session = await page.context().newCDPSession(page);
  const emulate = (offline: boolean) =>
    session.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  await emulate(true);
  return async () => {
    await emulate(false);
    await session.detach();
  };
}

/** Every request the page's caches hold, by path. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

test('installable: the manifest names the app and its icons, and a service worker takes the page', async () => {
  const page = await visit('granted');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = v.parse(ManifestSchema, await (await fetch(new URL(href ?? '', baseUrl))).json());
  expect(manifest).toMatchObject({ name: 'Wokflow', start_url: '/', display: 'standalone', theme_color: '#b3261e' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await fetch(new URL(icon.src, baseUrl));
    expect(response.headers.get('Content-Type'), icon.src).toBe('image/png');
  }

  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'));
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(new URL('/', baseUrl).href);
});

test('a returning customer sees the menu offline with a banner, and no order leaves until back online', async () => {
  const page = await visit('granted');
  await closeOfferPopup(page);
  const token = await signInAsNewCustomer(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const [soups] = await apiCall('product', ProductGroupListSchema, { fields: { storeId: STORE } });
  const dish = soups?.products[0];
  if (!dish) throw new Error('the menu has no dishes');
  await addToCartThroughApi(token, dish._id);
  await apiCall(`add_to_wishlist/${dish._id}`, LikeReplySchema, { bearer: token, method: 'GET' });

  // One visit of the menu online, under the worker: the customer's own menu, with the liked dish.
  await page.goto(new URL('/product', baseUrl).href);
  await likeButton(page, dish.name).waitFor();
  expect(await likeButton(page, dish.name).getAttribute('aria-pressed')).toBe('true');
  const menuReads = ['outlet/checkActive', 'superCategory', 'product'].map((read) => `${API_BASE}/${read}`);
  await expect.poll(() => keptPaths(page), { timeout: 10_000 }).toEqual(expect.arrayContaining(menuReads));

  const context = page.context();
  const emulationBack = await reloadOffline(page);
  await offlineBanner(page).waitFor();
  await likeButton(page, dish.name).waitFor();
  // What was kept is the menu as anybody sees it: not the customer's likes, cart or profile.
  expect(await likeButton(page, dish.name).getAttribute('aria-pressed')).toBe('false');
  const keptCalls = (await keptPaths(page)).filter((path) => path.startsWith(API_BASE));
  expect(keptCalls.filter((path) => /cart|profile|wishlist|order/i.test(path))).toEqual([]);

  await emulationBack();
  await context.setOffline(false);
  await offlineBanner(page).waitFor({ state: 'detached' });
  await page.goto(new URL('/cart', baseUrl).href);
  const placeOrder = page.getByRole('button', { name: 'PLACE ORDER' });
  await expect.poll(() => placeOrder.isEnabled()).toBe(true);

  await context.setOffline(true);
  await offlineBanner(page).waitFor();
  await placeOrder.click();
  await page.getByText(MESSAGES.offlineOrder).waitFor();
  const confirmation = page.getByRole('dialog', { name: 'Confirm your order' });
  expect(await confirmation.count()).toBe(0);

  // The network drops again at the order confirmation: Confirm is refused the same way.
  await context.setOffline(false);
  await offlineBanner(page).waitFor({ state: 'detached' });
  await placeOrder.click();
  await confirmation.getByText('Take Away', { exact: true }).waitFor();
  await context.setOffline(true);
  // The banner shows over the open dialog, which makes the rest of the page inert to assistive technology.
  await page.getByText('You are offline', { exact: true }).waitFor();
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await confirmation.getByText(MESSAGES.offlineOrder).waitFor();
  expect(await apiCall('order/getAllOrder', OrderListSchema, { bearer: token, method: 'GET' })).toEqual([]);

  await context.setOffline(false);
  await offlineBanner(page).waitFor({ state: 'detached' });
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/successPayment?id=*');
  expect(await apiCall('order/getAllOrder', OrderListSchema, { bearer: token, method: 'GET' })).toHaveLength(1);
});

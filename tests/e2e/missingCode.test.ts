import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, SURAT_ADAJAN } from '../../scripts/lib/browser.ts';
import { newAddress } from './support/clientAddress.ts';
import { BOARDS, openBoardOf, placeOrderAt } from './support/console.ts';
import { baseUrl, callsSettled, outletButton, trackCalls } from './support/visitor.ts';

// Code that cannot be loaded any more, once a page is open: the connection dropped, or a new version was deployed
// and the old files are gone. Neither the console nor the shop may be left as an empty page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new visitor's page; no service worker, which would serve the shop's files from its cache. */
async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': newAddress() },
    geolocation: SURAT_ADAJAN,
    permissions: ['geolocation'],
    serviceWorkers: 'block',
  });
  return trackCalls(context).newPage();
}

/** From now on, no file of the build loads (the API still answers). */
const loseTheFiles = (page: Page) => page.route('**/assets/**', (route) => route.abort());

test('the console opens its move dialog and its outlet panel when no file can be loaded any more', async () => {
  const order = await placeOrderAt(BOARDS.cityLight);
  const page = await newPage();
  await openBoardOf(page, BOARDS.cityLight);
  await loseTheFiles(page);

  await page.getByRole('button', { name: `Accept: order ${order.order_id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Accept order #${order.order_id}` });
  await dialog.getByLabel(/Preparation time in minutes/).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Outlet and dishes' }).click();
  await page
    .getByRole('dialog', { name: 'Outlet and dishes' })
    .getByRole('button', { name: 'Taking orders now' })
    .waitFor();
  await page.context().close();
});

test("the shop says what went wrong when a panel's code and the error page's both fail to load, rather than going blank", async () => {
  const page = await newPage();
  await page.goto(new URL('/product', baseUrl).href);
  await callsSettled(page);
  // Once what the page loads after its first screen (the footer's sections) is in.
  await outletButton(page).waitFor();
  await loseTheFiles(page);

  await outletButton(page).click();
  const root = page.locator('#root[data-failed]');
  await root.waitFor({ state: 'attached' });
  const said = await root.evaluate((element) => getComputedStyle(element, '::before').content);
  expect(said).toBe('"Something went wrong. Check the connection and reload the page."');
  await page.context().close();
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, SURAT_ADAJAN } from '../../scripts/lib/browser.ts';
import { accessibilityViolations } from './support/axe.ts';
import { newAddress } from './support/clientAddress.ts';
import { addToCartThroughApi, signInAsNewCustomer } from './support/customer.ts';
import { baseUrl, closeOfferPopup, header } from './support/visitor.ts';

// Issue 17, point 11: axe-core finds nothing against WCAG 2.1 AA and its best practices on any shop page,
// panel or the flow viewer, on a phone (375 px).

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    geolocation: SURAT_ADAJAN,
    permissions: ['geolocation'],
    extraHTTPHeaders: { 'X-Forwarded-For': newAddress() },
  });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

const open = async (path: string) => {
  await page.goto(new URL(path, baseUrl).href);
  await page.getByRole('main').first().waitFor();
};

const expectNone = async (what: string) => expect(await accessibilityViolations(page), what).toEqual([]);

test("a visitor's pages and panels", async () => {
  await open('/');
  await page.getByRole('dialog', { name: 'Flat 20% off on your first order' }).waitFor();
  await expectNone('home, with the offer popup');
  await closeOfferPopup(page);
  await expectNone('home');

  await header(page).getByRole('button', { name: /from/ }).click();
  await page.getByRole('dialog').first().waitFor();
  await expectNone('the location panel');
  await page.keyboard.press('Escape');

  await header(page).getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  await expectNone('the phone menu');
  await menu.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Login' }).waitFor();
  await expectNone('the login panel');
  await page.keyboard.press('Escape');

  await open('/product');
  await page.getByRole('button', { name: 'Add Veg Manchow Soup' }).waitFor();
  await expectNone('the menu');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('dialog').first().waitFor();
  await expectNone('the filters');
  await page.keyboard.press('Escape');

  for (const path of ['/offer', '/about', '/events', '/store', '/blog', '/feedback', '/faqs', '/policy']) {
    await open(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNone(path);
  }
  for (const path of ['/terms&condition', '/disclaimer', '/no/such/page']) {
    await open(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNone(path);
  }
  await open('/blog');
  await page.getByRole('main').getByRole('link').first().click();
  await page.waitForURL('**/blog-details/**');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectNone('a blog post');
});

test("a customer's pages and panels", async () => {
  await open('/');
  const token = await signInAsNewCustomer(page);
  await addToCartThroughApi(token, 'veg-manchow-soup');

  await open('/product');
  await page.getByRole('button', { name: 'Add Veg Manchurian Dry' }).click();
  await page.getByRole('dialog').first().waitFor();
  await expectNone('the add-to-cart dialog');
  await page.keyboard.press('Escape');

  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: /My Account/ })
    .click();
  await page.getByRole('dialog', { name: 'My Account' }).waitFor();
  await expectNone('the account panel');
  await page.keyboard.press('Escape');

  await open('/cart');
  await page.getByRole('heading', { name: 'Recommendations' }).waitFor();
  await expectNone('the cart');

  for (const path of ['/profile/pro', '/profile/fav', '/profile/order', '/profile/add', '/profile/wallet']) {
    await open(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNone(path);
  }
});

test('the flow viewer', async () => {
  for (const path of ['/flows', '/flows/checkout']) {
    await open(path);
    await page.getByRole('region', { name: 'Diagram, scrollable' }).waitFor();
    await expectNone(path);
  }
});

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, SURAT_ADAJAN } from '../../scripts/lib/browser.ts';
import { accessibilityViolations } from './support/axe.ts';
import { addToCartThroughApi, signInAsNewCustomer } from './support/customer.ts';
import { baseUrl, closeOfferPopup, header, newVisitorContext } from './support/visitor.ts';

// Issue 17, point 11: axe-core finds nothing against WCAG 2.1 AA and its best practices on any shop page,
// panel or the flow viewer, on a phone (375 px).

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newVisitorContext(browser, { viewport: { width: 375, height: 800 }, position: SURAT_ADAJAN });
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

/** A panel just opened, once it shows; then closed with Escape. */
async function expectNoneInPanel(panel: Locator, what: string): Promise<void> {
  await panel.waitFor();
  await expectNone(what);
  await page.keyboard.press('Escape');
}

/** Each page, once its main heading shows. */
async function expectNoneOnPages(paths: string[]): Promise<void> {
  for (const path of paths) {
    await open(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNone(path);
  }
}

test("a visitor's pages and panels", async () => {
  // A first visit's offer opens as soon as the outlet is found, and hides the page behind it from assistive
  // technology (and so from role queries): the dialog is what there is to wait for.
  await page.goto(new URL('/', baseUrl).href);
  await page.getByRole('dialog', { name: 'Flat 20% off on your first order' }).waitFor();
  await expectNone('home, with the offer popup');
  await closeOfferPopup(page);
  await expectNone('home');

  await header(page).getByRole('button', { name: /from/ }).click();
  await expectNoneInPanel(page.getByRole('dialog').first(), 'the location panel');

  await header(page).getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  await expectNone('the phone menu');
  await menu.getByRole('button', { name: 'Sign In' }).click();
  await expectNoneInPanel(page.getByRole('dialog', { name: 'Login' }), 'the login panel');

  await open('/product');
  await page.getByRole('button', { name: 'Add Veg Manchow Soup' }).waitFor();
  await expectNone('the menu');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expectNoneInPanel(page.getByRole('dialog').first(), 'the filters');

  await expectNoneOnPages(['/offer', '/about', '/events', '/store', '/blog', '/feedback', '/faqs', '/policy']);
  await expectNoneOnPages(['/terms&condition', '/disclaimer', '/no/such/page']);
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
  await expectNoneInPanel(page.getByRole('dialog').first(), 'the add-to-cart dialog');

  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: /My Account/ })
    .click();
  await expectNoneInPanel(page.getByRole('dialog', { name: 'My Account' }), 'the account panel');

  await open('/cart');
  await page.getByRole('heading', { name: 'Recommendations' }).waitFor();
  await expectNone('the cart');

  await expectNoneOnPages(['/profile/pro', '/profile/fav', '/profile/order', '/profile/add', '/profile/wallet']);
});

test('the flow viewer', async () => {
  for (const path of ['/flows', '/flows/checkout']) {
    await open(path);
    await page.getByRole('region', { name: 'Diagram, scrollable' }).waitFor();
    await expectNone(path);
  }
});

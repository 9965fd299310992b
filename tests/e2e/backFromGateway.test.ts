import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { API_BASE } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { OrderListSchema } from '../../contract/order.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SURAT_ADAJAN } from '../../scripts/lib/browser.ts';
import { accessibilityViolations } from './support/axe.ts';
import {
  addToCartThroughApi,
  apiCall,
  chooseOrderType,
  customerOnMenu,
  openCart,
  placeAndConfirm,
  placeTakeAwayOrder,
} from './support/customer.ts';
import { baseUrl, filesAsked, header, newVisitorContext, type Visit } from './support/visitor.ts';

// A customer's browser keeps the pages it leaves and shows them again on Back (the back-forward cache), as Chromium
// does unless told otherwise; Playwright tells it otherwise by default.
let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Where a page shown again from the back-forward cache notes it, read after the page has loaded again. */
const RESTORED = 'test:restoredFromCache';

const visit: Visit = async (_position, path = '/') => {
  context = await newVisitorContext(browser, { position: SURAT_ADAJAN });
  await context.addInitScript((key) => {
    addEventListener('pageshow', (event) => {
      if (event.persisted) sessionStorage.setItem(key, location.pathname);
    });
  }, RESTORED);
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl).href);
  return page;
};

/** The note's code and the order texts it brings (their date formats cost a phone's main thread about 180 ms). */
const NOTE_CODE = /\/assets\/(AwaitingPaymentNote|orderText)-[\w-]+\.js$/;

const ordersOf = (token: string) => apiCall('order/getAllOrder', OrderListSchema, { bearer: token, method: 'GET' });

/** The cart's note of an order placed to be paid online whose payment has not gone through. */
const awaitingNote = (page: Page) => page.getByRole('region', { name: /^Order WF-\d+ is waiting for its payment$/ });

/** One dish put in the customer's cart, then on /cart Take Away and Pay Online chosen. */
async function readyToPayOnline(page: Page, token: string): Promise<void> {
  await addToCartThroughApi(token, 'veg-manchow-soup');
  await header(page).getByRole('link', { name: 'Cart' }).click();
  await page.waitForURL('**/cart');
  await chooseOrderType(page, 'Take Away');
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Pay Online' }).click();
}

/**
 * How far the page's content below the header has moved so far, as Lighthouse's CLS adds Chromium's layout shifts
 * (the header's own small moves as the customer's name arrives are another matter).
 */
const contentShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        }
        const inHeader = (node: Node | null) =>
          (node instanceof Element ? node : (node?.parentElement ?? null))?.closest('header') != null;
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = (list.getEntries() as Shift[]).filter(
            (shift) => !shift.hadRecentInput && !shift.sources.every((source) => inHeader(source.node)),
          );
          resolve(shifts.reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved.
        setTimeout(() => resolve(0), 500);
      }),
  );

/** At `width` px the note fits the page with Pay now inside it; a picture of the page goes to /tmp. */
async function looksRight(page: Page, width: number, name: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const note = awaitingNote(page);
  const box = await note.boundingBox();
  const payNow = await note.getByRole('link', { name: 'Pay now' }).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  expect(box && payNow && payNow.x >= box.x && payNow.x + payNow.width <= box.x + box.width).toBe(true);
  await page.screenshot({ path: `/tmp/cart-awaiting-payment-${name}-${width}.png` });
}

test('back from the card gateway, the cart says the order waits for its payment, and Pay now pays for it', async () => {
  const { page, token } = await customerOnMenu(visit);
  // The service worker in charge, as on a returning customer's visit (its first taking of the page keeps the page
  // out of the back-forward cache).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await readyToPayOnline(page, token);
  await placeAndConfirm(page);
  await page.getByRole('heading', { name: 'Sandbox card gateway' }).waitFor();
  const [order] = await ordersOf(token);

  // The browser's Back on the gateway's page: the cart it kept, which loads again; it is empty (the order took the
  // dish), and the order waits for its payment.
  // (A page shown again from the cache fires no load event: wait for none.)
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForURL('**/cart', { waitUntil: 'commit' });
  const note = awaitingNote(page);
  await note.waitFor({ timeout: 10_000 });
  expect(await page.evaluate((key) => sessionStorage.getItem(key), RESTORED)).toBe('/cart');
  expect(await note.getByRole('heading').textContent()).toBe(`Order ${order?.order_id} is waiting for its payment`);
  await page.getByText(MESSAGES.cartEmptyTitle).waitFor();
  await page.getByRole('button', { name: 'PLACE ORDER' }).waitFor({ state: 'detached' });
  await looksRight(page, 1280, 'empty');
  await looksRight(page, 375, 'empty');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Dishes added since, and the cart opened again: the note shows above them, and its arrival moved nothing, even
  // when the orders come a second after the cart.
  await addToCartThroughApi(token, 'veg-manchow-soup');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route(`**${API_BASE}/order/getAllOrder`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.reload();
  const items = page.getByRole('heading', { name: 'Items (1)' });
  await items.waitFor();
  await note.waitFor();
  const noteBox = await note.boundingBox();
  const itemsBox = await items.boundingBox();
  expect(noteBox && itemsBox && noteBox.y + noteBox.height <= itemsBox.y).toBe(true);
  expect(await contentShifts(page)).toBe(0);
  expect((await filesAsked(page)).filter((path) => NOTE_CODE.test(path)).length).toBe(2);
  await looksRight(page, 1280, 'items');
  await looksRight(page, 375, 'items');
  await page.unroute(`**${API_BASE}/order/getAllOrder`);

  await note.getByRole('link', { name: 'Pay now' }).click();
  await page.waitForURL(`**/ordernow?id=${order?._id}`);
  await page.getByRole('heading', { name: 'Waiting for your payment' }).waitFor();
  await page.getByText(`${order?.order_id}`).first().waitFor();
  await page.getByRole('button', { name: 'PROCEED TO PAY' }).click();
  await page.getByRole('heading', { name: 'Sandbox card gateway' }).waitFor();
  await page.getByRole('button', { name: 'Success', exact: true }).click();
  await page.waitForURL(`**/successPayment?id=${order?._id}`);

  // Paid: the cart has nothing more to say of it.
  await page.goto(new URL('/cart', baseUrl).href);
  await items.waitFor();
  expect(await awaitingNote(page).count()).toBe(0);
});

test('back from the card gateway, the wallet shows the top-up waiting for the bank, and Add Money works again', async () => {
  const { page } = await customerOnMenu(visit);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(new URL('/profile/wallet', baseUrl).href);
  await page.getByText('No transactions yet').waitFor();
  await page.getByRole('button', { name: 'Add Money' }).click();
  const panel = page.getByRole('dialog', { name: 'Add Wallet' });
  await panel.getByLabel('Amount (₹)').fill('500');
  await panel.getByRole('button', { name: 'ADD MONEY' }).click();
  await page.getByRole('heading', { name: 'Sandbox card gateway' }).waitFor();

  // Kept as it was left, the page showed the panel with ADD MONEY on its way out and no top-up in the list.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForURL('**/profile/wallet', { waitUntil: 'commit' });
  const rows = page.getByRole('list', { name: 'Wallet transactions' }).getByRole('listitem');
  await rows.filter({ hasText: '₹500.00' }).getByText('Top-up waiting for the bank').waitFor({ timeout: 10_000 });
  expect(await page.evaluate((key) => sessionStorage.getItem(key), RESTORED)).toBe('/profile/wallet');
  expect(await panel.count()).toBe(0);
  await page.getByRole('button', { name: 'Add Money' }).click();
  await panel.getByLabel('Amount (₹)').fill('250');
  await panel.getByRole('button', { name: 'ADD MONEY' }).click();
  await page.getByRole('heading', { name: 'Sandbox card gateway' }).waitFor();
});

test('a customer with no order waiting for its payment sees no note on the cart', async () => {
  const { page, token } = await customerOnMenu(visit);
  // An order paid at the counter, then a new dish in the cart.
  await addToCartThroughApi(token, 'veg-manchow-soup');
  await placeTakeAwayOrder(page);
  await page.waitForURL('**/successPayment?id=*');
  expect((await ordersOf(token)).map((order) => order.payments.type)).toEqual(['COD']);
  await addToCartThroughApi(token, 'veg-manchow-soup');
  await page.goto(new URL('/product', baseUrl).href);
  await openCart(page);
  await page.getByRole('heading', { name: 'Items (1)' }).waitFor();
  expect(await awaitingNote(page).count()).toBe(0);
  expect(await contentShifts(page)).toBe(0);
  // Nor did the page load the note's code: this customer has no order paid online.
  expect((await filesAsked(page)).filter((path) => NOTE_CODE.test(path))).toEqual([]);
});

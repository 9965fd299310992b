import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import {
  addAddressThroughApi,
  addToCartThroughApi,
  chooseOrderType,
  customerOnMenu,
  placeTakeAwayOrder,
} from './support/customer.ts';
import { header, outletButton, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();
const PHONE = { width: 375, height: 800 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the page');
  return found;
}

/** How many lines the element's text takes: one for a price that does not wrap. */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

async function placeOrderOfThreeDishes(page: Page, token: string): Promise<void> {
  for (const dish of ['veg-manchow-soup', 'paneer-salt-and-pepper', 'crispy-corn-salt-and-pepper']) {
    await addToCartThroughApi(token, dish);
  }
  await placeTakeAwayOrder(page);
  await page.getByRole('heading', { name: 'Thank you! Your order is placed' }).waitFor();
}

test("on a phone the 'Added to cart' toast shows below the header, clear of the outlet and the menu button", async () => {
  const { page } = await customerOnMenu(visit);
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Add Veg Manchow Soup' }).click();
  await page.getByRole('dialog', { name: 'Jain preparation' }).getByRole('button', { name: 'Add To Cart' }).click();
  const message = page.getByText(MESSAGES.addedToCart, { exact: true });
  await message.waitFor();
  // The toast's bar: the message and its icon.
  const toast = message.locator('xpath=..');
  const banner = await box(header(page));
  // Where it rests once it has slid in, for its 3 s.
  await expect.poll(async () => (await box(toast)).y).toBeGreaterThanOrEqual(banner.y + banner.height);
  const shown = await box(toast);
  expect(shown.x + shown.width).toBeLessThanOrEqual(PHONE.width);
});

test('on a phone the order-placed page keeps every price on one line', async () => {
  const { page, token } = await customerOnMenu(visit);
  await page.setViewportSize(PHONE);
  await placeOrderOfThreeDishes(page, token);
  // ₹647.00 of dishes, ₹32.35 of tax: the charges' label is long enough to squeeze its amount on a phone.
  const charges = page.getByRole('definition').filter({ hasText: '₹32.35' });
  expect(await linesOf(charges)).toBe(1);
  for (const price of await page
    .getByRole('definition')
    .filter({ hasText: /^−? ?₹/ })
    .all()) {
    expect(await linesOf(price), (await price.textContent()) ?? undefined).toBe(1);
  }
  for (const line of await page.getByRole('listitem').filter({ hasText: /× \d/ }).all()) {
    expect(await linesOf(line.getByText(/^₹/)), (await line.textContent()) ?? undefined).toBe(1);
  }
});

test("on a phone the pickup outlet card keeps its hours and 'Open now' apart", async () => {
  const { page } = await customerOnMenu(visit);
  await page.setViewportSize(PHONE);
  await page.evaluate(() => localStorage.setItem('orderType', 'take_out'));
  await page.reload();
  await outletButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Pickup location' });
  await panel.getByLabel('City').selectOption('Surat');
  await panel.getByLabel('Area').selectOption({ label: 'Adajan' });
  const card = panel.getByRole('article', { name: 'Chosen outlet: Wokflow Adajan' });
  const hours = card.getByText('11:00 AM to 11:00 PM', { exact: true });
  const status = card.getByText('Open now', { exact: true });
  await status.waitFor();
  // The panel slides in: measured while it moves, the two boxes would come from different frames.
  await panel.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
  expect(await hours.evaluate((element) => element.parentElement?.textContent)).toBe('11:00 AM to 11:00 PM Open now');
  const [time, open] = [await box(hours), await box(status)];
  const sameLine = Math.abs(time.y - open.y) < time.height / 2;
  // Side by side with a gap, or the status on a line of its own: never touching.
  if (sameLine) expect(open.x - (time.x + time.width)).toBeGreaterThanOrEqual(6);
  else expect(open.y).toBeGreaterThanOrEqual(time.y + time.height);
  expect(open.x + open.width).toBeLessThanOrEqual(PHONE.width);
});

test('on a phone a saved address with a long name and email wraps inside its card, on the account page and in the cart', async () => {
  const { page, token } = await customerOnMenu(visit);
  await page.setViewportSize(PHONE);
  const name = 'Venkatasubramanianraghunathanparthasarathy';
  await addAddressThroughApi(token, { name, email: 'venkatasubramanian.raghunathan@example.co.in' });
  await addToCartThroughApi(token, 'veg-manchow-soup');
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto(new URL('/profile/add', page.url()).href);
  await page.getByText(name).first().waitFor();
  expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);

  await page.goto(new URL('/cart', page.url()).href);
  await chooseOrderType(page, 'Delivery');
  await page.getByRole('radiogroup', { name: 'Delivery address' }).getByText(name).waitFor();
  expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
});

import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { addToCartThroughApi, customerOnMenu, placeTakeAwayOrder } from './support/customer.ts';
import { moveOrder, staffSession } from './support/staff.ts';
import { baseUrl, filesAsked, setUpVisitors } from './support/visitor.ts';

// The customer's side of the restaurant (issue 16): the order page follows the outlet's moves live,
// Cancel order until the outlet accepts, and Order again. The outlet's moves go through the staff API,
// as the console makes them.

const visit = setUpVisitors();
const DISH = 'veg-manchow-soup';
const DISH_NAME = 'Veg Manchow Soup';

let staff: string;
beforeAll(async () => {
  staff = await staffSession();
});

/** A signed-in customer places a take-away order of one dish from /cart; resolves with its id. */
async function placeOrderOfOneDish(): Promise<{ page: Page; orderId: string }> {
  const { page, token } = await customerOnMenu(visit);
  await addToCartThroughApi(token, DISH);
  await placeTakeAwayOrder(page);
  await page.waitForURL('**/successPayment?id=*');
  const orderId = new URL(page.url()).searchParams.get('id') ?? '';
  return { page, orderId };
}

/** From the success page to the order's own page. */
async function openOrderPage(page: Page, orderId: string): Promise<void> {
  await page.getByRole('link', { name: 'Track your order' }).click();
  await page.waitForURL(`**/profile/order/${orderId}`);
  await page.getByText('Your Order is Placed').waitFor();
}

/** Whether a script the page has asked for reads an event stream: the order page's live updates. */
async function readsEventStreams(page: Page): Promise<boolean> {
  const scripts = (await filesAsked(page)).filter((path) => path.endsWith('.js'));
  const bodies = await Promise.all(scripts.map(async (script) => (await fetch(new URL(script, baseUrl))).text()));
  return bodies.some((body) => body.includes('text/event-stream'));
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Your Order is' });

test("the order page follows the outlet's moves without a reload: accepted with its ETA, then ready for collection", async () => {
  const { page, orderId } = await placeOrderOfOneDish();
  // The cart placed the order without the stream's reader; the order's page loads it.
  expect(await readsEventStreams(page)).toBe(false);
  await openOrderPage(page, orderId);
  expect(await readsEventStreams(page)).toBe(true);
  await page
    .getByRole('list', { name: 'Order progress' })
    .getByText(/^Order placed · /)
    .waitFor();
  // Set on this document only: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await moveOrder(staff, orderId, { status: 'accepted', prepMinutes: '20' });
  await status(page).getByText('Your Order is Accepted').waitFor({ timeout: 5000 });
  await status(page)
    .getByText(/^Ready by \d{1,2}:\d{2} (am|pm)$/)
    .waitFor();
  await page
    .getByRole('list', { name: 'Order progress' })
    .getByText(/^Accepted · \d{1,2}:\d{2} (am|pm)$/)
    .waitFor();
  // Accepted: the customer may no longer cancel.
  expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

  await moveOrder(staff, orderId, { status: 'preparing' });
  await moveOrder(staff, orderId, { status: 'ready' });
  await status(page).getByText('Your Order is ready for collection').waitFor({ timeout: 5000 });
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The list and one order are two routes of the same page: from the order, the account's Order tab opens the list.
  await page.getByRole('tablist', { name: 'My account' }).getByRole('tab', { name: 'Order' }).click();
  await page.waitForURL('**/profile/order');
  await page.getByRole('main').getByRole('article').first().waitFor();
});

test('a placed order is cancelled with a reason; once the outlet accepts, Cancel order is gone', async () => {
  const { page, orderId } = await placeOrderOfOneDish();
  await openOrderPage(page, orderId);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByLabel('Reason (optional)').fill('Ordered twice');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await status(page).getByText('Your Order is Cancelled').waitFor();
  const progress = page.getByRole('list', { name: 'Order progress' });
  await progress.getByText(/^Cancelled by you · /).waitFor();
  await progress.getByText('Reason: Ordered twice').waitFor();
  expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

  const second = await placeOrderOfOneDish();
  await openOrderPage(second.page, second.orderId);
  await second.page.getByRole('button', { name: 'Cancel order' }).waitFor();
  await moveOrder(staff, second.orderId, { status: 'accepted', prepMinutes: '15' });
  await second.page.getByRole('button', { name: 'Cancel order' }).waitFor({ state: 'detached', timeout: 5000 });
});

test('Order again on a past order puts its dishes into the cart and opens it', async () => {
  const { page, orderId } = await placeOrderOfOneDish();
  const moves: Record<string, string>[] = [
    { status: 'accepted', prepMinutes: '10' },
    { status: 'preparing' },
    { status: 'ready' },
    { status: 'delivered' },
  ];
  for (const move of moves) await moveOrder(staff, orderId, move);
  await page.goto(page.url().replace(/\/successPayment.*/, '/profile/order'));
  const card = page.getByRole('article').filter({ hasText: 'Delivered on' });
  await card.getByRole('button', { name: /^Order again/ }).click();
  await page.waitForURL('**/cart');
  await page.getByText('1 dish added to your cart').waitFor();
  await page.getByRole('main').getByRole('heading', { name: DISH_NAME }).waitFor();
});

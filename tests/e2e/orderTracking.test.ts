import type { Page, Request } from 'playwright-core';
import { beforeAll, expect, test, vi } from 'vitest';
import { API_BASE } from '../../contract/constants.ts';
import {
  addToCartThroughApi,
  chooseOrderType,
  customerOnMenu,
  openCart,
  placeAndConfirm,
  placeTakeAwayOrder,
} from './support/customer.ts';
import { moveOrder, staffSession } from './support/staff.ts';
import { baseUrl, filesAsked, setUpVisitors, showPage } from './support/visitor.ts';

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

/** The order's page opened, once its event stream has answered: the stream's request. */
async function openFollowedOrderPage(page: Page, orderId: string): Promise<Request> {
  const following = page.waitForResponse((response) => response.url().endsWith(`/order/${orderId}/events`));
  await openOrderPage(page, orderId);
  return (await following).request();
}

/** Whether a script the page has asked for reads an event stream: the order page's live updates. */
async function readsEventStreams(page: Page): Promise<boolean> {
  const scripts = (await filesAsked(page)).filter((path) => path.endsWith('.js'));
  const bodies = await Promise.all(scripts.map(async (script) => (await fetch(new URL(script, baseUrl))).text()));
  return bodies.some((body) => body.includes('text/event-stream'));
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Your Order is' });
/** The customer's own page reached again without a reload: set on one document, a reload would lose it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument);

/** On the sandbox gateway's page: presses one of its buttons. */
async function payOnSandbox(page: Page, outcome: 'Success' | 'Failure'): Promise<void> {
  await page.getByRole('heading', { name: 'Sandbox card gateway' }).waitFor();
  await page.getByRole('button', { name: outcome, exact: true }).click();
}

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

test('a hidden order page closes its live stream, and once shown again reads where the order moved meanwhile', async () => {
  const { page, orderId } = await placeOrderOfOneDish();
  const stream = await openFollowedOrderPage(page, orderId);
  await markDocument(page);

  const closed = page.waitForEvent('requestfailed', (request) => request === stream);
  await showPage(page, 'hidden');
  await closed;
  await moveOrder(staff, orderId, { status: 'accepted', prepMinutes: '20' });
  // Nothing follows the order while hidden: the move waits for the page to be shown.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await status(page).getByText('Your Order is Placed').count()).toBe(1);
  await showPage(page, 'visible');
  await status(page).getByText('Your Order is Accepted').waitFor({ timeout: 5000 });
  expect(await sameDocument(page)).toBe(true);
});

test('a placed order is cancelled with a reason; once the outlet accepts, Cancel order is gone', async () => {
  const { page, orderId } = await placeOrderOfOneDish();
  await openOrderPage(page, orderId);
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  // From the keyboard: Escape and Keep order give the focus back to Cancel order.
  const cancelFocused = () => cancel.evaluate((button) => button === document.activeElement);
  await cancel.focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(cancelFocused).toBe(true);
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(cancelFocused).toBe(true);

  await cancel.click();
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

test("a read of the order that fails while its stream holds is tried again by itself: the page doesn't stay behind", async () => {
  const { page, orderId } = await placeOrderOfOneDish();
  // Its stream connected first: a move made before it would reach the page only with its next read.
  await openFollowedOrderPage(page, orderId);
  await markDocument(page);
  // The order's reads fail (a flaky network, a proxy's hiccup) while its event stream stays connected.
  const reads = `**${API_BASE}/order/latestOrder/${orderId}`;
  let failedReads = 0;
  await page.route(reads, (route) => {
    failedReads += 1;
    return route.abort('internetdisconnected');
  });
  await moveOrder(staff, orderId, { status: 'accepted', prepMinutes: '20' });
  await vi.waitFor(() => expect(failedReads).toBeGreaterThan(0), { timeout: 10_000 });
  // The failed read leaves the order as it was shown, not a skeleton or an error.
  await status(page).getByText('Your Order is Placed').waitFor({ timeout: 100 });

  // No further move, no event: the page reads again of itself once the network answers.
  await page.unroute(reads);
  await status(page).getByText('Your Order is Accepted').waitFor({ timeout: 10_000 });
  expect(await sameDocument(page)).toBe(true);
}, 60_000);

test('an order whose online payment failed has Pay now, on its page and its card, to the order-now page for it', async () => {
  const { page, token } = await customerOnMenu(visit);
  await addToCartThroughApi(token, DISH);
  await openCart(page);
  await chooseOrderType(page, 'Take Away');
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Pay Online' }).click();
  await placeAndConfirm(page);
  await payOnSandbox(page, 'Failure');
  await page.waitForURL('**/paymentFailed?id=*');
  const orderId = new URL(page.url()).searchParams.get('id') ?? '';
  const orderNow = `/ordernow?id=${orderId}`;

  await page.goto(new URL(`/profile/order/${orderId}`, page.url()).href);
  await page
    .getByRole('status')
    .getByText(/^Your Transaction (Failure|Unsuccessful)$/)
    .waitFor();
  const payNow = page.getByRole('main').getByRole('link', { name: 'Pay now' });
  expect(await payNow.getAttribute('href')).toBe(orderNow);
  // Not yet accepted: the customer may still cancel instead.
  await page.getByRole('button', { name: 'Cancel order' }).waitFor();
  await payNow.click();
  await page.waitForURL(`**${orderNow}`);
  await page.getByRole('heading', { name: 'Waiting for your payment' }).waitFor();

  // The list's card of the order has it too, in place of Live status: the outlet sees the order once it is paid.
  await page.goto(new URL('/profile/order', page.url()).href);
  const card = page.getByRole('main').getByRole('article');
  await card.getByText(/^Your Transaction (Failure|Unsuccessful)$/).waitFor();
  expect(await card.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(orderNow);
  expect(await card.getByRole('link', { name: 'Live status' }).count()).toBe(0);
  await card.getByRole('link', { name: 'Pay now' }).click();
  await page.waitForURL(`**${orderNow}`);

  // Paid, the order has nothing left to pay: no Pay now on its page or its card.
  await page.getByRole('button', { name: 'PROCEED TO PAY' }).click();
  await payOnSandbox(page, 'Success');
  await page.waitForURL(`**/successPayment?id=${orderId}`);
  await page.goto(new URL(`/profile/order/${orderId}`, page.url()).href);
  await status(page).getByText('Your Order is Placed').waitFor();
  expect(await page.getByRole('link', { name: 'Pay now' }).count()).toBe(0);
  await page.goto(new URL('/profile/order', page.url()).href);
  await card.getByText('Your Order is Placed').waitFor();
  await card.getByRole('link', { name: 'Live status' }).waitFor();
  expect(await card.getByRole('link', { name: 'Pay now' }).count()).toBe(0);
}, 90_000);

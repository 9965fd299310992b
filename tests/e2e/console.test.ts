import * as v from 'valibot';
import { expect, test } from 'vitest';
import { DEV_SMS_PATH, OutboxSchema, ProfileSchema } from '../../contract/auth.ts';
import { REASON_MAX, STORAGE_KEYS } from '../../contract/constants.ts';
import { envelope } from '../../contract/envelope.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { OrderListSchema } from '../../contract/order.ts';
import { signUpThroughApi } from './support/api.ts';
import { newAddress } from './support/clientAddress.ts';
import { placeTakeAwayThroughApi } from './support/console.ts';
import { addToCartThroughApi, apiCall, codeSentTo, customerOnMenu, newMobile } from './support/customer.ts';
import { ADAJAN_STAFF, moveOrder, staffSession } from './support/staff.ts';
import { baseUrl, expectProblemUnder, setUpVisitors } from './support/visitor.ts';

// Needs the staff API (issue 16): the console signs in, reads the board and its event stream, and moves
// orders through /api/v1/staff.

const visit = setUpVisitors();

/** The demo data's staff account of the Adajan outlet. */
const STORE = 'surat-adajan';

async function outbox(mobile: string) {
  const response = await fetch(`${baseUrl}${DEV_SMS_PATH}?mobile_number=${mobile}`);
  return v.parse(envelope(OutboxSchema), await response.json()).data;
}

/** The signed-in customer's mobile number, where their texts go. */
const mobileOf = async (token: string) =>
  (await apiCall('user_profile', ProfileSchema, { bearer: token, method: 'GET' })).mobile_number;

/** Places a cash take-away order of what the cart holds at Adajan, as PLACE ORDER does. */
const placeTakeAwayOrder = (token: string) =>
  placeTakeAwayThroughApi(token, { id: STORE, name: 'Wokflow Adajan' }, 'No onions');

/** The console signed in as Surat's manager (the session saved on the device), live. */
async function managerBoard() {
  const staff = await staffSession();
  const page = await visit('refused', '/console');
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [STORAGE_KEYS.staffSession, staff] as const);
  await page.reload();
  await page.getByText('Live', { exact: true }).waitFor();
  return { staff, page };
}

/** A new customer's take-away order of a soup at Adajan: their session, and the order. */
async function newTakeAwayOrder() {
  const customer = { address: newAddress(), mobile: newMobile(), storeId: STORE, name: 'Ravi' };
  const token = await signUpThroughApi(baseUrl, customer);
  await apiCall('changeDeliveryType', v.unknown(), { bearer: token, fields: { type: 'take_out' } });
  await addToCartThroughApi(token, 'veg-manchow-soup');
  return { token, order: await placeTakeAwayOrder(token) };
}

test("staff sign in, see a new order arrive without reloading, and accept it: the customer's page shows it with the ETA, and an SMS", async () => {
  const shop = await customerOnMenu(visit);
  const page = await visit('refused', '/console');
  await page.getByLabel('Mobile Number').fill(ADAJAN_STAFF);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The code's field shows once the server has answered, and so has texted the code: not before, or the outbox is empty.
  const codeField = page.getByLabel('One-time code');
  await codeField.waitFor();
  // A wrong code: the field keeps the focus while it is checked, and the right one is typed at once after.
  const code = await codeSentTo(ADAJAN_STAFF);
  await page.keyboard.type(code.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10)));
  await page.keyboard.press('Enter');
  await page.getByRole('alert').filter({ hasText: MESSAGES.otpWrong }).waitFor();
  expect(await codeField.evaluate((field) => field === document.activeElement)).toBe(true);
  for (let typed = 0; typed < code.length; typed++) await page.keyboard.press('Backspace');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await page.getByText('Live', { exact: true }).waitFor();
  // The tablet loses its network: the board stops saying Live at once, and is live again once it is back.
  await page.context().setOffline(true);
  await page.getByText('Reconnecting…', { exact: true }).waitFor({ timeout: 5000 });
  await page.context().setOffline(false);
  await page.getByText('Live', { exact: true }).waitFor();

  const customer = { token: shop.token, mobile: await mobileOf(shop.token) };
  await apiCall('changeDeliveryType', v.unknown(), { bearer: customer.token, fields: { type: 'take_out' } });
  await addToCartThroughApi(customer.token, 'veg-manchow-soup');
  const placedAt = Date.now();
  const order = await placeTakeAwayOrder(customer.token);
  // The customer follows the order on its page, beside the console.
  await shop.page.goto(new URL(`/profile/order/${order._id}`, shop.page.url()).href);
  await shop.page.getByText('Your Order is Placed').waitFor();

  // The issue asks for 1 s; the margin is the shared CI machine's.
  const card = page.getByRole('article', { name: `#${order.order_id}` });
  await card.waitFor({ timeout: 3000 });
  console.info(`order shown on the board ${Date.now() - placedAt} ms after it was placed`);
  await card.getByText('No onions').waitFor();
  // Its age counts from the server's clock (a demo's runs days behind the device's): the order was just placed.
  await card.getByText('just now', { exact: true }).waitFor();
  // The tab's title follows the board after it renders (an effect): asked until it does.
  await expect.poll(() => page.title()).toBe('(1) New orders · Wokflow console');

  await card.getByRole('button', { name: `Accept: order ${order.order_id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Accept order #${order.order_id}` });
  await dialog.getByRole('button', { name: 'Accept order' }).click();
  // Under the field it is about, which is marked, described by it and focused.
  await expectProblemUnder(dialog.getByLabel(/Preparation time in minutes/), 'Please give the preparation time');
  await dialog.getByLabel(/Preparation time in minutes/).fill('20');
  await dialog.getByRole('button', { name: 'Accept order' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await card.getByRole('button', { name: `Start preparing: order ${order.order_id}` }).waitFor();
  await card.getByText(/^Ready by/).waitFor();
  await expect.poll(() => page.title()).toBe('Wokflow console');

  const [seen] = await apiCall(`order/latestOrder/${order._id}`, OrderListSchema, {
    bearer: customer.token,
    method: 'GET',
  });
  expect(seen?.order_status).toBe('accepted');
  expect(seen?.eta).not.toBeNull();
  await shop.page.getByText('Your Order is Accepted').waitFor({ timeout: 5000 });
  await shop.page
    .getByText(/^Ready by \d{1,2}:\d{2} (am|pm)$/)
    .first()
    .waitFor();
  const [newest] = await outbox(customer.mobile);
  expect(newest?.text).toMatch(new RegExp(`${order.order_id}|accepted`, 'i'));
});

test('a dialog open on an order stopped meanwhile says who stopped it and why, and offers only the way back', async () => {
  const { staff, page } = await managerBoard();
  const { order } = await newTakeAwayOrder();
  const card = page.getByRole('article', { name: `#${order.order_id}` });
  await card.getByRole('button', { name: `Accept: order ${order.order_id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Accept order #${order.order_id}` });
  await dialog.getByLabel(/Preparation time in minutes/).fill('25');

  await moveOrder(staff, order._id, { status: 'rejected', reason: 'Out of soup' });
  await dialog.getByText('Rejected by the outlet: Out of soup').waitFor();
  expect(await dialog.getByRole('button', { name: 'Accept order' }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Back to the board' }).click();
  await dialog.waitFor({ state: 'hidden' });
});

test('a dialog open on an order someone else moves meanwhile says so: the order keeps their move', async () => {
  // Surat's manager, in this console and, through the API, in another tab.
  const { staff, page } = await managerBoard();
  const { token, order } = await newTakeAwayOrder();
  const card = page.getByRole('article', { name: `#${order.order_id}` });
  await card.getByRole('button', { name: `Reject: order ${order.order_id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject order #${order.order_id}` });
  // The field takes no more than the server does, and says nothing of it until the dialog is sent.
  await dialog.getByLabel('Reason').fill('x'.repeat(REASON_MAX + 50));
  expect(await dialog.getByLabel('Reason').inputValue()).toHaveLength(REASON_MAX);
  await dialog.getByLabel('Reason').fill('Out of soup');

  await moveOrder(staff, order._id, { status: 'accepted', prepMinutes: '20' });
  await dialog.getByText(`Order ${order.order_id} was accepted meanwhile: check it before you change it`).waitFor();
  const [seen] = await apiCall(`order/latestOrder/${order._id}`, OrderListSchema, { bearer: token, method: 'GET' });
  expect(seen?.order_status).toBe('accepted');
});

test('the last moves of an order ask first, as they cannot be undone: Not yet has the focus, a second Enter leaves it', async () => {
  const { staff, page } = await managerBoard();
  const { token, order } = await newTakeAwayOrder();
  await moveOrder(staff, order._id, { status: 'accepted', prepMinutes: '20' });
  await moveOrder(staff, order._id, { status: 'preparing' });
  await moveOrder(staff, order._id, { status: 'ready' });
  const status = async () =>
    (await apiCall(`order/latestOrder/${order._id}`, OrderListSchema, { bearer: token, method: 'GET' }))[0]
      ?.order_status;

  const card = page.getByRole('article', { name: `#${order.order_id}` });
  const collected = card.getByRole('button', { name: `Collected: order ${order.order_id}` });
  await collected.click();
  const collect = page.getByRole('dialog', { name: `Mark collected #${order.order_id}` });
  // A cash order: the dialog says how much to take.
  await collect
    .getByText(/^Collect ₹[\d,]+(\.\d\d)? in cash: the order then shows as paid\. This cannot be undone\.$/)
    .waitFor();
  await collect.getByRole('button', { name: 'Not yet' }).click();
  await collect.waitFor({ state: 'hidden' });
  expect(await status()).toBe('ready');

  // Enter twice on the card's button: the dialog opens and the second Enter is Not yet's.
  await collected.focus();
  await page.keyboard.press('Enter');
  await collect.getByRole('button', { name: 'Mark collected' }).waitFor();
  await page.keyboard.press('Enter');
  await collect.waitFor({ state: 'hidden' });
  expect(await status()).toBe('ready');

  await collected.click();
  await collect.getByRole('button', { name: 'Mark collected' }).waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await collect.waitFor({ state: 'hidden' });
  const settled = card.getByRole('button', { name: `Settled: order ${order.order_id}` });
  await settled.waitFor();
  expect(await status()).toBe('delivered');

  await settled.click();
  const settle = page.getByRole('dialog', { name: `Settle order #${order.order_id}` });
  await settle.getByRole('button', { name: 'Settle order' }).click();
  await settle.waitFor({ state: 'hidden' });
  await card.getByText('Settled', { exact: true }).waitFor();
  expect(await status()).toBe('settled');
});

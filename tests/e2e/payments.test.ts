import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { ProfileSchema } from '../../contract/auth.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { OrderListSchema } from '../../contract/order.ts';
import { WalletTransactionListSchema } from '../../contract/payment.ts';
import { addToCartThroughApi, apiCall, chooseOrderType, customerOnMenu, placeAndConfirm } from './support/customer.ts';
import { header, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

/** A paid order's payment status: the redirect's word, or the status API's when it confirmed the payment. */
const PAID = ['Success', 'Successful'];
/** A failed payment's heading, in either of the gateway's vocabularies. */
const FAILED = /^Your Transaction (Failure|Unsuccessful)$/;

const ordersOf = (token: string) => apiCall('order/getAllOrder', OrderListSchema, { bearer: token, method: 'GET' });
const profileOf = (token: string) => apiCall('user_profile', ProfileSchema, { bearer: token, method: 'GET' });

/** On the sandbox gateway's page: presses one of its four buttons. */
async function payOnSandbox(page: Page, outcome: 'Success' | 'Failure' | 'Abort' | 'Awaited'): Promise<void> {
  await page.getByRole('heading', { name: 'Sandbox card gateway' }).waitFor();
  await page.getByRole('button', { name: outcome, exact: true }).click();
}

/** One dish put in the customer's cart, then on /cart Take Away chosen and the given payment method. */
async function readyToPay(page: Page, token: string, method: 'Pay Online' | 'Wallet'): Promise<void> {
  await addToCartThroughApi(token, 'veg-manchow-soup');
  await header(page).getByRole('link', { name: 'Cart' }).click();
  await page.waitForURL('**/cart');
  await chooseOrderType(page, 'Take Away');
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: method }).click();
}

/** A new customer's cart of one dish placed as an online order, and the sandbox gateway's `outcome` pressed. */
async function orderPaidOnline(outcome: 'Success' | 'Failure' | 'Awaited'): Promise<{ page: Page; token: string }> {
  const { page, token } = await customerOnMenu(visit);
  await readyToPay(page, token, 'Pay Online');
  await placeAndConfirm(page);
  await payOnSandbox(page, outcome);
  return { page, token };
}

test('an online order is paid on the gateway and lands on the success page', async () => {
  const { page, token } = await orderPaidOnline('Success');
  await page.waitForURL('**/successPayment?id=*');
  await page.getByRole('heading', { name: 'Thank you! Your order is placed' }).waitFor();
  const [order] = await ordersOf(token);
  expect(order?.payments.type).toBe('ONLINE');
  expect(PAID).toContain(order?.payment.status);
});

test("a failed payment shows its status; its PAY AGAIN pays that order, not the customer's later unpaid one", async () => {
  const { page, token } = await orderPaidOnline('Failure');
  await page.waitForURL('**/paymentFailed?id=*');
  await page.getByRole('heading', { name: FAILED }).waitFor();
  const failedUrl = page.url();
  // A second order whose payment failed too, placed after the first.
  await readyToPay(page, token, 'Pay Online');
  await placeAndConfirm(page);
  await payOnSandbox(page, 'Failure');
  await page.waitForURL('**/paymentFailed?id=*');
  const [later, first] = await ordersOf(token);

  await page.goto(failedUrl);
  await page.getByRole('link', { name: 'PAY AGAIN' }).click();
  await page.waitForURL(`**/ordernow?id=${first?._id}`);
  await page.getByRole('heading', { name: 'Waiting for your payment' }).waitFor();
  await page.getByText(`${first?.order_id}`).first().waitFor();
  await page.getByRole('button', { name: 'PROCEED TO PAY' }).click();
  await payOnSandbox(page, 'Success');
  await page.waitForURL(`**/successPayment?id=${first?._id}`);
  await page.getByRole('heading', { name: 'Thank you! Your order is placed' }).waitFor();
  const orders = await ordersOf(token);
  expect(orders.map((order) => order._id)).toEqual([later?._id, first?._id]);
  expect(PAID).toContain(orders[1]?.payment.status);
  expect(PAID).not.toContain(orders[0]?.payment.status);

  // The paid order's PAY AGAIN, opened again, has nothing left to pay.
  await page.goto(failedUrl.replace('/paymentFailed', '/ordernow'));
  await page.getByRole('status').filter({ hasText: MESSAGES.orderAlreadyPaid }).waitFor();
});

test('an awaited payment waits on the yellow page, then moves on once the bank confirms it', async () => {
  const { page, token } = await orderPaidOnline('Awaited');
  await page.waitForURL('**/paymentWaiting?id=*');
  await page.getByRole('heading', { name: 'Waiting for Payment Confirmation' }).waitFor();
  await page.getByRole('link', { name: 'DO ANOTHER ORDER' }).waitFor();
  // The sandbox settles an awaited payment after a few seconds; the server's check and the page's re-reads find it.
  await page.waitForURL('**/successPayment?id=*', { timeout: 60_000 });
  const [order] = await ordersOf(token);
  expect(PAID).toContain(order?.payment.status);
}, 90_000);

/** In the open Add Wallet panel: `amount` typed, ADD MONEY, and the sandbox gateway's `outcome` pressed. */
async function addMoney(page: Page, amount: string, outcome: 'Success' | 'Failure'): Promise<void> {
  const panel = page.getByRole('dialog', { name: 'Add Wallet' });
  await panel.getByLabel('Amount (₹)').fill(amount);
  await panel.getByRole('button', { name: 'ADD MONEY' }).click();
  await payOnSandbox(page, outcome);
}

test('the wallet is topped up through the gateway, a failed top-up adds nothing, and an order is paid from it', async () => {
  const { page, token } = await customerOnMenu(visit);
  await page.goto(page.url().replace('/product', '/profile/wallet'));
  await page.getByRole('heading', { name: 'My Wallet' }).waitFor();
  await page.getByText('No transactions yet').waitFor();

  await page.getByRole('button', { name: 'Add Money' }).click();
  const panel = page.getByRole('dialog', { name: 'Add Wallet' });
  await panel.getByRole('button', { name: 'ADD MONEY' }).click();
  await panel.getByRole('alert').filter({ hasText: MESSAGES.pleaseEnterAmount }).waitFor();
  await addMoney(page, '500', 'Success');
  await page.waitForURL('**/WalletsuccessPayment?id=*');
  await page.getByText('Wallet balance', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'BACK', exact: true }).click();
  await page.waitForURL('**/profile/wallet');
  const rows = page.getByRole('list', { name: 'Wallet transactions' }).getByRole('listitem');
  await rows.filter({ hasText: '+ ₹500.00' }).getByText('Success').waitFor();
  expect((await profileOf(token)).wallet).toBe(500);

  await page.getByRole('button', { name: 'Add Money' }).click();
  await addMoney(page, '250', 'Failure');
  await page.waitForURL('**/WalletpaymentFailed?id=*');
  await page.getByRole('heading', { name: FAILED }).waitFor();
  await page.getByRole('link', { name: 'BACK', exact: true }).click();
  await rows
    .filter({ hasText: '₹250.00' })
    .getByText(/^(Failure|Unsuccessful)$/)
    .waitFor();
  expect((await profileOf(token)).wallet).toBe(500);

  await readyToPay(page, token, 'Wallet');
  await placeAndConfirm(page);
  await page.waitForURL('**/successPayment?id=*');
  const [order] = await ordersOf(token);
  expect(order?.payments.type).toBe('WALLET');
  // Paid from the wallet reads so, not 'Online', on a phone too.
  await page.setViewportSize({ width: 375, height: 800 });
  const paidWith = page.getByRole('main').getByText('Wallet', { exact: true });
  await paidWith.waitFor();
  expect(await page.getByRole('main').getByText('Online', { exact: true }).count()).toBe(0);
  const box = await paidWith.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect((await profileOf(token)).wallet).toBeCloseTo(500 - (order?.amount ?? 0), 2);
  const transactions = await apiCall(`walletPayments/${(await profileOf(token)).id}`, WalletTransactionListSchema, {
    bearer: token,
    method: 'GET',
  });
  expect(transactions.map((entry) => entry.kind)).toEqual(['order_payment', 'top_up', 'top_up']);
});

test('a result page for an order the customer does not have sends them home, the waiting page too', async () => {
  const { page } = await customerOnMenu(visit);
  for (const result of ['paymentWaiting', 'successPayment', 'paymentFailed']) {
    await page.goto(new URL(`/${result}?id=no-such-order`, page.url()).href);
    await page.waitForURL((url) => url.pathname === '/');
  }
});

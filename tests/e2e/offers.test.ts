import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { formatRupees } from '../../contract/money.ts';
import { OrderListSchema } from '../../contract/order.ts';
import { storeClosed } from '../../contract/outletMessages.ts';
import {
  addAddressThroughApi,
  addToCartThroughApi,
  apiCall,
  chooseOrderType,
  customerOnMenu,
  openCart,
} from './support/customer.ts';
import { baseUrl, closeOfferPopup, header, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

test('choosing an offer copies its code, says so and opens the menu', async () => {
  const page = await visit('granted');
  // Granting replaces what the context allowed: the visitor's position stays granted with the clipboard.
  await page.context().grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await closeOfferPopup(page);
  await header(page).getByRole('link', { name: 'Offer' }).click();
  await page.waitForURL('**/offer');

  const offers = page.getByRole('main').getByRole('listitem');
  // The home page's list stays until the offer page's code has loaded: wait for an offer itself.
  await offers.filter({ hasText: 'WOKFIRST20' }).waitFor();
  expect(
    await page
      .getByRole('main')
      .getByText(/^(WOKFIRST20|TAKEAWAY50|FEAST100)/)
      .count(),
  ).toBe(3);
  await offers.filter({ hasText: 'TAKEAWAY50' }).getByRole('button').click();

  await page.getByText('Code Copied').waitFor();
  await page.waitForURL('**/product');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('TAKEAWAY50');
});

/** The cart page of a signed-in customer at 375 px, with a saved address and the starters worth ₹737 in the cart. */
async function cartAtPhoneWidth(): Promise<{ page: Page; token: string }> {
  const { page, token } = await customerOnMenu(visit);
  await page.setViewportSize({ width: 375, height: 812 });
  for (const dish of ['paneer-salt-and-pepper', 'crispy-corn-salt-and-pepper', 'baby-corn-chilli-dry']) {
    await addToCartThroughApi(token, dish);
  }
  await addAddressThroughApi(token);
  await openCart(page);
  return { page, token };
}

/** Opens the coupon panel from the cart's Apply Coupon box. */
async function couponPanel(page: Page) {
  await page.getByRole('button', { name: 'View offers and apply a code' }).click();
  return page.getByRole('dialog', { name: 'Apply Coupon' });
}

test('the note of a take-away code removed for delivery goes once back on take-away, where it would mislead', async () => {
  const { page } = await cartAtPhoneWidth();
  await chooseOrderType(page, 'Take Away');
  await (await couponPanel(page)).getByRole('button', { name: 'Apply TAKEAWAY50' }).click();
  await page.getByRole('button', { name: 'Remove TAKEAWAY50' }).waitFor();
  await chooseOrderType(page, 'Delivery');
  const note = page.getByRole('status').filter({ hasText: /^TAKEAWAY50 was removed/ });
  await note.waitFor();
  await chooseOrderType(page, 'Take Away');
  await note.waitFor({ state: 'detached' });
});

test('a take-away code goes with a note on switching to delivery; a code for both discounts delivery, REMOVE works, and the order costs what the cart showed', async () => {
  const { page, token } = await cartAtPhoneWidth();
  await chooseOrderType(page, 'Take Away');
  await (await couponPanel(page)).getByRole('button', { name: 'Apply TAKEAWAY50' }).click();
  await page.getByRole('button', { name: 'Remove TAKEAWAY50' }).waitFor();
  await page.getByText('You save ₹50.00').waitFor();
  const priceDetails = page.getByRole('region', { name: 'Price Details' });
  await priceDetails.getByText('Discount (TAKEAWAY50)').waitFor();

  await chooseOrderType(page, 'Delivery');
  await page
    .getByRole('status')
    .filter({ hasText: MESSAGES.offerRemoved('TAKEAWAY50', MESSAGES.offerTakeAwayOnly) })
    .waitFor();
  await priceDetails.getByText(/^Discount/).waitFor({ state: 'detached' });
  expect(await page.getByRole('button', { name: 'Remove TAKEAWAY50' }).count()).toBe(0);

  // The coupon box stays for delivery: the take-away code is refused with the reason, the other applies.
  const panel = await couponPanel(page);
  await panel.getByLabel('Offer code').fill('takeaway50');
  await panel.getByRole('button', { name: 'APPLY', exact: true }).click();
  await panel.getByRole('alert').filter({ hasText: MESSAGES.offerTakeAwayOnly }).waitFor();
  await panel.getByRole('button', { name: 'Apply WOKFIRST20' }).click();
  const remove = page.getByRole('button', { name: 'Remove WOKFIRST20' });
  await remove.click();
  await priceDetails.getByText(/^Discount/).waitFor({ state: 'detached' });
  await (await couponPanel(page)).getByRole('button', { name: 'Apply WOKFIRST20' }).click();
  await page.getByText('You save ₹147.40').waitFor();
  await priceDetails.getByText('Discount (WOKFIRST20)').waitFor();
  const grandTotal = await priceDetails.getByRole('definition').last().textContent();

  await page.getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio').click();
  const branchChecked = page.waitForRequest('**/validateBranch');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await branchChecked;
  await page.getByRole('dialog', { name: 'Confirm delivery address' }).getByRole('button', { name: 'Confirm' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm your order' });
  await confirmation.getByText(grandTotal ?? '', { exact: true }).waitFor();
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/successPayment?id=*');

  const [order] = await apiCall('order/getAllOrder', OrderListSchema, { bearer: token, method: 'GET' });
  expect(order).toMatchObject({ tabType: 'delivery', discount_value: 147.4 });
  expect(formatRupees(order?.amount ?? 0)).toBe(grandTotal);
});

test('PLACE ORDER asks the outlet first: its refusal shows by the button and nothing is placed', async () => {
  const { page, token } = await cartAtPhoneWidth();
  await chooseOrderType(page, 'Take Away');
  const closed = storeClosed('11:00 AM', '11:00 PM');
  await page.route('**/validateBranch', (route) =>
    route.fulfill({ status: 409, json: { error: 1, msg: closed, data: null } }),
  );
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.getByRole('main').getByRole('alert').filter({ hasText: closed }).waitFor();
  expect(await page.getByRole('dialog', { name: 'Confirm your order' }).count()).toBe(0);
  expect(await apiCall('order/getAllOrder', OrderListSchema, { bearer: token, method: 'GET' })).toEqual([]);

  // The outlet takes orders again: PLACE ORDER goes on to the confirmation.
  await page.unroute('**/validateBranch');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.getByRole('dialog', { name: 'Confirm your order' }).waitFor();
});

import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { addAddressThroughApi, addToCartThroughApi, apiCall, customerOnMenu } from './support/customer.ts';
import { header, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

const open = (page: Page, path: string) => page.goto(new URL(path, page.url()).href);

/** The page's reads of the profile answered 500, as a server in trouble would, until the returned function is called. */
async function profileFailing(page: Page): Promise<() => void> {
  let failing = true;
  await page.route('**/user_profile', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 1, msg: MESSAGES.serverError, data: null }),
        })
      : route.continue(),
  );
  return () => {
    failing = false;
  };
}

test("My Address says when the profile cannot be read, rather than loading for good, and 'Try again' shows the addresses", async () => {
  const { page, token } = await customerOnMenu(visit);
  await addAddressThroughApi(token);
  const recover = await profileFailing(page);
  await open(page, '/profile/add');

  const panel = page.getByRole('tabpanel', { name: 'My Address' });
  await panel.getByRole('alert').getByText('Your addresses could not be loaded.').waitFor();
  expect(await panel.getByRole('alert').textContent()).toContain(MESSAGES.serverError);
  expect(await panel.getByText('Loading your addresses…').count()).toBe(0);
  // The account's tabs stay: only the list is missing.
  await page.getByRole('tab', { name: 'My Address', selected: true }).waitFor();

  recover();
  await panel.getByRole('button', { name: 'Try again' }).click();
  await panel.getByRole('article', { name: /Meera Shah/ }).waitFor();
  expect(await panel.getByRole('alert').count()).toBe(0);
  // The header has the customer's name again: the shop holds the profile.
  await header(page).getByRole('button', { name: /Meera/ }).waitFor();
});

test("the cart's checkout says when the profile cannot be read, rather than loading for good, and 'Try again' starts it", async () => {
  const { page, token } = await customerOnMenu(visit);
  await addToCartThroughApi(token, 'veg-manchow-soup');
  const recover = await profileFailing(page);
  await open(page, '/cart');
  await page.getByRole('alert').getByText('The checkout could not be loaded.').waitFor();
  expect(await page.getByText('Loading the checkout…').count()).toBe(0);

  recover();
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'PLACE ORDER' }).waitFor();
});

test("My Account and the wallet's balance say when the profile cannot be read, rather than '…', and 'Try again' shows it", async () => {
  const { page } = await customerOnMenu(visit);
  const recover = await profileFailing(page);
  await page.reload();
  await header(page).getByRole('button', { name: 'My Account' }).click();
  const panel = page.getByRole('dialog', { name: 'My Account' });
  await panel.getByRole('alert').getByText('Your account could not be loaded.').waitFor();
  expect(await panel.getByRole('alert').textContent()).toContain(MESSAGES.serverError);
  expect(await panel.getByText('…').count()).toBe(0);

  // The wallet's own read goes through; the shop's profile, read when the page loaded, is still missing.
  recover();
  await panel.getByRole('link', { name: 'Wallet' }).click();
  const wallet = page.getByRole('tabpanel', { name: 'Wallet' });
  await wallet.getByRole('alert').getByText('Your wallet balance could not be loaded.').waitFor();
  expect(await wallet.getByText('…', { exact: true }).count()).toBe(0);
  await wallet.getByText('No transactions yet', { exact: false }).waitFor();
  await wallet.getByRole('button', { name: 'Try again' }).click();
  await wallet.getByText('₹0.00', { exact: true }).waitFor();
  expect(await wallet.getByRole('alert').count()).toBe(0);
  await header(page).getByRole('button', { name: /Meera/ }).click();
  await panel.getByText('₹0.00').waitFor();
  expect(await panel.getByRole('alert').count()).toBe(0);
});

test('an account page whose profile read the server refuses for the session asks to sign in again', async () => {
  const { page, token } = await customerOnMenu(visit);
  // Signed out elsewhere: the token this browser keeps is refused from now on.
  await apiCall('logout', v.unknown(), { bearer: token, method: 'GET' });
  for (const path of ['/profile/add', '/profile/pro', '/profile/wallet']) {
    await open(page, path);
    await page.getByRole('heading', { name: MESSAGES.sessionExpired }).waitFor();
    expect(await page.getByText(/^Loading/).count(), path).toBe(0);
    expect(await page.getByRole('button', { name: 'Try again' }).count(), path).toBe(0);
  }
  // The My Account panel, over any page, says so in place, with Sign Out rather than Try again.
  await header(page).getByRole('button', { name: 'My Account' }).click();
  const panel = page.getByRole('dialog', { name: 'My Account' });
  await panel.getByRole('alert').getByText(MESSAGES.sessionExpired).waitFor();
  expect(await panel.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  await panel.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
});

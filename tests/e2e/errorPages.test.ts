import * as v from 'valibot';
import { expect, test } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { apiCall, signInAsNewCustomer } from './support/customer.ts';
import { closeOfferPopup, header, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();
const PHONE = { width: 375, height: 800 };

test('an unknown address says the page is not there, inside the shop, with the way home', async () => {
  const page = await visit('granted', '/no/such/page');
  await page.setViewportSize(PHONE);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  expect(await header(page).isVisible()).toBe(true);
  expect(await page.getByText('Hey developer').count()).toBe(0);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test("a page whose code cannot be loaded says so, and 'Try again' loads it", async () => {
  const page = await visit('granted');
  await page.setViewportSize(PHONE);
  await closeOfferPopup(page);
  // The about page's code is lost on the way, as when the connection drops or a new version replaced it.
  await page.route(/\/assets\/AboutPage-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await page.getByRole('heading', { name: 'This page could not be shown' }).waitFor();
  expect(await header(page).isVisible()).toBe(true);
  await page.unroute(/\/assets\/AboutPage-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Our story' }).waitFor();
  expect(await page.getByRole('heading', { name: 'This page could not be shown' }).count()).toBe(0);
});

test("an account page whose session the server no longer takes says so, and 'Sign in again' signs out here", async () => {
  const page = await visit('granted');
  await closeOfferPopup(page);
  const token = await signInAsNewCustomer(page);
  // Signed out elsewhere: the token this browser keeps is refused from now on.
  await apiCall('logout', v.unknown(), { bearer: token, method: 'GET' });
  for (const path of ['/profile/order', '/profile/wallet']) {
    await page.goto(new URL(path, page.url()).href);
    await page.getByRole('heading', { name: MESSAGES.sessionExpired }).waitFor();
    expect(await page.getByText(/^Loading/).count(), path).toBe(0);
  }
  await page.getByRole('main').getByRole('button', { name: 'Sign in again' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

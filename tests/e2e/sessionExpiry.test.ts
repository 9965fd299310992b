import * as v from 'valibot';
import { expect, test } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { addToCartThroughApi, apiCall, chooseOrderType, customerOnMenu, openCart } from './support/customer.ts';
import { header, setUpVisitors } from './support/visitor.ts';

// The server no longer takes a session once it is signed out (here through the API, as from another device) or
// unused for 30 days: the page open says so over itself, with Sign in again.

const visit = setUpVisitors();

/** The note over the page: the toasts' layer, with its button. */
const sessionNote = (page: import('playwright-core').Page) =>
  page
    .getByRole('status')
    .filter({ hasText: MESSAGES.sessionExpired })
    .filter({ has: page.getByRole('button', { name: 'Sign in again' }) });

const signOutElsewhere = (token: string) => apiCall('logout', v.unknown(), { bearer: token, method: 'GET' });

test('a session ended elsewhere while the cart is open: PLACE ORDER says so over the page, and Sign in again signs in afresh', async () => {
  const { page, token } = await customerOnMenu(visit);
  await addToCartThroughApi(token, 'veg-manchow-soup');
  await openCart(page);
  await chooseOrderType(page, 'Take Away');
  await page.getByRole('textbox', { name: 'Cooking instructions' }).fill('Less spicy please');

  await signOutElsewhere(token);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await sessionNote(page).waitFor();
  // The page stays as it was behind it.
  expect(await page.getByRole('textbox', { name: 'Cooking instructions' }).inputValue()).toBe('Less spicy please');

  await sessionNote(page).getByRole('button', { name: 'Sign in again' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await header(page).getByRole('button', { name: 'Sign In' }).first().waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('coming back with a session the server no longer takes: the home page says so', async () => {
  const { page, token } = await customerOnMenu(visit);
  await signOutElsewhere(token);
  await page.goto(new URL('/', page.url()).href);
  await sessionNote(page).waitFor();
  expect(await sessionNote(page).count()).toBe(1);
});

test('an account page the server refuses says so itself, without the note over it', async () => {
  const { page, token } = await customerOnMenu(visit);
  await signOutElsewhere(token);
  await page.goto(new URL('/profile/wallet', page.url()).href);
  await page.getByRole('heading', { name: MESSAGES.sessionExpired }).waitFor();
  // The shop's own read of the profile was refused too, before the page: no note over the page says it again.
  await page.waitForTimeout(2000);
  expect(await sessionNote(page).count()).toBe(0);
  await page.getByRole('main').getByRole('button', { name: 'Sign in again' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

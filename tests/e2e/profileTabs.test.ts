import { expect, test } from 'vitest';
import { signInAsNewCustomer } from './support/customer.ts';
import { baseUrl, closeOfferPopup, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

test('the account pages are tabs: the URL picks the tab, arrows move between tabs and Enter opens one', async () => {
  const page = await visit('granted');
  await closeOfferPopup(page);
  await signInAsNewCustomer(page);
  await page.goto(`${baseUrl}/profile/wallet`);

  const tabs = page.getByRole('tablist', { name: 'My account' });
  const selected = tabs.getByRole('tab', { selected: true });
  await tabs.getByRole('tab', { name: 'Wallet', selected: true }).waitFor();
  expect(await tabs.getByRole('tab').allTextContents()).toEqual([
    'My Profile',
    'Order',
    'Wallet',
    'My Address',
    'Favorite',
  ]);
  await page.getByRole('tabpanel', { name: 'Wallet' }).getByRole('heading', { name: 'My Wallet' }).waitFor();

  // Arrows only move the focus: each page loads its own data, so a tab opens on Enter or a click.
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  await selected.focus();
  // Each key waits for the focus it moves: the wallet page may still be rendering its data between two presses.
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe('My Address');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe('Favorite');
  expect(new URL(page.url()).pathname).toBe('/profile/wallet');
  await page.keyboard.press('Enter');
  await page.getByRole('tabpanel', { name: 'Favorite' }).getByRole('heading', { name: 'Favorite' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/profile/fav');
  // The tabs stay while their pages change, so the focus stays on the tab just opened.
  expect(await selected.textContent()).toBe('Favorite');
  expect(await focused()).toBe('Favorite');

  await tabs.getByRole('tab', { name: 'Order' }).click();
  await page.getByRole('tabpanel', { name: 'Order' }).getByRole('heading', { name: 'My Orders' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/profile/order');
  await page.goBack();
  await tabs.getByRole('tab', { name: 'Favorite', selected: true }).waitFor();

  // On a phone the tabs are a row above the page, which starts within its first screen; left and right move.
  await page.setViewportSize({ width: 375, height: 700 });
  await expect.poll(() => tabs.getAttribute('aria-orientation')).toBe('horizontal');
  const height = (await tabs.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  expect(height).toBeLessThan(110);
  await selected.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(focused).toBe('My Address');
  await page.keyboard.press('ArrowRight');
  await expect.poll(focused).toBe('Favorite');
});

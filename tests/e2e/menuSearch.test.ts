import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { closeOfferPopup, header, outletButton, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();
const PHONE = { width: 375, height: 800 };

const card = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name, exact: true });
const vegOnly = (page: Page) => page.getByRole('switch', { name: 'Veg only' });

/** Whether the element is wholly inside the window. */
const inView = (page: Page, name: string) =>
  card(page, name).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

test('on a phone, a search by the Gujarati name takes the customer to the dish, marked and focused', async () => {
  const page = await visit('granted');
  await page.setViewportSize(PHONE);
  await closeOfferPopup(page);
  await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Adajan');

  await header(page).getByLabel('Search dishes').fill('ચિલી ચિકન');
  const results = page.getByRole('region', { name: 'Dish search results' });
  const result = results.getByRole('link', { name: /Chilli Chicken Dry/ });
  await result.waitFor();
  expect(await result.getByText('ચિલી ચિકન ડ્રાય').getAttribute('lang')).toBe('gu');
  // Matched on the Gujarati names: Chilli Paneer's has no 'ચિકન'.
  expect(await results.getByRole('link', { name: /Chilli Paneer/ }).count()).toBe(0);

  await result.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/product' && url.searchParams.get('dish') === 'chilli-chicken-dry');
  const chosen = card(page, 'Chilli Chicken Dry');
  await expect.poll(() => chosen.evaluate((element) => element === document.activeElement)).toBe(true);
  await expect.poll(() => inView(page, 'Chilli Chicken Dry')).toBe(true);
  expect(await chosen.getAttribute('aria-current')).toBe('true');
  expect(await chosen.getByText('ચિલી ચિકન ડ્રાય').isVisible()).toBe(true);
  expect(await results.count()).toBe(0);
});

test('the veg-only switch hides non-veg dishes, and is still on after a reload', async () => {
  const page = await visit('granted', '/product');
  await page.setViewportSize(PHONE);
  await card(page, 'Chicken Lollipop').waitFor();
  expect(await vegOnly(page).getAttribute('aria-checked')).toBe('false');
  expect(await card(page, 'Veg Manchurian Dry').getByText('વેજ મન્ચુરિયન ડ્રાય').getAttribute('lang')).toBe('gu');

  await vegOnly(page).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => card(page, 'Chicken Lollipop').count()).toBe(0);
  // Below a phone's first view: its section is laid out as it nears the screen (laterSection.css.ts).
  await card(page, 'Veg Manchurian Dry').waitFor();
  expect(await page.getByRole('main').getByText('Non-veg', { exact: true }).count()).toBe(0);

  await page.reload();
  await card(page, 'Veg Manchurian Dry').waitFor();
  expect(await vegOnly(page).getAttribute('aria-checked')).toBe('true');
  expect(await card(page, 'Chicken Lollipop').count()).toBe(0);

  // A non-veg dish chosen in the search is still shown: the customer asked for it.
  await header(page).getByLabel('Search dishes').fill('lollipop');
  await page
    .getByRole('region', { name: 'Dish search results' })
    .getByRole('link', { name: /Chicken Lollipop/ })
    .click();
  await card(page, 'Chicken Lollipop').waitFor();
  expect(await card(page, 'Chilli Chicken Dry').count()).toBe(0);

  await vegOnly(page).click();
  await card(page, 'Chilli Chicken Dry').waitFor();
  expect(await vegOnly(page).getAttribute('aria-checked')).toBe('false');
});

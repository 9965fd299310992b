import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { callsSettled, closeOfferPopup, outletButton, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

/** The home page of a visitor at Adajan, its nearest outlet found and the offer popup closed. */
async function homeAtAdajan(): Promise<Page> {
  const page = await visit('granted');
  await closeOfferPopup(page);
  await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Adajan');
  return page;
}

const nearMeTile = (page: Page) =>
  page.getByRole('navigation', { name: 'How to order' }).getByRole('button', { name: /Near me/ });
const pickupPanel = (page: Page) => page.getByRole('dialog', { name: 'Pickup location' });
const storedPage = (page: Page) => page.evaluate(() => localStorage.getItem('page'));
const path = (page: Page) => new URL(page.url()).pathname;

/** A Surat outlet by city and area, then PROCEED; the panel closes. */
async function chooseInSurat(panel: Locator, area: string): Promise<void> {
  await panel.getByLabel('City').selectOption('Surat');
  await panel.getByLabel('Area').selectOption({ label: area });
  await panel.getByRole('article', { name: new RegExp(`Wokflow ${area}`) }).waitFor();
  await panel.getByRole('button', { name: 'PROCEED' }).click();
  await panel.waitFor({ state: 'hidden' });
}

/** Whatever the choice set off has finished (no call in flight), and the page is still `expected`. */
async function staysOn(page: Page, expected: string): Promise<void> {
  await callsSettled(page);
  expect(path(page)).toBe(expected);
}

test('Near me: the outlet chosen in the panel it opens leads to its menu, and only that once', async () => {
  const page = await homeAtAdajan();
  await nearMeTile(page).click();
  const panel = pickupPanel(page);
  await panel.waitFor();
  expect(await storedPage(page)).toBe('product');

  await chooseInSurat(panel, 'Piplod');
  await page.waitForURL('**/product');
  await page.getByRole('heading', { level: 1, name: 'Menu' }).waitFor();
  await page
    .getByRole('main')
    .getByText(/^Rs\. /)
    .first()
    .waitFor();
  expect(await outletButton(page).textContent()).toContain('Wokflow Piplod');
  expect(await storedPage(page)).toBeNull();

  // Back home in the same visit, a choice from the header's outlet button stays there.
  await page.goBack();
  await nearMeTile(page).waitFor();
  await outletButton(page).click();
  await chooseInSurat(panel, 'Adajan');
  await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Adajan');
  await staysOn(page, '/');
});

test("a choice from the header's outlet button stays on the home page", async () => {
  const page = await homeAtAdajan();
  await outletButton(page).click();
  await chooseInSurat(pickupPanel(page), 'Piplod');
  await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Piplod');
  await staysOn(page, '/');
  await nearMeTile(page).waitFor();
  expect(await storedPage(page)).toBeNull();
});

test('Near me closed without a choice stays home and forgets the page: a later choice stays too', async () => {
  const page = await homeAtAdajan();
  await nearMeTile(page).click();
  const panel = pickupPanel(page);
  await panel.waitFor();
  expect(await storedPage(page)).toBe('product');
  await panel.getByRole('button', { name: 'Close' }).click();
  await panel.waitFor({ state: 'hidden' });
  expect(await storedPage(page)).toBeNull();

  await outletButton(page).click();
  await chooseInSurat(panel, 'Piplod');
  await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Piplod');
  await staysOn(page, '/');
});

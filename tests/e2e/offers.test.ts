import { expect, test } from 'vitest';
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

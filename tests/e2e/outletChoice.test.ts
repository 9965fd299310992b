import type { Geolocation, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { nearestTakeAway, noDeliveryHere, opensAt, orderTypeFrom, storeClosed } from '../../contract/outletMessages.ts';
import { OwnServer } from './support/ownServer.ts';
import { baseUrl, closeOfferPopup, header, outletButton, setUpDevices } from './support/visitor.ts';

/** A phone, standing where the customer stood. */
const PHONE = { width: 375, height: 800 };
/** Beside the take-away-only Athwa Lines counter, Surat; City Light delivers 1.9 km away. */
const ATHWA_LINES = { latitude: 21.1784, longitude: 72.8094 };
/** Beside the take-away-only Maninagar counter, Ahmedabad: the nearest outlet delivering is 6.2 km away. */
const MANINAGAR = { latitude: 22.9962, longitude: 72.603 };

const visitOn = setUpDevices();
/** A first-time visitor on a phone, at `position` (granted) or with the position refused (null). */
const visitOnPhone = (url: string, position: Geolocation | null) => visitOn(url, { viewport: PHONE, position });

/** A toast: by its text, since an open panel hides the rest of the page, toasts included, from role queries. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const storedOutletName = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('location') ?? 'null') as { name: string } | null)?.name);

describe('at 19:30, outlets open', () => {
  test('beside a take-away-only outlet, choosing Delivery picks the nearest outlet delivering there and says so', async () => {
    const page = await visitOnPhone(baseUrl, ATHWA_LINES);
    await closeOfferPopup(page);
    await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Athwa Lines');

    await header(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const delivery = menu.getByRole('radio', { name: 'Delivery' });
    expect(await delivery.isDisabled()).toBe(false);
    await delivery.click();
    const picked = toast(page, orderTypeFrom('delivery', 'Wokflow City Light', 1.9));
    await picked.waitFor();
    await expect.poll(() => delivery.isChecked()).toBe(true);
    // The toast shows under the switch just used, not over it.
    const switchBottom = await menu
      .getByRole('radiogroup', { name: 'Order type' })
      .evaluate((element) => element.getBoundingClientRect().bottom);
    await expect
      .poll(() => picked.evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThan(switchBottom);
    await menu.getByRole('button', { name: 'Close' }).click();

    await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow City Light');
    expect(await page.evaluate(() => localStorage.getItem('orderType'))).toBe('delivery');
  });

  test('where none delivers, the panel says why and offers the nearest take-away outlet with its distance', async () => {
    const page = await visitOnPhone(baseUrl, MANINAGAR);
    await closeOfferPopup(page);
    await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Maninagar');

    await outletButton(page).click();
    const pickup = page.getByRole('dialog', { name: 'Pickup location' });
    await pickup.getByRole('radio', { name: 'Delivery' }).click();
    const panel = page.getByRole('dialog', { name: 'Delivery location' });
    await panel.getByText(noDeliveryHere(6)).waitFor();
    await panel.getByText(nearestTakeAway('Wokflow Maninagar', 0)).waitFor();
    // The outlet has not changed behind the customer's back.
    expect(await storedOutletName(page)).toBe('Wokflow Maninagar');

    await panel.getByRole('button', { name: 'Order Take Away from Maninagar' }).click();
    await toast(page, orderTypeFrom('take_out', 'Wokflow Maninagar', 0)).waitFor();
    await panel.waitFor({ state: 'hidden' });
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    const takeAway = page.getByRole('dialog', { name: 'Menu' }).getByRole('radio', { name: 'Take Away' });
    await expect.poll(() => takeAway.isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('orderType'))).toBe('take_out');
  });
});

describe('at 10:30, before the outlets open', () => {
  let morning: OwnServer;
  beforeAll(async () => {
    morning = await OwnServer.start('2026-11-20T10:30:00+05:30');
  }, 90_000);
  afterAll(() => morning?.stop());

  test('closed outlets say when they open and can be browsed, inactive ones are never offered, and the panel closes once one is chosen', async () => {
    const page = await visitOnPhone(morning.url, null);
    const pickup = page.getByRole('dialog', { name: 'Pickup location' });
    await pickup.waitFor();
    expect(await pickup.getByRole('button', { name: 'Close' }).count()).toBe(0);

    // Delivery suggestions say when a closed outlet opens too.
    await pickup.getByRole('radio', { name: 'Delivery' }).click();
    const delivery = page.getByRole('dialog', { name: 'Delivery location' });
    // A text no delivery outlet matches says so, and the next search takes the message away.
    await delivery.getByLabel('Area / locality').fill('qwertyxyz');
    await delivery.getByRole('button', { name: 'Search area' }).click();
    await delivery.getByText(MESSAGES.noAreaFound).waitFor();
    await delivery.getByLabel('Area / locality').fill('Vadodara');
    await delivery.getByRole('button', { name: 'Search area' }).click();
    const suggestions = delivery.getByRole('region', { name: 'SUGGESTIONS' });
    await suggestions.getByText('Wokflow Alkapuri, Vadodara').waitFor();
    expect(await delivery.getByText(MESSAGES.noAreaFound).count()).toBe(0);
    expect(await suggestions.getByText(opensAt('11:00 AM')).count()).toBeGreaterThan(0);
    // Manjalpur, switched off by the chain, is never offered.
    expect(await suggestions.getByText(/Manjalpur/).count()).toBe(0);

    await delivery.getByRole('radio', { name: 'Take Away' }).click();
    await pickup.getByLabel('City').selectOption('Vadodara');
    const areas = await pickup.getByLabel('Area').locator('option').allTextContents();
    expect(areas).toContain(`Alkapuri (${opensAt('11:00 AM')})`);
    expect(areas.some((area) => area.includes('Manjalpur'))).toBe(false);
    await pickup.getByLabel('Area').selectOption({ label: `Alkapuri (${opensAt('11:00 AM')})` });
    await pickup
      .getByRole('article', { name: /Wokflow Alkapuri/ })
      .getByText(opensAt('11:00 AM'))
      .waitFor();
    await pickup.getByRole('button', { name: 'PROCEED' }).click();
    await pickup.waitFor({ state: 'hidden' });
    await closeOfferPopup(page);
    await page.getByText(storeClosed('11:00 AM', '11:00 PM')).first().waitFor();

    // Within the visit (a reload re-checks the saved outlet and, closed, lets the device position choose).
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'ORDER ONLINE' }).click();
    await page.waitForURL('**/product');
    await page.getByText(storeClosed('11:00 AM', '11:00 PM')).first().waitFor();
    const add = page.getByRole('button', { name: /^Add / }).first();
    await add.waitFor();
    expect(await add.isDisabled()).toBe(true);

    await outletButton(page).click();
    const again = page.getByRole('dialog', { name: 'Pickup location' });
    await again.getByRole('button', { name: 'Close' }).click();
    await again.waitFor({ state: 'hidden' });
    expect(await outletButton(page).textContent()).toContain('Wokflow Alkapuri');
  });
});

import * as v from 'valibot';
import { expect, test } from 'vitest';
import { envelope } from '../../contract/envelope.ts';
import { opensAt, outletClosed } from '../../contract/outletMessages.ts';
import { STAFF_API_BASE } from '../../contract/staff.ts';
import { addToCartThroughApi, chooseOrderType, customerOnMenu, openCart } from './support/customer.ts';
import { staffSession } from './support/staff.ts';
import { baseUrl, closeOfferPopup, header, outletButton, setUpVisitors, showPage } from './support/visitor.ts';

const visit = setUpVisitors();
const STORE = 'surat-adajan';
/** No other test file orders it: marking it sold out disturbs none of them. */
const DISH = { id: 'lemon-coriander-soup', name: 'Lemon Coriander Soup' };

/** A switch of the console's outlet panel, as it sends it: under the outlet's path, `fields` form-encoded. */
async function staffSwitch(path: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(`${baseUrl}${STAFF_API_BASE}/outlets/${STORE}/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await staffSession()}` },
    body: new URLSearchParams(fields),
  });
  expect(v.parse(envelope(v.unknown()), await response.json()).error).toBe(0);
}

const setDishAvailable = (available: boolean) => staffSwitch(`products/${DISH.id}`, { available: String(available) });
/** Closed or opened now; opening within the hours hands the outlet back to them. */
const setOutletOpen = (open: boolean) => staffSwitch('availability', { open: String(open) });

/**
 * A new visitor on the menu once it follows the outlet (its stream answered: a switch made before could not be heard),
 * the page marked so that a reload, which would lose the mark, shows: the page must change in place. With the test
 * dish's card, its ADD, and the stream's request.
 */
async function menuFollowingTheOutlet() {
  const page = await visit('granted');
  await closeOfferPopup(page);
  const following = page.waitForResponse((response) => response.url().endsWith(`/outlet/${STORE}/events`));
  await header(page).getByRole('link', { name: 'Menu' }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: DISH.name }) });
  const add = card.getByRole('button', { name: /^Add / });
  await add.waitFor();
  const stream = (await following).request();
  await page.evaluate(() => document.body.setAttribute('data-before-switch', ''));
  const notReloaded = async () => expect(await page.locator('body[data-before-switch]').count()).toBe(1);
  return { page, card, add, stream, notReloaded };
}

test('an outlet its staff closed within its hours says until when, at checkout and on its menu', async () => {
  const { page, token } = await customerOnMenu(visit);
  await addToCartThroughApi(token, 'veg-manchow-soup');
  await openCart(page);
  await chooseOrderType(page, 'Take Away');
  await setOutletOpen(false);
  try {
    // The e2e server's clock is a Friday at 7:30 pm, within the outlet's hours.
    const closed = outletClosed({ fromTime: '11:00 AM', toTime: '11:00 PM', closedUntil: '11:00 AM tomorrow' });
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.getByText(closed).first().waitFor();

    // Chosen again by hand, as a customer who wants that outlet's menu anyway.
    await outletButton(page).click();
    const pickup = page.getByRole('dialog', { name: 'Pickup location' });
    await pickup.getByLabel('City').selectOption('Surat');
    await pickup.getByLabel('Area').selectOption({ label: `Adajan (${opensAt('11:00 AM')})` });
    await pickup.getByRole('button', { name: 'PROCEED' }).click();
    await pickup.waitFor({ state: 'hidden' });
    await header(page).getByRole('link', { name: 'Menu' }).click();
    await page.getByRole('status').getByText(closed).waitFor();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: DISH.name }) });
    expect(await card.getByRole('button', { name: /^Add / }).isDisabled()).toBe(true);
  } finally {
    await setOutletOpen(true);
  }
  await page.reload();
  await page.getByRole('button', { name: /^Add / }).first().waitFor();
  expect(await page.getByText(/Closed by the restaurant/).count()).toBe(0);
});

test("a dish the outlet marks sold out reads 'Not Available' on the menu, is flagged in the cart, and is refused at checkout", async () => {
  const { page, token } = await customerOnMenu(visit);
  await page.setViewportSize({ width: 375, height: 800 });
  await addToCartThroughApi(token, DISH.id);
  await setDishAvailable(false);
  try {
    await page.reload();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: DISH.name }) });
    await card.getByText('Not Available', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /ADD/i }).count()).toBe(0);

    await page.goto(new URL('/cart', page.url()).href);
    await page.getByText('Not available at this outlet — remove it to check out').waitFor();
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page
      .getByText(new RegExp(`${DISH.name} is not available`))
      .first()
      .waitFor();
  } finally {
    await setDishAvailable(true);
  }
  await page.reload();
  await page.getByRole('main').getByRole('heading', { name: DISH.name }).waitFor();
  expect(await page.getByText('Not available at this outlet — remove it to check out').count()).toBe(0);
});

test("an open menu follows the staff's switches live: a dish sold out reads 'Not Available', and back, with no reload", async () => {
  const { card, add, notReloaded } = await menuFollowingTheOutlet();

  await setDishAvailable(false);
  try {
    await card.getByText('Not Available', { exact: true }).waitFor({ timeout: 3000 });
    expect(await add.count()).toBe(0);
  } finally {
    await setDishAvailable(true);
  }
  await add.waitFor({ timeout: 3000 });
  await notReloaded();
});

test('an open menu shows its outlet closed by the staff, until when, and open again, with no reload', async () => {
  const { page, add, notReloaded } = await menuFollowingTheOutlet();
  const closed = page
    .getByRole('status')
    .getByText(outletClosed({ fromTime: '11:00 AM', toTime: '11:00 PM', closedUntil: '11:00 AM tomorrow' }));

  await setOutletOpen(false);
  try {
    // The switch reaches the menu at once; the saved outlet is read again within the second after.
    await closed.waitFor({ timeout: 4000 });
    expect(await add.isDisabled()).toBe(true);
  } finally {
    await setOutletOpen(true);
  }
  await closed.waitFor({ state: 'detached', timeout: 4000 });
  expect(await add.isDisabled()).toBe(false);
  await notReloaded();
});

test('a hidden menu closes its live stream, and once shown again reads what the staff switched meanwhile', async () => {
  const { page, card, add, stream, notReloaded } = await menuFollowingTheOutlet();
  const closed = page.waitForEvent('requestfailed', (request) => request === stream);
  await showPage(page, 'hidden');
  await closed;
  await setDishAvailable(false);
  try {
    // Nothing follows the outlet while hidden: the switch waits for the page to be shown.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await add.count()).toBe(1);
    await showPage(page, 'visible');
    await card.getByText('Not Available', { exact: true }).waitFor({ timeout: 4000 });
  } finally {
    await setDishAvailable(true);
  }
  await add.waitFor({ timeout: 3000 });
  await notReloaded();
});

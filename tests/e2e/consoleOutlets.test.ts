import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { ProfileSchema } from '../../contract/auth.ts';
import { CartSchema } from '../../contract/cart.ts';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import { PlacedOrderSchema } from '../../contract/order.ts';
import { signUpThroughApi } from './support/api.ts';
import { newAddress } from './support/clientAddress.ts';
import { BOARDS, openBoardOf, orderCard, placeOrderAt, type StaffedOutlet } from './support/console.ts';
import { addAddressThroughApi, apiCall, newMobile } from './support/customer.ts';
import { SURAT_MANAGER } from './support/staff.ts';
import { baseUrl, setUpDevices } from './support/visitor.ts';

const visitOn = setUpDevices();
const MANAGER = { staff: SURAT_MANAGER };
const PHONE_WIDTH = 375;

/** A new customer's cash delivery order at the outlet, to their home in Adajan (within reach of Pal): id and number. */
async function placeDeliveryAt(outlet: StaffedOutlet): Promise<{ _id: string; order_id: string }> {
  const token = await signUpThroughApi(baseUrl, {
    address: newAddress(),
    mobile: newMobile(),
    storeId: outlet.id,
    name: 'Meera',
  });
  const bearer = { bearer: token };
  await apiCall('changeDeliveryType', v.unknown(), { ...bearer, fields: { type: 'delivery' } });
  await addAddressThroughApi(token);
  await apiCall('add_to_cart', v.unknown(), {
    ...bearer,
    fields: { product_id: 'veg-manchow-soup', store: outlet.id, isJain: 'false' },
  });
  const readCart = () => apiCall('get_cart', CartSchema, { ...bearer, method: 'GET' });
  const [line] = (await readCart()).cart_data;
  if (!line) throw new Error('the soup is not in the cart');
  // Five soups: above the delivery minimum.
  await apiCall('changeProductsQuentity', v.unknown(), { ...bearer, fields: { id: line._id, quentity: '5' } });
  const cart = await readCart();
  const [home] = (await apiCall('user_profile', ProfileSchema, { ...bearer, method: 'GET' })).address;
  if (!home) throw new Error('no address saved');
  const rupees = (amount: number) => amount.toFixed(2);
  return apiCall('OrderWithCOD', PlacedOrderSchema, {
    ...bearer,
    fields: {
      checkoutId: crypto.randomUUID(),
      orderType: 'delivery',
      subtotal: rupees(cart.subtotal),
      tax: rupees(cart.tax),
      total: rupees(cart.total),
      deliveryCharge: rupees(cart.deliveryCharges),
      address: home._id,
      code: '',
      brachId: outlet.id,
      outlet_location: outlet.name,
      instructions: '',
    },
  });
}

const outletFilter = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Outlet' });
const chosenOutlet = (page: Page) =>
  outletFilter(page).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);
const boardTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 }).textContent();

/** The cards on the board, or in the phone's tab shown, and how many of them name the outlet. */
async function cardsNaming(page: Page, outlet: StaffedOutlet): Promise<{ cards: number; naming: number }> {
  const cards = page.getByRole('main').getByRole('article');
  return { cards: await cards.count(), naming: await cards.filter({ hasText: outlet.name }).count() };
}

/** The numbers the columns' titles, or the phone's tabs, count. */
const counted = async (titles: Promise<string[]>) =>
  (await titles).map((title) => Number(/(\d+)\)?$/.exec(title.trim())?.[1] ?? Number.NaN));

const columnTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
const tabTitles = (page: Page) =>
  page.getByRole('tablist', { name: 'Orders by status' }).getByRole('tab').allTextContents();

/** Nothing of the page, its header first, runs past the screen's right edge. */
async function expectWithinScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const header = document.querySelector('header');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      header: header ? header.scrollWidth - header.clientWidth : Number.NaN,
    };
  });
  expect(overflow).toEqual({ page: 0, header: 0 });
}

const sum = (numbers: number[]) => numbers.reduce((total, number) => total + number, 0);

test("Surat's manager narrows the board, its counts and the outlet panel to one outlet, and keeps the choice on reload", async () => {
  const athwa = await placeOrderAt(BOARDS.athwaLines);
  const pal = await placeDeliveryAt(BOARDS.pal);
  const page = await visitOn(baseUrl, { position: null });
  await openBoardOf(page, MANAGER);

  // Every outlet's orders, each card naming its outlet, under a title counting all seven (their names its tooltip).
  expect(await chosenOutlet(page)).toBe('All outlets');
  await orderCard(page, athwa).getByText(BOARDS.athwaLines.name).waitFor();
  await orderCard(page, pal).getByText(BOARDS.pal.name).waitFor();
  expect(await boardTitle(page)).toBe('All 7 Surat outlets');
  const names = await page.getByRole('banner').getByRole('heading', { level: 1 }).getAttribute('title');
  expect(names).toContain(`${BOARDS.athwaLines.name}, `);
  expect(names).toContain(BOARDS.pal.name);
  const everyOutlet = sum(await counted(columnTitles(page)));
  expect(everyOutlet).toBe(await page.getByRole('main').getByRole('article').count());

  // Every outlet's switches, named with their outlet; each menu folded until asked for.
  await page.getByRole('button', { name: 'Outlet and dishes' }).click();
  const allPanel = page.getByRole('dialog', { name: 'Outlet and dishes' });
  await allPanel.getByRole('button', { name: `Taking orders now at ${BOARDS.pal.name}` }).waitFor();
  expect(await allPanel.getByRole('list', { name: /^Dishes of / }).count()).toBe(0);
  await allPanel
    .getByRole('region', { name: BOARDS.pal.name })
    .getByText(/^Dishes \(\d+\)$/)
    .click();
  await allPanel.getByRole('button', { name: `Veg Manchow Soup available at ${BOARDS.pal.name}` }).waitFor();
  await page.keyboard.press('Escape');
  await allPanel.waitFor({ state: 'hidden' });

  await outletFilter(page).selectOption({ label: BOARDS.athwaLines.name });
  await orderCard(page, pal).waitFor({ state: 'detached' });
  await orderCard(page, athwa).waitFor();
  expect(await boardTitle(page)).toBe(BOARDS.athwaLines.name);
  // Only its orders, and the columns count only them.
  const narrowed = await cardsNaming(page, BOARDS.athwaLines);
  expect(narrowed.naming).toBe(narrowed.cards);
  expect(sum(await counted(columnTitles(page)))).toBe(narrowed.cards);
  expect(everyOutlet).toBeGreaterThan(narrowed.cards);

  await page.getByRole('button', { name: 'Outlet and dishes' }).click();
  const panel = page.getByRole('dialog', { name: 'Outlet and dishes' });
  await panel.getByRole('region', { name: BOARDS.athwaLines.name }).waitFor();
  expect(await panel.getByRole('region').count()).toBe(1);
  expect(await panel.getByRole('button', { name: 'Taking orders now' }).count()).toBe(1);
  expect(await panel.getByRole('list', { name: /^Dishes of / }).count()).toBe(1);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });

  await page.reload();
  await orderCard(page, athwa).waitFor();
  expect(await chosenOutlet(page)).toBe(BOARDS.athwaLines.name);
  expect(await orderCard(page, pal).count()).toBe(0);
  expect(await boardTitle(page)).toBe(BOARDS.athwaLines.name);

  // Another outlet's new order is not on the narrowed board: the tab's title counts it, the header says it is elsewhere.
  const later = await placeDeliveryAt(BOARDS.pal);
  await page.getByRole('banner').getByText('1 new order at other outlets').waitFor();
  expect(await page.title()).toBe('(1) New orders · Wokflow console');
  expect(await orderCard(page, later).count()).toBe(0);

  // A choice of an outlet no longer on the board (another account's, on a shared tablet) is dropped: all of them show.
  await page.evaluate((key) => localStorage.setItem(key, 'vadodara-alkapuri'), STORAGE_KEYS.consoleOutlet);
  await page.reload();
  await orderCard(page, pal).waitFor();
  expect(await chosenOutlet(page)).toBe('All outlets');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.consoleOutlet)).toBeNull();
});

test("on a phone the manager's header fits the screen, and the status tabs count the chosen outlet's orders", async () => {
  const athwa = await placeOrderAt(BOARDS.athwaLines);
  const pal = await placeDeliveryAt(BOARDS.pal);
  const page = await visitOn(baseUrl, { position: null, viewport: { width: PHONE_WIDTH, height: 800 } });
  await openBoardOf(page, MANAGER);
  await orderCard(page, pal).waitFor();
  await expectWithinScreen(page);
  const [everyOutlet] = await counted(tabTitles(page));

  await outletFilter(page).selectOption({ label: BOARDS.athwaLines.name });
  await orderCard(page, athwa).waitFor();
  expect(await orderCard(page, pal).count()).toBe(0);
  await expectWithinScreen(page);
  // The New tab shows: its count is its cards', all of them Athwa Lines' orders, fewer than every outlet's.
  const [newOrders] = await counted(tabTitles(page));
  const narrowed = await cardsNaming(page, BOARDS.athwaLines);
  expect(narrowed.naming).toBe(narrowed.cards);
  expect(newOrders).toBe(narrowed.cards);
  expect(everyOutlet).toBeGreaterThan(narrowed.cards);
});

test('a member of staff of one outlet gets no outlet choice', async () => {
  const page = await visitOn(baseUrl, { position: null });
  await openBoardOf(page, BOARDS.athwaLines);
  // The board is read beside the live connection: its title says it has come.
  await page.getByRole('banner').getByRole('heading', { level: 1, name: BOARDS.athwaLines.name }).waitFor();
  expect(await outletFilter(page).count()).toBe(0);
});

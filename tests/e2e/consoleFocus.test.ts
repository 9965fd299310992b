import { expect, test } from 'vitest';
import { BOARDS, focusedId, focusedName, openBoardOf, orderCard, placeOrderAt } from './support/console.ts';
import { moveOrder, staffSession } from './support/staff.ts';
import { baseUrl, setUpDevices } from './support/visitor.ts';

// A member of staff on the keyboard: the focus stays where the work is, never thrown back to the top of the page.

const visitOn = setUpDevices();
const desktop = { position: null, viewport: { width: 1280, height: 900 } };
const phone = { position: null, viewport: { width: 375, height: 800 } };

test("Escape gives the focus back to Accept; confirming hands it to the order's card in its new column, and so does a one-click move", async () => {
  const order = await placeOrderAt(BOARDS.piplod);
  const page = await visitOn(baseUrl, desktop);
  await openBoardOf(page, BOARDS.piplod);
  const acceptName = `Accept: order ${order.order_id}`;

  await page.getByRole('button', { name: acceptName }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Accept order #${order.order_id}` });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await focusedName(page)).toBe(acceptName);

  // At a keyboard's speed: Enter at once after Escape opens it again (the flow hears Escape as it is pressed, where
  // the dialog's `close` event, a task later, once came after the Enter, which the flow then ignored).
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await dialog.getByLabel(/Preparation time in minutes/).waitFor();
  await page.keyboard.type('20');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  await orderCard(page.getByRole('region', { name: /^Accepted/ }), order).waitFor();
  await expect.poll(() => focusedId(page)).toBe(`order-${order._id}`);

  // From the card, its next move is a few Tabs away (past the customer's phone number).
  const startName = `Start preparing: order ${order.order_id}`;
  for (let tabs = 0; tabs < 3 && (await focusedName(page)) !== startName; tabs += 1) await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe(startName);
  await page.keyboard.press('Enter');
  await orderCard(page.getByRole('region', { name: /^Preparing/ }), order).waitFor();
  await expect.poll(() => focusedId(page)).toBe(`order-${order._id}`);
});

test("a dialog whose order someone else moved meanwhile gives the focus to the order's card, its button gone", async () => {
  const order = await placeOrderAt(BOARDS.piplod);
  const page = await visitOn(baseUrl, desktop);
  await openBoardOf(page, BOARDS.piplod);
  await page.getByRole('button', { name: `Reject: order ${order.order_id}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Reject order #${order.order_id}` });
  await dialog.getByLabel('Reason').waitFor();

  await moveOrder(await staffSession(BOARDS.piplod.staff), order._id, { status: 'accepted', prepMinutes: '20' });
  await orderCard(page.getByRole('region', { name: /^Accepted/ }), order).waitFor({ state: 'attached' });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => focusedId(page)).toBe(`order-${order._id}`);
});

test('on a phone, where the moved order is on another tab, the focus stays in the column it left', async () => {
  const order = await placeOrderAt(BOARDS.piplod);
  const page = await visitOn(baseUrl, phone);
  await openBoardOf(page, BOARDS.piplod);
  await page.getByRole('button', { name: `Accept: order ${order.order_id}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Accept order #${order.order_id}` });
  await dialog.getByLabel(/Preparation time in minutes/).waitFor();
  await page.keyboard.type('15');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  await orderCard(page, order).waitFor({ state: 'detached' });
  await expect.poll(() => focusedId(page)).toBe('column-new-orders');
});

test('closing the outlet asks first, and the switch keeps the focus: Escape or Enter keeps it open, Close now closes it, Space opens it', async () => {
  const page = await visitOn(baseUrl, desktop);
  await openBoardOf(page, BOARDS.piplod);
  await page.getByRole('button', { name: 'Outlet and dishes' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Outlet and dishes' });
  const taking = panel.getByRole('button', { name: 'Taking orders now' });
  await taking.focus();
  const question = page.getByRole('dialog', { name: 'Close Wokflow Piplod?' });

  await page.keyboard.press('Space');
  await question.getByText(/^No customer can order from it until it opens at /).waitFor();
  expect(await focusedName(page)).toBe('Keep open');
  await page.keyboard.press('Escape');
  await question.waitFor({ state: 'hidden' });
  expect(await taking.getAttribute('aria-pressed')).toBe('true');
  expect(await focusedName(page)).toBe('Taking orders now');
  // A key pressed twice does not close the outlet: the second is Keep open's.
  await page.keyboard.press('Space');
  await question.getByRole('button', { name: 'Keep open' }).waitFor();
  await page.keyboard.press('Enter');
  await question.waitFor({ state: 'hidden' });
  expect(await taking.getAttribute('aria-pressed')).toBe('true');

  await page.keyboard.press('Space');
  await question.getByRole('button', { name: 'Close now' }).waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await question.waitFor({ state: 'hidden' });
  await expect.poll(() => taking.getAttribute('aria-pressed')).toBe('false');
  await expect.poll(() => taking.getAttribute('aria-disabled')).toBe('false');
  expect(await focusedName(page)).toBe('Taking orders now');
  // The board behind says so: a break forgotten keeps customers out until the next opening.
  const closedNotice = page.getByRole('main').getByText(/^Closed by staff: Wokflow Piplod\./);
  await closedNotice.waitFor();
  // Opening asks nothing.
  await page.keyboard.press('Space');
  await expect.poll(() => taking.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => taking.getAttribute('aria-disabled')).toBe('false');
  expect(await focusedName(page)).toBe('Taking orders now');
  await closedNotice.waitFor({ state: 'detached' });

  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  expect(await focusedName(page)).toBe('Outlet and dishes');
});

import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { CartSchema } from '../../contract/cart.ts';
import { CART_DEBOUNCE_MS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { launchBrowser, SURAT_ADAJAN } from '../../scripts/lib/browser.ts';
import { addToCartThroughApi, apiCall, customerOnMenu } from './support/customer.ts';
import { baseUrl, header, newVisitorContext, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

const serverCart = (token: string) => apiCall('get_cart', CartSchema, { bearer: token, method: 'GET' });

/** The page says the cart is empty, and the server's cart is. */
async function expectEmptyCart(page: Page, token: string): Promise<void> {
  await page.getByText(MESSAGES.cartEmptyTitle).waitFor();
  expect((await serverCart(token)).cart_data).toEqual([]);
}

test("ADD waits for the add-to-cart flow's code: a press while it loads is not lost", async () => {
  const browser = await launchBrowser();
  try {
    const context = await newVisitorContext(browser, { position: SURAT_ADAJAN });
    // A slow network: the flows' code comes 1.5 s after the menu.
    await context.route(/\/assets\/shopFlows-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(new URL('/product', baseUrl).href);
    const add = page.getByRole('button', { name: 'Add Chilli Potato' }).first();
    await add.waitFor();
    expect(await add.isDisabled()).toBe(true);
    // A visitor's press opens the sign-in panel, once the button takes it.
    await add.click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
  } finally {
    await browser.close();
  }
});

test('a Jain dish with an add-on: added, its quantity changed, customized and removed', async () => {
  const { page, token } = await customerOnMenu(visit);

  await page.getByRole('button', { name: 'Add Veg Manchurian Dry' }).click();
  const jainStep = page.getByRole('dialog', { name: 'Jain preparation' });
  await jainStep.getByRole('radio', { name: 'Jain' }).click();
  await jainStep.getByRole('button', { name: 'Next' }).click();
  const addonStep = page.getByRole('dialog', { name: 'Choose add-ons' });
  await addonStep.getByText('(Select 1 add-on)').waitFor();
  await addonStep.getByRole('button', { name: 'Add To Cart' }).click();
  await addonStep.getByText('Select 1 add-on', { exact: true }).waitFor();
  // The dish's and the add-ons' Gujarati names, under the English ones.
  for (const alias of ['વેજ મન્ચુરિયન ડ્રાય', 'શેઝવાન ડીપ']) {
    expect(await addonStep.getByText(alias, { exact: true }).getAttribute('lang')).toBe('gu');
  }
  await addonStep.getByRole('radio', { name: 'Schezwan Dip' }).check();
  await addonStep.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByText(MESSAGES.addedToCart).waitFor();
  await addonStep.waitFor({ state: 'hidden' });

  // The card turns into a stepper, and the cart panel lists the line with its choices.
  const cardStepper = page.getByRole('main').getByRole('group', { name: 'Veg Manchurian Dry in cart' }).first();
  await cardStepper.getByRole('button', { name: 'Add one more' }).click();
  const panel = page.getByRole('complementary', { name: 'Cart' });
  await panel.getByText('Jain · Schezwan Dip').waitFor();
  expect(await panel.getByText('વેજ મન્ચુરિયન ડ્રાય', { exact: true }).getAttribute('lang')).toBe('gu');
  await expect.poll(async () => (await serverCart(token)).cart_data[0]?.quantity).toBe(2);

  await panel.getByRole('link', { name: 'Check Out' }).click();
  await page.waitForURL('**/cart');
  // The URL changes as the navigation starts; the menu stays on screen until the cart page is drawn.
  await page.getByRole('heading', { name: 'Cart', level: 1 }).waitFor();
  const line = page.getByRole('listitem').filter({ hasText: 'Veg Manchurian Dry' });
  await line.getByText('₹518.00').waitFor(); // (229 + 30) × 2
  expect(await line.getByText('વેજ મન્ચુરિયન ડ્રાય', { exact: true }).getAttribute('lang')).toBe('gu');
  const quantity = line.getByRole('group', { name: 'Veg Manchurian Dry quantity' });
  await quantity.getByRole('button', { name: 'Remove one' }).click();
  await line.getByText('₹259.00').waitFor();
  expect(await quantity.getByRole('button', { name: 'Remove one' }).isDisabled()).toBe(true);

  await line.getByRole('button', { name: 'Customize Veg Manchurian Dry' }).click();
  expect(await jainStep.getByRole('radio', { name: 'Jain' }).isChecked()).toBe(true);
  await jainStep.getByRole('radio', { name: 'Regular' }).click();
  await jainStep.getByRole('button', { name: 'Next' }).click();
  await addonStep.getByRole('button', { name: 'Back' }).click();
  await jainStep.getByRole('button', { name: 'Next' }).click();
  await addonStep.getByRole('radio', { name: 'Sweet Chilli Dip' }).check();
  expect(await addonStep.getByRole('radio', { name: 'Schezwan Dip' }).isChecked()).toBe(false);
  await addonStep.getByRole('button', { name: 'Update Item' }).click();
  await line.getByText('Regular · Sweet Chilli Dip').waitFor();
  const [updated] = (await serverCart(token)).cart_data;
  expect(updated?.isJain).toBe(false);
  expect(updated?.quantity).toBe(1);

  await line.getByRole('button', { name: 'Remove Veg Manchurian Dry' }).click();
  await expectEmptyCart(page, token);
});

test('a coupon is applied and removed, and Clear All empties the cart', async () => {
  const { page, token } = await customerOnMenu(visit);
  await addToCartThroughApi(token, 'veg-manchow-soup');
  await addToCartThroughApi(token, 'chilli-potato');
  await header(page).getByRole('link', { name: 'Cart' }).click();
  await page.waitForURL('**/cart');
  const prices = page.getByRole('region', { name: 'Price Details' });
  await prices.getByText('₹358.00').waitFor(); // 149 + 209

  await page.getByRole('button', { name: 'View offers and apply a code' }).click();
  const coupons = page.getByRole('dialog', { name: 'Apply Coupon' });
  await coupons.getByRole('button', { name: 'APPLY', exact: true }).click();
  await coupons.getByText(MESSAGES.provideOfferCode).waitFor();
  await coupons.getByRole('button', { name: 'Apply FEAST100' }).click();
  await coupons.getByText(/^Add items worth ₹999\.00 or more/).waitFor();
  await coupons.getByText('Orders of ₹299 or more before tax', { exact: false }).waitFor();
  await coupons.getByRole('button', { name: 'Apply WOKFIRST20' }).click();
  await coupons.waitFor({ state: 'hidden' });

  await prices.getByText('Discount (WOKFIRST20)').waitFor();
  await prices.getByText('− ₹71.60').waitFor(); // 20 % of 358
  expect(await page.evaluate(() => localStorage.getItem('code'))).toBe('WOKFIRST20');
  await page.reload();
  await prices.getByText('Discount (WOKFIRST20)').waitFor();

  await page.getByRole('button', { name: 'Remove WOKFIRST20', exact: true }).click();
  await page.getByRole('button', { name: 'View offers and apply a code' }).waitFor();
  expect(await prices.getByText('Discount').count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('code'))).toBeNull();

  // For delivery: the coupon box too (the offers are for delivery or take-away), a delivery charge row,
  // and the grand total with the charge.
  await header(page).getByRole('radio', { name: 'Delivery' }).click();
  await prices.getByText('Delivery Charge').waitFor();
  expect(await page.getByRole('region', { name: 'Apply Coupon' }).count()).toBe(1);
  await prices.getByText('₹415.90').waitFor(); // 358 + 5 % tax + 40

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expectEmptyCart(page, token);
});

test('recommendations: a grid from 992 px, below it a carousel showing 1, 2 or 3 dishes', async () => {
  const { page, token } = await customerOnMenu(visit);
  await addToCartThroughApi(token, 'chilli-potato');
  await header(page).getByRole('link', { name: 'Cart' }).click();
  await page.waitForURL('**/cart');
  const recommendations = page.getByRole('region', { name: 'Recommendations' });
  await recommendations.getByRole('article').first().waitFor();
  expect(await recommendations.locator('[aria-roledescription="carousel"]').count()).toBe(0);

  /** How many dishes the carousel shows whole at the window's width. */
  const shownAt = async (width: number) => {
    await page.setViewportSize({ width, height: 800 });
    const carousel = recommendations.locator('[aria-roledescription="carousel"]');
    await carousel.waitFor();
    await page.waitForTimeout(100); // keen-slider lays the slides out after a resize
    return carousel.evaluate((list) => {
      const frame = list.getBoundingClientRect();
      return [...list.children].filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    });
  };
  expect(await shownAt(320)).toBe(1);
  expect(await shownAt(375)).toBe(2);
  expect(await shownAt(700)).toBe(3);
});

test('offline, quantity clicks go back to what the server holds, and a cart not read is read once back online', async () => {
  const { page, token } = await customerOnMenu(visit);
  await addToCartThroughApi(token, 'veg-manchow-soup');
  // The cart page reads the cart again as it opens: the steppers wait for it.
  await page.goto(new URL('/cart', baseUrl).href, { waitUntil: 'networkidle' });
  const line = page.getByRole('listitem').filter({ hasText: 'Veg Manchow Soup' });
  const quantity = line.getByRole('group', { name: 'Veg Manchow Soup quantity' });
  await quantity.getByText('1', { exact: true }).waitFor();
  await expect.poll(() => quantity.getByRole('button', { name: 'Add one more' }).isEnabled()).toBe(true);

  await page.context().setOffline(true);
  await quantity.getByRole('button', { name: 'Add one more' }).click();
  await quantity.getByRole('button', { name: 'Add one more' }).click();
  // Shown at once, then, as they could not be sent, back to the server's quantity: the line agrees with the totals.
  await page.waitForTimeout(CART_DEBOUNCE_MS);
  await quantity.getByText('1', { exact: true }).waitFor();
  expect(await quantity.getByRole('button', { name: 'Add one more' }).isEnabled()).toBe(true);

  // Removing fails too, and so does reading the cart after it: the line stays, its buttons off, until back online.
  await line.getByRole('button', { name: 'Remove Veg Manchow Soup' }).click();
  await expect.poll(() => quantity.getByRole('button', { name: 'Add one more' }).isDisabled()).toBe(true);
  await page.context().setOffline(false);
  await expect.poll(() => quantity.getByRole('button', { name: 'Add one more' }).isEnabled()).toBe(true);
  expect((await serverCart(token)).cart_data.map((saved) => saved.quantity)).toEqual([1]);
});

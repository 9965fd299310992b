import { expect, test } from 'vitest';
import { CartSchema } from '../../contract/cart.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { apiCall, customerOnMenu } from './support/customer.ts';
import { filesAsked, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

const ADD_TO_CART_DIALOG = expect.stringMatching(/^\/assets\/AddToCartDialog-[\w-]+\.js$/);

test("the menu shows without the dialogs' code (the modal's, the add-to-cart wizard's)", async () => {
  const page = await visit('granted', '/product');
  await page.getByRole('button', { name: 'Add Chicken Lollipop' }).first().waitFor();
  const dialogsCode = /^\/assets\/(Dialog|AddToCartDialog)-[\w-]+\.js$/;
  expect((await filesAsked(page)).filter((file) => dialogsCode.test(file))).toEqual([]);
});

test('on a phone: two sauces are exactly two, a dip is one of a radio group', async () => {
  const { page, token } = await customerOnMenu(visit);
  await page.setViewportSize({ width: 375, height: 800 });

  await page.getByRole('button', { name: 'Add Chicken Lollipop' }).first().click();
  const addonStep = page.getByRole('dialog', { name: 'Choose add-ons' });
  await addonStep.getByText('Pick any two sauces').waitFor();
  // Loaded when a dish first asks for a choice.
  expect(await filesAsked(page)).toContainEqual(ADD_TO_CART_DIALOG);
  await addonStep.getByText('(Select 2 add-ons)').waitFor();
  const sauce = (name: string) => addonStep.getByRole('checkbox', { name });
  await sauce('Schezwan Dip').check();
  await addonStep.getByRole('button', { name: 'Add To Cart' }).click();
  await addonStep.getByText('Select 2 add-ons', { exact: true }).waitFor();

  // Two chosen: the others cannot be, until one is unchosen.
  await sauce('Hot Garlic Dip').check();
  expect(await sauce('Red Chilli Oil').isDisabled()).toBe(true);
  expect(await sauce('Sweet Chilli Dip').isDisabled()).toBe(true);
  await sauce('Hot Garlic Dip').uncheck();
  await sauce('Red Chilli Oil').check();
  expect(await sauce('Hot Garlic Dip').isDisabled()).toBe(true);
  await addonStep.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByText(MESSAGES.addedToCart).first().waitFor();
  await addonStep.waitFor({ state: 'hidden' });
  const cart = await apiCall('get_cart', CartSchema, { bearer: token, method: 'GET' });
  expect(cart.cart_data.map((line) => [line.productId, line.addOns.map((addon) => addon._id).sort()])).toEqual([
    ['chicken-lollipop', ['chilli-oil', 'schezwan-dip']],
  ]);

  await page.getByRole('button', { name: 'Add Veg Manchurian Dry' }).first().click();
  await page.getByRole('dialog', { name: 'Jain preparation' }).getByRole('button', { name: 'Next' }).click();
  await addonStep.getByText('(Select 1 add-on)').waitFor();
  expect(await addonStep.getByRole('checkbox').count()).toBe(0);
  const dip = (name: string) => addonStep.getByRole('radio', { name });
  await dip('Schezwan Dip').click();
  await dip('Sweet Chilli Dip').click();
  expect(await dip('Schezwan Dip').isChecked()).toBe(false);
  expect(await dip('Sweet Chilli Dip').isChecked()).toBe(true);
  await addonStep.getByRole('button', { name: 'Add To Cart' }).click();
  await addonStep.waitFor({ state: 'hidden' });
  const lines = (await apiCall('get_cart', CartSchema, { bearer: token, method: 'GET' })).cart_data;
  expect(lines.find((line) => line.productId === 'veg-manchurian-dry')?.addOns.map((addon) => addon._id)).toEqual([
    'sweet-chilli-dip',
  ]);
});

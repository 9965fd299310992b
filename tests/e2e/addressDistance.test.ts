import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DELIVERY_RADIUS_KM } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import {
  addAddressThroughApi,
  addToCartThroughApi,
  chooseOrderType,
  customerOnMenu,
  openCart,
} from './support/customer.ts';
import { outletButton, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

/** Vesu, 6.4 km from the Adajan outlet the customer orders from: beyond the delivery radius. */
const VESU = {
  Name: 'Meera Shah',
  Email: 'meera@example.com',
  'House / flat number': 'B-402',
  Address: 'Rajhans Montessa, VIP Road, Vesu',
  City: 'Surat',
  State: 'Gujarat',
  Pincode: '395007',
};
const VESU_LINE = 'B-402, Rajhans Montessa, VIP Road, Vesu, Surat, Gujarat, 395007';
/** The line of the address addAddressThroughApi saves. */
const NEAR_LINE = 'A-12, Palanpur Patia, Adajan, Surat, Gujarat, 395009';

async function onPhone(): Promise<{ page: Page; token: string }> {
  const customer = await customerOnMenu(visit);
  await customer.page.setViewportSize({ width: 375, height: 800 });
  return customer;
}

test(`saving an address beyond ${DELIVERY_RADIUS_KM} km of the outlet says so at once; My Address marks it until a nearer outlet is chosen`, async () => {
  const { page } = await onPhone();
  await page.goto(page.url().replace('/product', '/profile/add'));
  await page.getByRole('button', { name: 'Add new address' }).click();
  for (const [label, value] of Object.entries(VESU)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Continue to the map' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm address' });
  // Without a tile server the map still helps: its places named, the pin's pin-code area, and what streets need.
  await confirm.getByText('Pin in Vesu, Surat 395007').waitFor();
  await confirm.getByText('Wokflow Adajan', { exact: true }).waitFor();
  await confirm.getByText(/street detail needs MAP_STYLE_URL/).waitFor({ state: 'attached' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  const saved = page.getByRole('dialog', { name: 'Address saved' });
  await saved
    .getByRole('alert')
    .filter({ hasText: MESSAGES.addressBeyondReach(6.4, DELIVERY_RADIUS_KM) })
    .waitFor();
  await saved.getByRole('button', { name: 'OK' }).click();
  await saved.waitFor({ state: 'hidden' });

  const card = page.getByRole('article', { name: 'Home: Meera Shah' });
  await card.getByText(VESU_LINE).waitFor();
  await card.getByText(MESSAGES.addressDistance(6.4)).waitFor();
  await card.getByText(MESSAGES.addressBeyondRadius(DELIVERY_RADIUS_KM)).waitFor();

  // The Vesu outlet chosen instead: the distances are read again from it, and the mark goes.
  await outletButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Pickup location' });
  await panel.getByLabel('City').selectOption('Surat');
  await panel.getByLabel('Area').selectOption({ label: 'Vesu' });
  await panel.getByRole('button', { name: 'PROCEED' }).click();
  await panel.waitFor({ state: 'hidden' });
  await card.getByText(MESSAGES.addressDistance(0)).waitFor();
  expect(await card.getByText(MESSAGES.addressBeyondRadius(DELIVERY_RADIUS_KM)).count()).toBe(0);
});

test('at checkout every address shows its distance; one beyond the radius cannot be chosen for delivery', async () => {
  const { page, token } = await onPhone();
  await addAddressThroughApi(token); // a few hundred metres from the Adajan outlet
  await addToCartThroughApi(token, 'paneer-salt-and-pepper');
  await openCart(page);
  await chooseOrderType(page, 'Delivery');

  // An address added from the cart beyond the radius is said to be so, and is not selected.
  await page.getByRole('button', { name: '+ Add new address' }).click();
  for (const [label, value] of Object.entries(VESU)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Continue to the map' }).click();
  await page.getByRole('dialog', { name: 'Confirm address' }).getByRole('button', { name: 'Confirm' }).click();
  const saved = page.getByRole('dialog', { name: 'Address saved' });
  await saved.getByText(MESSAGES.addressBeyondReach(6.4, DELIVERY_RADIUS_KM)).waitFor();
  await saved.getByRole('button', { name: 'Close' }).click();

  // Each address is a card holding its radio: the card shows the text, the radio the state.
  const cards = page.getByRole('radiogroup', { name: 'Delivery address' }).locator('label');
  const near = cards.filter({ hasText: NEAR_LINE });
  const far = cards.filter({ hasText: VESU_LINE });
  await far.getByText(MESSAGES.addressBeyondRadius(DELIVERY_RADIUS_KM)).waitFor();
  await far.getByText(MESSAGES.addressDistance(6.4)).waitFor();
  await near.getByText(/km from your outlet/).waitFor();
  expect(await near.getByText(MESSAGES.addressBeyondRadius(DELIVERY_RADIUS_KM)).count()).toBe(0);
  expect(await far.getByRole('radio').isDisabled()).toBe(true);
  expect(await far.getByRole('radio').isChecked()).toBe(false);

  await far.click({ force: true });
  expect(await far.getByRole('radio').isChecked()).toBe(false);
  await near.click();
  expect(await near.getByRole('radio').isChecked()).toBe(true);
});

import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { ADDRESS_FIELD_MAX, GeocodeReplySchema } from '../../contract/addressRules.ts';
import { ProfileSchema } from '../../contract/auth.ts';
import { CartSchema, quantityChange } from '../../contract/cart.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { OrderListSchema } from '../../contract/order.ts';
import {
  addAddressThroughApi,
  addToCartThroughApi,
  apiCall,
  chooseOrderType,
  customerOnMenu,
} from './support/customer.ts';
import { expectProblemUnder, header, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

const HOME = {
  Name: 'Meera Shah',
  Email: 'meera@example.com',
  Address: 'Palanpur Patia, Adajan',
  City: 'Surat',
  State: 'Gujarat',
};
const LINE = 'A-12, Palanpur Patia, Adajan, Surat, Gujarat, 395009';

/** Submits the address form and waits for the message it shows. */
async function submitExpecting(page: Page, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue to the map' }).click();
  await page.getByRole('dialog').getByRole('alert').filter({ hasText: message }).waitFor();
}

/** Drags the map's pin `dx`, `dy` pixels, as a customer's mouse would. */
async function dragPin(page: Page, dx: number, dy: number): Promise<void> {
  const pin = page.getByLabel('Delivery pin: drag it to your door');
  const box = await pin.boundingBox();
  if (!box) throw new Error('the pin is not on the map');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x + (dx * step) / 10, y + (dy * step) / 10);
  await page.mouse.up();
}

const profileOf = (token: string) => apiCall('user_profile', ProfileSchema, { bearer: token, method: 'GET' });
const ordersOf = (token: string) => apiCall('order/getAllOrder', OrderListSchema, { bearer: token, method: 'GET' });

/** From PLACE ORDER on /cart to the success page; delivery confirms its address on the map first. */
async function placeOrder(page: Page, delivery: boolean): Promise<void> {
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  if (delivery) {
    const map = page.getByRole('dialog', { name: 'Confirm delivery address' });
    await map.getByRole('region', { name: 'Map of the delivery address' }).waitFor();
    await map.getByRole('button', { name: 'Confirm' }).click();
  }
  const confirmation = page.getByRole('dialog', { name: 'Confirm your order' });
  await confirmation.getByText(delivery ? 'Delivery' : 'Take Away', { exact: true }).waitFor();
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/successPayment?id=*');
  await page.getByRole('heading', { name: 'Thank you! Your order is placed' }).waitFor();
  // The price rows read as the cart's did: no delivery charge on a take-away order.
  await page.getByText('Taxes (GST 5%)', { exact: true }).waitFor();
  expect(await page.getByText('Delivery Charge', { exact: true }).count()).toBe(delivery ? 1 : 0);
}

test('an address is added on My Address with the form rules, its pin dragged, then updated and deleted', async () => {
  const { page, token } = await customerOnMenu(visit);
  await page.goto(page.url().replace('/product', '/profile/add'));
  await page.getByText('No saved addresses yet').waitFor();
  await page.getByRole('button', { name: 'Add new address' }).click();

  await submitExpecting(page, MESSAGES.addressName);
  // The message sits under the field it is about, which is marked, described by it and focused.
  const name = page.getByLabel('Name', { exact: true });
  await expectProblemUnder(name, MESSAGES.addressName);
  for (const [label, value] of Object.entries(HOME)) await page.getByLabel(label, { exact: true }).fill(value);
  expect(await name.getAttribute('aria-invalid')).toBeNull();
  await page.getByLabel('House / flat number', { exact: true }).fill('A12');
  await page.getByLabel('Pincode', { exact: true }).fill('39 50-09x9');
  // Digits only, at most six.
  expect(await page.getByLabel('Pincode', { exact: true }).inputValue()).toBe('395009');
  await submitExpecting(page, MESSAGES.addressHouseNumberShort);
  const house = page.getByLabel('House / flat number', { exact: true });
  await expectProblemUnder(house, MESSAGES.addressHouseNumberShort);
  await house.fill('  A-12 ');
  await page.getByRole('button', { name: 'Continue to the map' }).click();

  const panel = page.getByRole('dialog', { name: 'Confirm address' });
  await panel.getByText(LINE).waitFor();
  await panel.getByRole('region', { name: 'Map: drag the pin to your door' }).waitFor();
  await dragPin(page, 80, -60);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText(MESSAGES.addressSaved).waitFor();
  await page.getByRole('article', { name: 'Home: Meera Shah' }).getByText(LINE).waitFor();

  // Saved where the pin was dropped: north-east of where the server found the address.
  const [saved] = (await profileOf(token)).address;
  const found = await apiCall('get_lat_long', GeocodeReplySchema, { bearer: token, fields: { address: LINE } });
  expect(saved?.house_number).toBe('A-12');
  expect(saved?.lat).toBeGreaterThan(found.lat);
  expect(saved?.long).toBeGreaterThan(found.lng);

  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('radio', { name: 'Office' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Meera at work');
  // Escape, or a stray click beside the panel, closes it: Update opens it again with the changes.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Update address' }).waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Update' }).click();
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Meera at work');
  expect(await page.getByRole('radio', { name: 'Office' }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Continue to the map' }).click();
  await page.getByRole('dialog', { name: 'Confirm address' }).getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('article', { name: 'Office: Meera at work' }).waitFor();
  const [updated] = (await profileOf(token)).address;
  // Only the name and type changed: the dragged pin stays.
  expect(updated).toEqual({ ...saved, addType: 'office', name: 'Meera at work' });

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('No saved addresses yet').waitFor();
  expect((await profileOf(token)).address).toEqual([]);
});

test('a delivery COD order and a take-away order are placed from the cart and listed in Order', async () => {
  const { page, token } = await customerOnMenu(visit);
  for (const dish of ['paneer-salt-and-pepper', 'crispy-corn-salt-and-pepper', 'baby-corn-chilli-dry']) {
    await addToCartThroughApi(token, dish);
  }
  await header(page).getByRole('link', { name: 'Cart' }).click();
  await page.waitForURL('**/cart');
  await chooseOrderType(page, 'Delivery');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.getByText(MESSAGES.pleaseSelectAddress).waitFor();

  // A form closed half-filled (a stray click beside the panel closes it too) opens again as it was left.
  await page.getByRole('button', { name: '+ Add new address' }).click();
  await page.getByLabel('Name', { exact: true }).fill(HOME.Name);
  await page.getByRole('dialog', { name: 'Add address' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Add address' }).waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: '+ Add new address' }).click();
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(HOME.Name);

  // An address added from the cart is the one selected. Each field takes no more than the server does.
  await page.getByLabel('Address', { exact: true }).fill('x'.repeat(ADDRESS_FIELD_MAX.address_line_1 + 20));
  expect(await page.getByLabel('Address', { exact: true }).inputValue()).toHaveLength(ADDRESS_FIELD_MAX.address_line_1);
  for (const [label, value] of Object.entries(HOME)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('House / flat number', { exact: true }).fill('A-12');
  await page.getByLabel('Pincode', { exact: true }).fill('395009');
  await page.getByRole('button', { name: 'Continue to the map' }).click();
  await page.getByRole('dialog', { name: 'Confirm address' }).getByRole('button', { name: 'Confirm' }).click();
  const address = page.getByRole('radiogroup', { name: 'Delivery address' }).locator('label');
  await address.filter({ hasText: LINE }).waitFor();
  expect(await address.getByRole('radio').isChecked()).toBe(true);
  await page.getByText(MESSAGES.pleaseSelectAddress).waitFor({ state: 'detached' });

  await page.getByRole('textbox', { name: 'Cooking instructions' }).fill('Less spicy please');
  await placeOrder(page, true);
  await page.getByText('Cash On Delivery').waitFor();

  await addToCartThroughApi(token, 'veg-manchow-soup');
  await page.goto(page.url().replace(/\/successPayment.*/, '/cart'));
  await chooseOrderType(page, 'Take Away');
  await placeOrder(page, false);

  await page.getByRole('link', { name: 'My Orders' }).click();
  await page.waitForURL('**/profile/order');
  const cards = page.getByRole('article', { name: /^Order WF-/ });
  await cards.nth(1).waitFor();
  expect(await cards.count()).toBe(2);
  for (const card of await cards.all()) await card.getByText('Your Order is Placed').waitFor();

  const [takeAway, delivery] = await ordersOf(token);
  expect(takeAway?.tabType).toBe('take_out');
  expect(delivery).toMatchObject({ tabType: 'delivery', instructions: 'Less spicy please', order_status: 'placed' });
  expect(delivery?.deliveryCharge).toBeGreaterThan(0);
  // Placing emptied the cart.
  expect((await apiCall('get_cart', CartSchema, { bearer: token, method: 'GET' })).cart_data).toEqual([]);
});

test("an outlet chosen on another device: 'Prices have changed' once, then the order is placed from the header's", async () => {
  const { page, token } = await customerOnMenu(visit);
  await addToCartThroughApi(token, 'veg-manchow-soup');
  // Meanwhile the customer chose Piplod on their phone: the server holds it, this page still shows Adajan.
  await apiCall('updatePickUpLocation', ProfileSchema, {
    bearer: token,
    fields: { pickUp: 'surat-piplod', city: 'Surat', area: 'Piplod' },
  });
  await header(page).getByRole('link', { name: 'Cart' }).click();
  await page.waitForURL('**/cart');
  await chooseOrderType(page, 'Take Away');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm your order' });
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  // The confirmation closes on the cart, read again for the outlet the page shows, which the server now holds.
  await page.getByRole('main').getByText(MESSAGES.pricesChanged).waitFor();
  await confirmation.waitFor({ state: 'hidden' });
  await expect.poll(async () => (await profileOf(token)).deliveryOutletStore).toBe('surat-adajan');
  await placeOrder(page, false);
  const [order] = await ordersOf(token);
  expect(order?.outlet_location).toContain('Adajan');
});

test("a map style that fails shows 'Error: AuthFailure'; a save lost on the network says 'Something Wrong!' and keeps the form", async () => {
  const { page } = await customerOnMenu(visit);
  await page.route('**/map/style', (route) => route.fulfill({ status: 403, body: 'Invalid key' }));
  await page.route('**/user_add_address', (route) => route.abort('internetdisconnected'));
  await page.goto(page.url().replace('/product', '/profile/add'));
  await page.getByRole('button', { name: 'Add new address' }).click();
  for (const [label, value] of Object.entries(HOME)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('House / flat number', { exact: true }).fill('A-12');
  await page.getByLabel('Pincode', { exact: true }).fill('395009');
  await page.getByRole('button', { name: 'Continue to the map' }).click();

  const panel = page.getByRole('dialog', { name: 'Confirm address' });
  await panel.getByRole('alert').filter({ hasText: MESSAGES.mapAuthFailure }).waitFor();
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await panel.getByRole('alert').filter({ hasText: MESSAGES.somethingWrong }).waitFor();
  // Nothing typed is lost: Back shows the form as it was.
  await panel.getByRole('button', { name: 'Back' }).click();
  expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe(HOME.Address);
});

/** A new customer with a saved address and one soup in the cart, on /cart with Delivery chosen. */
async function deliveryCart(): Promise<{ page: Page; token: string }> {
  const { page, token } = await customerOnMenu(visit);
  await addAddressThroughApi(token);
  await addToCartThroughApi(token, 'veg-manchow-soup');
  await page.reload();
  await header(page).getByRole('link', { name: 'Cart' }).click();
  await chooseOrderType(page, 'Delivery');
  return { page, token };
}

/** The cart's one line set to `quantity`, as the cart's stepper would, here from another tab. */
async function setQuantity(token: string, quantity: number): Promise<void> {
  const [line] = (await apiCall('get_cart', CartSchema, { bearer: token, method: 'GET' })).cart_data;
  if (!line) throw new Error('the cart is empty');
  await apiCall('changeProductsQuentity', v.unknown(), { bearer: token, fields: quantityChange(line._id, quantity) });
}

const SHORT_OF_MINIMUM =
  /^Delivery orders start from a Sub Total of ₹600\.00: add ₹[\d,]+\.\d\d more, or choose Take Away$/;

test('a delivery under the minimum says how much more under the order type, and PLACE ORDER stops there', async () => {
  const { page } = await deliveryCart();
  const note = page.getByRole('status').filter({ hasText: SHORT_OF_MINIMUM });
  await note.waitFor();
  const said = await note.textContent();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: said ?? '' })
    .waitFor();
  expect(await page.getByRole('dialog', { name: 'Confirm delivery address' }).count()).toBe(0);

  await chooseOrderType(page, 'Take Away');
  await note.waitFor({ state: 'detached' });
});

test("a refused order shows the server's msg in the confirmation, and Confirm works again", async () => {
  const { page, token } = await deliveryCart();
  // Six soups: above the delivery minimum.
  await setQuantity(token, 6);
  await page.reload();
  await page.getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio').click();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.getByRole('dialog', { name: 'Confirm delivery address' }).getByRole('button', { name: 'Confirm' }).click();

  // Meanwhile, in another tab, the cart went down to one soup: the server refuses what this page still shows.
  await setQuantity(token, 1);
  const confirmation = page.getByRole('dialog', { name: 'Confirm your order' });
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await confirmation.getByRole('alert').filter({ hasText: SHORT_OF_MINIMUM }).waitFor();
  expect(await confirmation.getByRole('button', { name: 'Confirm' }).isEnabled()).toBe(true);
  expect(await ordersOf(token)).toEqual([]);
});

test("a customer's only saved address is chosen for delivery when they come back, in a new tab", async () => {
  const { page, token } = await deliveryCart();
  await setQuantity(token, 6);
  await page.reload();
  const address = page.getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio');
  await expect.poll(() => address.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.getByRole('dialog', { name: 'Confirm delivery address' }).waitFor();
  expect(await page.getByText(MESSAGES.pleaseSelectAddress).count()).toBe(0);
});

test('the address and cooking instructions chosen stay when the cart page is reloaded or left for the menu', async () => {
  const { page } = await deliveryCart();
  const address = page.getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio');
  await address.click();
  const instructions = page.getByRole('textbox', { name: 'Cooking instructions' });
  await instructions.fill('No onions, less oil');

  await page.reload();
  await expect.poll(() => instructions.inputValue()).toBe('No onions, less oil');
  expect(await address.isChecked()).toBe(true);

  await header(page).getByRole('link', { name: 'Menu' }).first().click();
  await page.waitForURL('**/product');
  await header(page).getByRole('link', { name: 'Cart' }).click();
  await expect.poll(() => instructions.inputValue()).toBe('No onions, less oil');
  expect(await address.isChecked()).toBe(true);
});

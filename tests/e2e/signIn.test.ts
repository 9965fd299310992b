import type { Locator, Page } from 'playwright-core';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { ProfileSchema } from '../../contract/auth.ts';
import { API_BASE } from '../../contract/constants.ts';
import { envelope } from '../../contract/envelope.ts';
import { codeSentTo, newMobile } from './support/customer.ts';
import {
  baseUrl,
  callsSettled,
  closeOfferPopup,
  expectProblemUnder,
  filesAsked,
  header,
  outletButton,
  setUpVisitors,
} from './support/visitor.ts';

const visit = setUpVisitors();

/** What a customer's Ctrl+V does in the OTP panel: a paste event carrying the code. */
async function pasteInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).evaluate((box, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text', pasted);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

/** A visitor on the home page who has pressed Sign In: the page and its Login panel. */
async function loginPanel() {
  const page = await visit('granted');
  await closeOfferPopup(page);
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  return { page, login: page.getByRole('dialog', { name: 'Login' }) };
}

test('a new customer verifies the number with the texted code, signs up and is signed in, edits the profile and signs out', async () => {
  const mobile = newMobile();
  const { page, login } = await loginPanel();
  await login.getByRole('button', { name: 'SENT OTP' }).click();
  await login.getByText('Please enter a mobile number').waitFor();
  await login.getByLabel('Mobile Number').fill(mobile);
  await login.getByRole('button', { name: 'SENT OTP' }).click();

  // Every number is texted a code, account or not: the reply tells nobody which numbers have one.
  const otp = page.getByRole('dialog', { name: 'Verify OTP' });
  await otp.waitFor();
  expect(await otp.getByRole('button', { name: 'Resend OTP' }).isDisabled()).toBe(true);
  await otp.getByText(/Resend OTP in 0:\d\d/).waitFor();
  await pasteInto(page, 'One-time code', await codeSentTo(mobile));

  // The code verified a number without an account: Sign Up, the number filled in and fixed.
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await signUp.waitFor();
  expect(await signUp.getByLabel('Mobile Number').inputValue()).toBe(mobile);
  expect(await signUp.getByLabel('Mobile Number').getAttribute('readonly')).not.toBeNull();
  await signUp.getByLabel('Name').fill('Asha');
  await signUp.getByLabel('Email Id').fill('asha@example');
  await signUp.getByRole('button', { name: 'SIGN UP' }).click();
  // Under the field it is about, which is marked, described by it and focused.
  await expectProblemUnder(signUp.getByLabel('Email Id'), 'Please enter a valid email address.');
  await signUp.getByLabel('Email Id').fill('asha@example.com');
  await signUp.getByRole('button', { name: 'SIGN UP' }).click();

  // Signed up: the session is saved and the page reloads, signed in.
  await header(page)
    .getByRole('button', { name: /Asha\s*My Account/ })
    .waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  await header(page)
    .getByRole('button', { name: /My Account/ })
    .click();
  const account = page.getByRole('dialog', { name: 'My Account' });
  await account.getByText('₹0.00').waitFor();
  await account.getByRole('link', { name: 'My Profile' }).click();
  await page.waitForURL('**/profile/pro');

  const profile = page.getByRole('main');
  expect(await profile.getByLabel('Mobile Number').getAttribute('readonly')).not.toBeNull();
  await profile.getByLabel('Last Name').fill('');
  await profile.getByRole('button', { name: 'SAVE' }).click();
  await expectProblemUnder(profile.getByLabel('Last Name'), 'Please enter a last name');
  await profile.getByLabel('First Name').fill('Ashwini');
  await profile.getByLabel('Last Name').fill('Patel');
  await profile.getByRole('button', { name: 'SAVE' }).click();
  await page.getByText('Profile updated').waitFor();
  await header(page)
    .getByRole('button', { name: /Ashwini\s*My Account/ })
    .waitFor();

  await page.reload();
  await expect.poll(() => profile.getByLabel('Last Name').inputValue()).toBe('Patel');

  await header(page)
    .getByRole('button', { name: /My Account/ })
    .click();
  await account.getByRole('button', { name: 'Sign Out' }).click();
  await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('a page that needs a customer sends a visitor without a token home', async () => {
  const page = await visit('granted', '/profile/pro');
  await page.waitForURL(`${baseUrl}/`);
  await closeOfferPopup(page);

  // Cart while signed out says so and stays put.
  await header(page).getByRole('link', { name: 'Cart' }).click();
  await page.getByText('Please Login first').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('ADD on the menu while signed out opens the login panel', async () => {
  const page = await visit('granted', '/product');
  await page.getByRole('button', { name: 'Add Veg Manchow Soup' }).click();
  await page.getByRole('dialog', { name: 'Login' }).waitFor();
});

/** The colour the screen shows a few pixels below the top middle of `element`: what is on top there. */
async function colourOnScreen(page: Page, element: Locator): Promise<number[]> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not on the screen');
  const shot = (await page.screenshot()).toString('base64');
  // Read in a blank page of its own: the shop's Content-Security-Policy takes no data: pictures.
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(
      async ({ shot, x, y }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${shot}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        return [...(context?.getImageData(x, y, 1, 1).data ?? [])].slice(0, 3);
      },
      { shot, x: Math.round(box.x + box.width / 2), y: Math.round(box.y + 3) },
    );
  } finally {
    await scratch.close();
  }
}

/** Where the element rests once it has stopped moving (a toast slides in). */
async function restingBox(locator: Locator) {
  const boxNow = async () => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('not on the page');
    return found;
  };
  let last = await boxNow();
  await expect
    .poll(async () => {
      const previous = last;
      last = await boxNow();
      return JSON.stringify(last) === JSON.stringify(previous);
    })
    .toBe(true);
  return last;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** ADD while signed out, on a screen this wide: the Login panel, its Mobile Number field and the toast's bar. */
async function loginAskedOn(width: number) {
  const page = await visit('granted', '/product');
  await page.setViewportSize({ width, height: 800 });
  await page.getByRole('button', { name: 'Add Veg Manchow Soup' }).click();
  const panel = page.getByRole('dialog', { name: 'Login' });
  const field = panel.getByLabel('Mobile Number');
  await field.waitFor();
  const message = page.getByRole('status').filter({ hasText: 'Please Login first' });
  await message.waitFor();
  return { page, panel, field, message, toast: message.locator('xpath=..') };
}

test('on a wide screen the toast shows beside the Login panel, at the top, clear of its Mobile Number field', async () => {
  const { panel, toast } = await loginAskedOn(1280);
  const shown = await restingBox(toast);
  const beside = await restingBox(panel);
  expect(shown.x + shown.width).toBeLessThanOrEqual(beside.x);
  expect(shown.y).toBeLessThan(200);
});

test('on a phone, the toast shows over the Login panel, which covers the screen, at its foot, clear of the Mobile Number field', async () => {
  const { page, field, message, toast } = await loginAskedOn(375);
  const shown = await restingBox(toast);
  expect(overlap(shown, await restingBox(field))).toBe(false);
  expect(shown.y + shown.height).toBeLessThanOrEqual(800);
  expect(shown.y).toBeGreaterThan(400);
  // The error's red mark, beside the message: in its own red, neither dimmed by the backdrop nor hidden by the panel.
  const mark = message.locator('xpath=preceding-sibling::*[1]');
  await expect
    .poll(async () => {
      const [red = 0, green = 255] = await colourOnScreen(page, mark);
      return red > 200 && green < 140;
    })
    .toBe(true);
});

test('closing the Login panel gives the focus back to Sign In, whether by its Close button or by Escape', async () => {
  const { page, login } = await loginPanel();
  const signIn = header(page).getByRole('button', { name: 'Sign In' });
  const focusOnSignIn = () => signIn.evaluate((button) => document.activeElement === button);
  await login.getByRole('button', { name: 'Close' }).click();
  await login.waitFor({ state: 'hidden' });
  expect(await focusOnSignIn()).toBe(true);

  await page.keyboard.press('Enter');
  await login.getByLabel('Mobile Number').waitFor();
  await page.keyboard.press('Escape');
  await login.waitFor({ state: 'hidden' });
  expect(await focusOnSignIn()).toBe(true);
});

/** What the server knows of the signed-in customer of the page. */
async function serverProfile(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${baseUrl}${API_BASE}/user_profile`, { headers: { Authorization: `Bearer ${token}` } });
  return v.parse(envelope(ProfileSchema), await response.json()).data;
}

test('a signed-in customer’s order type and outlet reach the server', async () => {
  const mobile = newMobile();
  const { page, login } = await loginPanel();
  await login.getByLabel('Mobile Number').fill(mobile);
  // The link to create an account texts the code first, as SENT OTP does.
  await login.getByRole('button', { name: 'Create an account' }).click();
  await page.getByRole('dialog', { name: 'Verify OTP' }).waitFor();
  await page.getByLabel('One-time code').pressSequentially(await codeSentTo(mobile));
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await signUp.getByLabel('Name').fill('Ravi');
  await signUp.getByLabel('Email Id').fill('ravi@example.com');
  await signUp.getByRole('button', { name: 'SIGN UP' }).click();
  await header(page)
    .getByRole('button', { name: /Ravi\s*My Account/ })
    .waitFor();
  // Signed in from Adajan, the outlet found for the device.
  expect((await serverProfile(page)).deliveryOutletStore).toBe('surat-adajan');

  const delivery = header(page).getByRole('radio', { name: 'Delivery' });
  await delivery.click();
  await expect.poll(async () => (await serverProfile(page)).delivery_type).toBe('delivery');

  await header(page).getByRole('radio', { name: 'Take Away' }).click();
  await outletButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Pickup location' });
  await panel.getByLabel('City').selectOption('Vadodara');
  await panel.getByLabel('Area').selectOption({ label: 'Fatehgunj' });
  await panel.getByRole('button', { name: 'PROCEED' }).click();
  await expect.poll(async () => (await serverProfile(page)).deliveryOutletStore).toBe('vadodara-fatehgunj');
  expect((await serverProfile(page)).delivery_type).toBe('take_out');
});

test("the panels' code loads with the first panel opened: the menu runs the sign-in flow without it", async () => {
  const page = await visit('granted', '/product');
  await page.getByRole('button', { name: 'Add Veg Manchow Soup' }).waitFor();
  await callsSettled(page);
  const panelsCode = async () =>
    (await filesAsked(page)).filter((path) => /\/assets\/(AuthFlow|Dialog)-.*\.js$/.test(path));
  expect(await panelsCode()).toEqual([]);

  // ADD while signed out opens the Login panel, its code and the panel's asked for together.
  await page.getByRole('button', { name: 'Add Veg Manchow Soup' }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByLabel('Mobile Number').waitFor();
  expect(await panelsCode()).toHaveLength(2);
});

import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { signInAsNewCustomer } from './support/customer.ts';
import { header, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

const likeButton = (page: Page, dish: string) => page.getByRole('button', { name: `Like ${dish}`, exact: true });
const pressed = (page: Page, dish: string) => likeButton(page, dish).getAttribute('aria-pressed');

/** Does what toggles a like and waits for the server's answer, so that what follows sees the like. */
async function answered(page: Page, toggle: () => Promise<void>): Promise<void> {
  const answer = page.waitForResponse((response) => response.url().includes('/add_to_wishlist/'));
  await toggle();
  await answer;
}

/** Clicks the heart, the server's answer awaited. */
const toggleLike = (page: Page, dish: string) => answered(page, () => likeButton(page, dish).click());

test('a customer likes dishes on the menu, finds them under Favorite, unlikes one and clears the rest', async () => {
  const page = await visit('granted', '/product');
  await page.getByRole('button', { name: 'Add Veg Manchow Soup' }).waitFor();
  // A visitor has nothing to like.
  expect(await page.getByRole('button', { name: /^Like / }).count()).toBe(0);

  await signInAsNewCustomer(page);
  expect(await pressed(page, 'Veg Manchow Soup')).toBe('false');
  await toggleLike(page, 'Veg Manchow Soup');
  await toggleLike(page, 'Chicken Manchow Soup');
  expect(await pressed(page, 'Veg Manchow Soup')).toBe('true');

  // The like is the server's, not the page's.
  await page.reload();
  await likeButton(page, 'Veg Manchow Soup').waitFor();
  expect(await pressed(page, 'Veg Manchow Soup')).toBe('true');
  expect(await pressed(page, 'Chicken Manchow Soup')).toBe('true');

  await header(page)
    .getByRole('button', { name: /My Account/ })
    .click();
  await page.getByRole('dialog', { name: 'My Account' }).getByRole('link', { name: 'Favorite' }).click();
  await page.waitForURL('**/profile/fav');
  const favourites = page.getByRole('region', { name: 'Favorite' }).getByRole('listitem');
  await favourites.filter({ hasText: 'Veg Manchow Soup' }).getByText('Rs.').waitFor();
  expect(await favourites.count()).toBe(2);

  await page.getByRole('button', { name: 'Remove Veg Manchow Soup from favourites' }).click();
  await favourites.filter({ hasText: 'Veg Manchow Soup' }).waitFor({ state: 'detached' });
  await page.reload();
  await favourites.filter({ hasText: 'Chicken Manchow Soup' }).waitFor();
  expect(await favourites.count()).toBe(1);

  // Clear All asks first: Keep them keeps the list.
  const confirm = page.getByRole('dialog', { name: 'Clear all your favourites?' });
  await page.getByRole('button', { name: 'Clear All' }).click();
  await confirm.getByRole('button', { name: 'Keep them' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await favourites.count()).toBe(1);
  await page.getByRole('button', { name: 'Clear All' }).click();
  await confirm.getByRole('button', { name: 'Clear All' }).click();
  await page.getByText('No favourites yet').waitFor();
  await page.reload();
  await page.getByText('No favourites yet').waitFor();

  await page.getByRole('link', { name: 'Browse the menu' }).click();
  await page.waitForURL('**/product');
  await likeButton(page, 'Chicken Manchow Soup').waitFor();
  expect(await pressed(page, 'Chicken Manchow Soup')).toBe('false');
});

test('a like flips at once; one the server refuses says why and flips back', async () => {
  const page = await visit('granted', '/product');
  await page.getByRole('button', { name: 'Add Veg Manchow Soup' }).waitFor();
  await signInAsNewCustomer(page);
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/add_to_wishlist/**', async (route) => {
    await held;
    await route.fulfill({ status: 404, json: { error: 1, msg: 'Dish not found', data: null } });
  });
  await likeButton(page, 'Veg Manchow Soup').click();
  expect(await pressed(page, 'Veg Manchow Soup')).toBe('true');
  answer();
  await page.getByText('Dish not found').waitFor();
  expect(await pressed(page, 'Veg Manchow Soup')).toBe('false');
});

test('the heart answers the keyboard and keeps the focus; a second press unlikes what the first liked', async () => {
  const page = await visit('granted', '/product');
  await page.getByRole('button', { name: 'Add Veg Manchow Soup' }).waitFor();
  await signInAsNewCustomer(page);
  const heart = likeButton(page, 'Veg Manchow Soup');
  await heart.focus();
  const pressEnter = () => answered(page, () => page.keyboard.press('Enter'));
  await pressEnter();
  expect(await pressed(page, 'Veg Manchow Soup')).toBe('true');
  expect(await heart.evaluate((button) => button === document.activeElement)).toBe(true);
  await pressEnter();
  expect(await pressed(page, 'Veg Manchow Soup')).toBe('false');
  await page.reload();
  await heart.waitFor();
  expect(await pressed(page, 'Veg Manchow Soup')).toBe('false');
});

import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { callsSettled, closeOfferPopup, filesAsked, header, outletButton, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

async function pricesInOrder(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('main')
    .getByText(/^Rs\. \d+\.\d{2}$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace('Rs. ', '')));
}

test('with the position granted, the home page of the nearest outlet opens', async () => {
  const page = await visit('granted');
  await closeOfferPopup(page);
  await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Adajan');
  await page.getByRole('heading', { name: "What's on your mind?" }).waitFor();
  await page.getByRole('link', { name: 'Soups' }).first().waitFor();

  // The chain's content and banners are the same for every outlet: asked once, and not again once the outlet is found.
  const asked = await filesAsked(page);
  expect(asked.filter((path) => path.endsWith('/GetContentData'))).toHaveLength(1);
  expect(asked.filter((path) => path.endsWith('/getAllSlider'))).toHaveLength(1);

  // Once per browser session: reloading the page does not bring the popup back.
  await page.reload();
  await page.getByRole('heading', { name: "What's on your mind?" }).waitFor();
  await page.getByRole('link', { name: 'Soups' }).first().waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
});

test('with the position refused, the location panel cannot be dismissed until an outlet is picked', async () => {
  const page = await visit('refused');
  const panel = page.getByRole('dialog', { name: 'Pickup location' });
  await panel.waitFor();
  expect(await panel.getByRole('button', { name: 'Close' }).count()).toBe(0);

  await page.keyboard.press('Escape');
  await page.mouse.click(10, 450);
  await page.waitForTimeout(300);
  expect(await panel.isVisible()).toBe(true);
  // The offer waits for the outlet: the panel is the only dialog.
  expect(await page.getByRole('dialog').count()).toBe(1);

  await panel.getByRole('button', { name: 'PROCEED' }).click();
  await panel.getByText('please select city').waitFor();

  await panel.getByLabel('City').selectOption('Surat');
  await panel.getByLabel('Area').selectOption({ label: 'Adajan' });
  await panel.getByRole('button', { name: 'PROCEED' }).click();
  await page.getByText('Location selected').waitFor();
  await panel.waitFor({ state: 'hidden' });
  await closeOfferPopup(page);
  expect(await outletButton(page).textContent()).toContain('Wokflow Adajan');
});

test('switching to Take Away and picking an outlet by city and area', async () => {
  const page = await visit('granted');
  await closeOfferPopup(page);
  await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Adajan');
  const delivery = header(page).getByRole('radio', { name: 'Delivery' });
  const takeAway = header(page).getByRole('radio', { name: 'Take Away' });
  await delivery.click();
  await expect.poll(() => delivery.isChecked()).toBe(true);
  await takeAway.click();
  await expect.poll(() => takeAway.isChecked()).toBe(true);

  await outletButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Pickup location' });
  await panel.getByLabel('City').selectOption('Vadodara');
  await panel.getByLabel('Area').selectOption({ label: 'Fatehgunj' });
  await panel.getByRole('article', { name: /Wokflow Fatehgunj/ }).waitFor();
  await panel.getByRole('button', { name: 'PROCEED' }).click();
  await panel.waitFor({ state: 'hidden' });

  await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Fatehgunj');
  // Fatehgunj is take-away only: the order stays Take Away, with no note since nothing changed.
  expect(await takeAway.isChecked()).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('orderType'))).toBe('take_out');
});

test('browsing a super-category from the home strip', async () => {
  const page = await visit('granted');
  await closeOfferPopup(page);
  await page.getByRole('link', { name: 'Soups' }).first().click();
  await page.waitForURL('**/product/soups');
  await page.getByRole('main').getByText('Veg Manchow Soup').first().waitFor();
  expect(await page.getByRole('main').getByText('Veg Hakka Noodles', { exact: true }).count()).toBe(0);

  // An old or mistyped link's section: the server's refusal said, and the whole menu shown at its own address.
  await page.goto(new URL('/product/no-such-section', page.url()).href);
  await page.getByText('Super category not found').waitFor();
  await page.waitForURL((url) => url.pathname === '/product');
  await page.getByRole('heading', { level: 1, name: 'Menu' }).waitFor();
  await page.getByRole('main').getByText('Veg Hakka Noodles', { exact: true }).first().waitFor();
});

test('a video on the home page loads and plays only while on screen', async () => {
  const page = await visit('granted');
  await closeOfferPopup(page);
  const bannerVideo = page.getByRole('region', { name: 'Offers and news' }).locator('video');
  const tileVideo = page.getByRole('figure', { name: 'Fresh off the wok' }).locator('video');
  await tileVideo.waitFor({ state: 'attached' });
  const playing = (video: typeof tileVideo) => video.evaluate((element: HTMLVideoElement) => !element.paused);
  const loaded = (video: typeof tileVideo) => video.evaluate((element: HTMLVideoElement) => element.readyState);

  // The banner's video is the third slide, the tile's below the fold: neither has loaded anything.
  expect(await loaded(bannerVideo)).toBe(0);
  expect(await loaded(tileVideo)).toBe(0);

  await page.getByRole('button', { name: 'Show banner 3' }).click();
  await expect.poll(() => playing(bannerVideo)).toBe(true);
  expect(await loaded(tileVideo)).toBe(0);

  await tileVideo.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect.poll(() => playing(tileVideo)).toBe(true);
  // The carousel is now above the fold: its video waits, paused.
  await expect.poll(() => playing(bannerVideo)).toBe(false);
});

test('what the offer popup covers stays still until it closes: the carousel loads no code, the video nothing', async () => {
  const page = await visit('granted');
  await page.setViewportSize({ width: 412, height: 823 });
  const popup = page.getByRole('dialog', { name: 'Flat 20% off on your first order' });
  await popup.waitFor();
  // Hidden from role queries while the popup is open: found by their elements.
  const tileVideo = page.locator('figure video');
  await tileVideo.waitFor({ state: 'attached' });
  // At least half of it in view: what counts as on screen for a video to play (Media.tsx).
  const shareInView = await tileVideo.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return (Math.min(bottom, innerHeight) - Math.max(top, 0)) / (bottom - top);
  });
  expect(shareInView).toBeGreaterThanOrEqual(0.5);
  // Time for a video on screen to start and for the carousel's code to come: each within a frame or a request.
  await page.waitForTimeout(1000);
  const video = () =>
    tileVideo.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, ready: element.readyState }));
  expect(await video()).toEqual({ paused: true, ready: 0 });
  const asked = await filesAsked(page);
  expect(asked.filter((path) => path.endsWith('.webm') || path.includes('/carousel-'))).toEqual([]);
  expect(await page.locator('.keen-slider').count()).toBe(0);

  await closeOfferPopup(page);
  await expect.poll(async () => (await video()).paused).toBe(false);
  await page.getByRole('button', { name: 'Show banner 2' }).waitFor();
});

test("the menu's strip moves between super-categories and back to the whole menu without a reload", async () => {
  const page = await visit('granted', '/product');
  const strip = page.getByRole('navigation', { name: 'Menu sections' });
  await page
    .getByRole('main')
    .getByText(/^Rs\. /)
    .first()
    .waitFor();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // Two routes show the menu page: each must load it, whichever came first.
  await strip.getByRole('link', { name: 'Combos' }).click();
  await page.getByRole('heading', { level: 1, name: 'Combos' }).waitFor();
  await strip.getByRole('link', { name: 'All' }).click();
  await page.getByRole('heading', { level: 1, name: 'Menu' }).waitFor();
  await strip.getByRole('link', { name: 'Soups' }).click();
  await page.getByRole('heading', { level: 1, name: 'Soups' }).waitFor();
  await page.getByRole('main').getByText('Veg Manchow Soup').first().waitFor();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('searching a dish from the header', async () => {
  const page = await visit('granted');
  await closeOfferPopup(page);
  await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Adajan');
  await header(page)
    .getByLabel(/search/i)
    .fill('manchurian');
  const results = page.getByRole('region', { name: 'Dish search results' });
  await results.getByText('Veg Manchurian Dry').waitFor();
  const names = (await results.getByRole('link').allTextContents()).map((name) => name.toLowerCase());
  // Dishes named after the term come first, then those whose description mentions it (Veg Fried Rice).
  const firstByDescription = names.findIndex((name) => !name.includes('manchurian'));
  expect(firstByDescription).toBeGreaterThan(0);
  expect(names.slice(firstByDescription).every((name) => !name.includes('manchurian'))).toBe(true);
  expect(names.some((name) => name.includes('veg fried rice'))).toBe(true);
  expect(names.some((name) => name.includes('manchow'))).toBe(false);
});

test("a returning visitor's menu is asked once, with the page's code, and asked afresh by Clear All", async () => {
  const page = await visit('granted');
  await closeOfferPopup(page);
  await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Adajan');
  await page.goto(new URL('/product', page.url()).href);
  await page
    .getByRole('main')
    .getByText(/^Rs\. /)
    .first()
    .waitFor();

  const menuCalls = async () => (await filesAsked(page)).filter((path) => path.endsWith('/user/product'));
  // The route's loader asked for the dishes with the page's code; the page's filters took that answer.
  expect(await menuCalls()).toHaveLength(1);

  await page.getByRole('button', { name: 'Filters' }).click();
  const modal = page.getByRole('dialog', { name: 'Filters' });
  await modal.getByRole('button', { name: 'Clear All' }).click();
  await expect.poll(async () => (await menuCalls()).length).toBe(2);
});

test("a new visitor's menu is asked once, for the outlet nearest to them, as soon as it is known", async () => {
  const page = await visit('granted', '/product');
  await expect.poll(() => outletButton(page).textContent()).toContain('Wokflow Adajan');
  await page
    .getByRole('main')
    .getByText(/^Rs\. /)
    .first()
    .waitFor();
  await callsSettled(page);
  // The route's loaders ran again as the outlet settled, before the page rendered it; the page took their answer.
  expect((await filesAsked(page)).filter((path) => path.endsWith('/user/product'))).toHaveLength(1);
});

test('sorting the menu by cost, low to high and high to low', async () => {
  const page = await visit('granted', '/product');
  await page
    .getByRole('main')
    .getByText(/^Rs\. /)
    .first()
    .waitFor();

  for (const [label, ordered] of [
    ['Cost low to high', (a: number, b: number) => a <= b],
    ['Cost high to low', (a: number, b: number) => a >= b],
  ] as const) {
    await page.getByRole('button', { name: 'Filters' }).click();
    const modal = page.getByRole('dialog', { name: 'Filters' });
    await modal.getByLabel(label).check();
    await modal.getByRole('button', { name: 'Apply' }).click();
    await modal.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => {
        const prices = await pricesInOrder(page);
        return prices.length > 20 && prices.every((price, i) => i === 0 || ordered(prices[i - 1] as number, price));
      })
      .toBe(true);
  }
});

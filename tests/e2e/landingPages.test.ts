import { expect, test } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { signInAsNewCustomer } from './support/customer.ts';
import { baseUrl, closeOfferPopup, filesAsked, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

/** The files an HTML page names in its head: scripts to preload and stylesheets, linked or preloaded. */
async function namedFiles(path: string): Promise<string[]> {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  return [...html.matchAll(/<link rel="(?:modulepreload|stylesheet|preload)"[^>]* href="([^"]+)"/g)].map(
    ([, href]) => href ?? '',
  );
}

const landings = [
  { path: '/product', chunk: /^\/assets\/MenuPage-[\w-]+\.js$/, shown: 'Veg Manchow Soup' },
  { path: '/product/soups', chunk: /^\/assets\/MenuPage-[\w-]+\.js$/, shown: 'Veg Manchow Soup' },
  { path: '/cart', chunk: /^\/assets\/CartPage-[\w-]+\.js$/, shown: MESSAGES.cartEmptyTitle, signedIn: true },
];

test.each(landings)(
  "$path: its HTML names the page's code, which the page uses, each file asked once",
  async ({ path, chunk, shown, signedIn }) => {
    const shell = await namedFiles('/about');
    const landing = await namedFiles(path);
    const pageFiles = landing.filter((file) => !shell.includes(file));
    expect(landing).toEqual(expect.arrayContaining(shell));
    expect(pageFiles.filter((file) => chunk.test(file))).toHaveLength(1);
    expect(shell.filter((file) => chunk.test(file))).toHaveLength(0);

    const page = await visit('granted', signedIn ? '/' : path);
    if (signedIn) {
      await closeOfferPopup(page);
      await signInAsNewCustomer(page);
      await page.goto(new URL(path, baseUrl).href);
    }
    await page.getByText(shown).first().waitFor();
    const asked = await filesAsked(page);
    for (const file of pageFiles)
      expect(
        asked.filter((name) => name === file),
        file,
      ).toHaveLength(1);
  },
);

test('/: index.html names the first script first, with its styles written in; the home page asks for no code of its own', async () => {
  const html = await (await fetch(new URL('/', baseUrl))).text();
  const [firstScript] = html.match(/<script type="module"[^>]* src="[^"]+"/) ?? [];
  expect(firstScript).toMatch(/src="\/assets\/index-[\w-]+\.js"/);
  expect(html).toMatch(/<style>:root\{/);
  expect(html).not.toMatch(/<link rel="(?:stylesheet|preload)"/);

  const page = await visit('granted', '/');
  await closeOfferPopup(page);
  await page.getByText("What's on your mind?").waitFor();
  const asked = await filesAsked(page);
  expect(asked.filter((file) => /HomePage|outletLoaders|\/assets\/index-[\w-]+\.css/.test(file))).toEqual([]);
  // The styles written in are the entry's: the header is laid out by them, not left to the browser's defaults.
  await expect
    .poll(() => page.getByRole('banner').evaluate((header) => getComputedStyle(header).position))
    .not.toBe('static');
});

test('offline, the service worker answers the menu with its copy, and the home page with index.html', async () => {
  const page = await visit('granted', '/product');
  await page.getByText('Veg Manchow Soup').first().waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.context().setOffline(true);
  /** The HTML the worker answered with, before the page's script added links of its own. */
  const served = async (path: string) => (await (await page.goto(new URL(path, baseUrl).href))?.text()) ?? '';

  expect(await served('/product')).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/MenuPage-/);
  expect(await served('/')).not.toContain('/assets/HomePage-');
  await page.getByRole('banner').waitFor();
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchBrowser, SURAT_ADAJAN } from '../../../scripts/lib/browser.ts';
import { newAddress } from './clientAddress.ts';

export const baseUrl = inject('baseUrl');

/**
 * One Chromium per test file and a new browser context (a first-time visitor) per test; call at the
 * top of a test file. `visit` opens a page with the device position granted at Surat (Adajan) or refused.
 */
/** Opens a page as a first-time visitor whose device position is granted (Surat, Adajan) or refused. */
export type Visit = (position: 'granted' | 'refused', path?: string) => Promise<Page>;

export function setUpVisitors(): Visit {
  let browser: Browser;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  return async function visit(position: 'granted' | 'refused', path = '/'): Promise<Page> {
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'X-Forwarded-For': newAddress() },
      ...(position === 'granted' ? { geolocation: SURAT_ADAJAN, permissions: ['geolocation'] } : {}),
    });
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl).href);
    return page;
  };
}

export const header = (page: Page) => page.getByRole('banner');
export const outletButton = (page: Page) => header(page).getByRole('button', { name: /from/ });

/**
 * The offer popup opens on the first home visit of a browser session; closes it. While open it hides
 * the rest of the page from assistive technology, and so from role queries.
 */
export async function closeOfferPopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Flat 20% off on your first order' });
  await popup.getByRole('button', { name: 'Close' }).click();
  await popup.waitFor({ state: 'hidden' });
}

import type { Browser, BrowserContext, Geolocation, Locator, Page, Request, ViewportSize } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchBrowser, SURAT_ADAJAN } from '../../../scripts/lib/browser.ts';
import { newAddress } from './clientAddress.ts';

export const baseUrl = inject('baseUrl');

export interface Device {
  /** Where the device says it is, its position granted; null: the position refused. */
  position: Geolocation | null;
  viewport?: ViewportSize;
  /** The client address it sends (X-Forwarded-For): one of its own unless given. */
  address?: string;
}

/** The requests of each context still waiting for their answer, live event streams aside. */
const inFlight = new WeakMap<BrowserContext, { requests: Set<Request>; changedAt: number }>();

/**
 * Counts the context's requests in flight, for `callsSettled`. A live event stream (an open menu's, an order page's)
 * is left out: it stays open as long as its page, so Playwright's `networkidle` never comes where one is open.
 */
export function trackCalls(context: BrowserContext): BrowserContext {
  const tracked = { requests: new Set<Request>(), changedAt: Date.now() };
  inFlight.set(context, tracked);
  const change = (request: Request, open: boolean) => {
    if (new URL(request.url()).pathname.endsWith('/events')) return;
    if (open) tracked.requests.add(request);
    else tracked.requests.delete(request);
    tracked.changedAt = Date.now();
  };
  context.on('request', (request) => change(request, true));
  context.on('requestfinished', (request) => change(request, false));
  context.on('requestfailed', (request) => change(request, false));
  return context;
}

/** Resolves once the page's context has had no request in flight (event streams aside) for `quietMs`. */
export async function callsSettled(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const tracked = inFlight.get(page.context());
  if (!tracked) throw new Error('callsSettled: the context was not made with trackCalls');
  const until = Date.now() + timeoutMs;
  while (tracked.requests.size > 0 || Date.now() - tracked.changedAt < quietMs) {
    if (Date.now() > until) throw new Error(`calls still in flight: ${[...tracked.requests].map((r) => r.url())}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A browser context of a first-time visitor on `device` (a desktop unless it says otherwise). */
export async function newVisitorContext(
  browser: Browser,
  { position, viewport = { width: 1280, height: 900 }, address = newAddress() }: Device,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
    ...(position ? { geolocation: position, permissions: ['geolocation'] } : {}),
  });
  return trackCalls(context);
}

/** Opens `url` as a first-time visitor on `device`. */
export type VisitOn = (url: string, device: Device) => Promise<Page>;

/** One Chromium per test file and a new browser context (a first-time visitor) per test; call at the top of a test file. */
export function setUpDevices(): VisitOn {
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
  return async function visitOn(url: string, device: Device): Promise<Page> {
    context = await newVisitorContext(browser, device);
    const page = await context.newPage();
    await page.goto(url);
    return page;
  };
}

/** Opens a page of the shared server as a first-time visitor whose device position is granted (Surat, Adajan) or refused. */
export type Visit = (position: 'granted' | 'refused', path?: string) => Promise<Page>;

/** setUpDevices for desktop visitors of the shared server, at Adajan or nowhere. */
export function setUpVisitors(): Visit {
  const visitOn = setUpDevices();
  return (position, path = '/') =>
    visitOn(new URL(path, baseUrl).href, { position: position === 'granted' ? SURAT_ADAJAN : null });
}

/** The paths of the files the page has asked for so far, in the order asked (its resource timing). */
export const filesAsked = (page: Page): Promise<string[]> =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));

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

/**
 * The page as the browser shows or hides it (another tab, a locked phone), with the `visibilitychange` it fires:
 * headless Chromium keeps every page visible.
 */
export const showPage = (page: Page, state: 'visible' | 'hidden') =>
  page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/** A form's rule broken: its message is under `field`, which is marked invalid, described by it and focused. */
export async function expectProblemUnder(field: Locator, message: string): Promise<void> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
  expect(
    await field.evaluate((input) =>
      input
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ),
  ).toEqual([message]);
}

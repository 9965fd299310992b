import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { ProfileSchema } from '../../contract/auth.ts';
import { GatewayFormReplySchema } from '../../contract/payment.ts';
import { apiCall, customerOnMenu } from './support/customer.ts';
import { baseUrl, setUpVisitors } from './support/visitor.ts';

// A wallet top-up's result pages say what the payment is now, whichever of them the gateway sent the customer to,
// and a top-up the bank has yet to confirm moves on by itself, on the page, once it does.

const visit = setUpVisitors();

const MONEY_ADDED = 'Money added to your wallet';
const NOTHING_ADDED = 'Nothing was added to your wallet.';
/** A failed payment's heading, in either of the gateway's vocabularies. */
const FAILED = /^Your Transaction (Failure|Unsuccessful)$/;

const profileOf = (token: string) => apiCall('user_profile', ProfileSchema, { bearer: token, method: 'GET' });
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** From the customer's wallet: Add Money, `amount`, ADD MONEY, and the sandbox gateway's `outcome` pressed. */
async function topUpOnSandbox(page: Page, amount: string, outcome: 'Success' | 'Failure' | 'Awaited'): Promise<void> {
  await page.goto(new URL('/profile/wallet', baseUrl).href);
  await page.getByRole('heading', { name: 'My Wallet' }).waitFor();
  await page.getByRole('button', { name: 'Add Money' }).click();
  const panel = page.getByRole('dialog', { name: 'Add Wallet' });
  await panel.getByLabel('Amount (₹)').fill(amount);
  await panel.getByRole('button', { name: 'ADD MONEY' }).click();
  await page.getByRole('heading', { name: 'Sandbox card gateway' }).waitFor();
  await page.getByRole('button', { name: outcome, exact: true }).click();
}

/** The page at 375 and 1280 px wide, to /tmp; its details fit the narrow screen. */
async function pictures(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const card = await page.getByRole('main').locator('section').boundingBox();
    expect(card && card.x >= 0 && card.x + card.width <= width).toBe(true);
    await page.screenshot({ path: `/tmp/wallet-topup-${name}-${width}.png`, fullPage: true });
  }
}

/**
 * Starts counting how far the page's content moves (Chromium's layout shifts, as Lighthouse's CLS adds them) from
 * now until the heading first reads `until`; `shiftsSoFar` reads the sum.
 */
function watchShifts(page: Page, until: string): Promise<void> {
  return page.evaluate((until) => {
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
    }
    const state = { from: performance.now(), to: Number.POSITIVE_INFINITY, shifts: [] as Shift[] };
    (window as unknown as { shiftWatch: typeof state }).shiftWatch = state;
    new MutationObserver((_, observer) => {
      if (document.querySelector('main h1')?.textContent === until) {
        state.to = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    new PerformanceObserver((list) => {
      state.shifts.push(...(list.getEntries() as Shift[]));
    }).observe({ type: 'layout-shift', buffered: true });
  }, until);
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(() => {
    const { from, to, shifts } = (
      window as unknown as {
        shiftWatch: { from: number; to: number; shifts: (PerformanceEntry & { value: number })[] };
      }
    ).shiftWatch;
    return shifts
      .filter((shift) => shift.startTime > from && shift.startTime < to)
      .reduce((sum, shift) => sum + shift.value, 0);
  });

test('an awaited top-up waits on its page, which turns to money added once the bank confirms it, without a reload', async () => {
  const { page, token } = await customerOnMenu(visit);
  const reads: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/latestPayment/')) reads.push(response.url());
  });
  await page.setViewportSize({ width: 375, height: 900 });
  await topUpOnSandbox(page, '130', 'Awaited');

  await page.waitForURL('**/WalletpaymentFailed?id=*');
  const landedOn = page.url();
  await heading(page).filter({ hasText: 'Your Transaction Awaited' }).waitFor();
  await page.getByText('your wallet is credited as soon as it does').waitFor();
  expect(await page.getByText(NOTHING_ADDED).count()).toBe(0);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await watchShifts(page, MONEY_ADDED);

  // The page reads the top-up again by itself (after 2 s, then 4 s...), and nothing on it moves meanwhile.
  await expect.poll(() => reads.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  expect(await shiftsSoFar(page)).toBe(0);
  if ((await heading(page).textContent()) === 'Your Transaction Awaited') {
    await pictures(page, 'awaited');
    // What the pictures' resizing moved is not the page's doing.
    await page.evaluate(() => {
      (window as unknown as { shiftWatch: { from: number } }).shiftWatch.from = performance.now();
    });
  }

  // The sandbox confirms an awaited payment 3 s after the press; the server's check on a read finds it.
  await heading(page).filter({ hasText: MONEY_ADDED }).waitFor({ timeout: 60_000 });
  expect(page.url()).toBe(landedOn);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await shiftsSoFar(page)).toBe(0);
  await page.getByText('₹130.00 is in your wallet now.').waitFor();
  const balance = page
    .getByRole('main')
    .locator('dt', { hasText: 'Wallet balance now' })
    .locator('xpath=following-sibling::dd');
  await expect.poll(() => balance.textContent()).toBe('₹130.00');
  expect(await page.getByText(NOTHING_ADDED).count()).toBe(0);
  expect((await profileOf(token)).wallet).toBe(130);
  await pictures(page, 'added');

  // The audit's case: the same failure page, opened again now that the payment went through.
  await page.reload();
  await heading(page).filter({ hasText: MONEY_ADDED }).waitFor();
  await expect.poll(() => balance.textContent()).toBe('₹130.00');
  expect(await page.getByText(/^Your Transaction/).count()).toBe(0);

  await page.getByRole('link', { name: 'BACK', exact: true }).click();
  await page.waitForURL('**/profile/wallet');
  const rows = page.getByRole('list', { name: 'Wallet transactions' }).getByRole('listitem');
  await rows.filter({ hasText: '+ ₹130.00' }).getByText('Success').waitFor();
}, 120_000);

test('the success page of a top-up that failed says so, and that nothing was added', async () => {
  const { page, token } = await customerOnMenu(visit);
  await topUpOnSandbox(page, '250', 'Failure');
  await page.waitForURL('**/WalletpaymentFailed?id=*');
  await heading(page).filter({ hasText: FAILED }).waitFor();

  await page.goto(page.url().replace('/WalletpaymentFailed', '/WalletsuccessPayment'));
  await heading(page).filter({ hasText: FAILED }).waitFor();
  await page.getByText(NOTHING_ADDED).waitFor();
  expect(await page.getByText(MONEY_ADDED).count()).toBe(0);
  expect(await page.getByText('Wallet balance now').count()).toBe(0);
  await page.getByRole('link', { name: 'BACK', exact: true }).waitFor();
  expect((await profileOf(token)).wallet).toBe(0);
  await pictures(page, 'failed');
});

test('the success page of a top-up the bank has not confirmed waits for it, and never reads "Money added"', async () => {
  const { page, token } = await customerOnMenu(visit);
  // Started, and the gateway's page never opened: the payment stays Initiated.
  const started = await apiCall('add_to_wallet', GatewayFormReplySchema, { bearer: token, fields: { amount: '75' } });
  const reads: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/latestPayment/')) reads.push(response.url());
  });

  await page.goto(new URL(`/WalletsuccessPayment?id=${encodeURIComponent(started._id)}`, baseUrl).href);
  await heading(page).filter({ hasText: 'Your Transaction Initiated' }).waitFor();
  await page.getByText('this page moves on by itself').waitFor();
  expect(await page.getByText(MONEY_ADDED).count()).toBe(0);
  expect(await page.getByText(NOTHING_ADDED).count()).toBe(0);
  await watchShifts(page, MONEY_ADDED);
  // Still waiting, the page keeps asking, and holds still.
  await expect.poll(() => reads.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  expect(await heading(page).textContent()).toBe('Your Transaction Initiated');
  expect(await shiftsSoFar(page)).toBe(0);
  expect((await profileOf(token)).wallet).toBe(0);
  await pictures(page, 'initiated');
}, 60_000);

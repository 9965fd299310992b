import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SURAT_ADAJAN } from '../../scripts/lib/browser.ts';
import { type RunningServer, startServer } from '../../scripts/lib/serve.ts';
import { closeOfferPopup, setUpDevices } from './support/visitor.ts';

// A new version going out while a customer has the shop open: the server of this file serves a copy of the
// build (CLIENT_DIR), whose service worker the test then changes, as a deployment would.

const visitOn = setUpDevices();
const BUILD = fileURLToPath(new URL('../../dist/client', import.meta.url));
let copy: string;
let server: RunningServer;

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'wokflow-client-'));
  await cp(BUILD, copy, { recursive: true });
  server = await startServer({ CLOCK_START: '2026-11-20T19:30:00+05:30', CLIENT_DIR: copy });
});

afterAll(async () => {
  await server?.stop();
  if (copy) await rm(copy, { recursive: true, force: true });
});

/** A new version of the service worker, as a deployment brings: other bytes, and no stale compressed copies. */
async function deployNewWorker(): Promise<void> {
  await appendFile(join(copy, 'sw.js'), '\n// the next version\n');
  await rm(join(copy, 'sw.js.br'), { force: true });
  await rm(join(copy, 'sw.js.gz'), { force: true });
}

test('a new version says so while the shop is open, and Reload brings it', async () => {
  const page = await visitOn(`${server.url}/`, { position: SURAT_ADAJAN });
  await closeOfferPopup(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
  expect(await notice.count()).toBe(0);

  await deployNewWorker();
  // What the browser does on its own on the next navigation or within a day: look for a new worker.
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await notice.waitFor();
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));

  await notice.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => !(window as { beforeReload?: boolean }).beforeReload);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
  const registration = await page.evaluate(async () => {
    const current = await navigator.serviceWorker.getRegistration();
    return { waiting: current?.waiting !== null, active: current?.active?.state };
  });
  expect(registration).toEqual({ waiting: false, active: 'activated' });
  await page.getByRole('heading', { name: "What's on your mind?" }).waitFor();
  expect(await notice.count()).toBe(0);
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SURAT_ADAJAN } from './browser.ts';

/** A Chromium with a user-data-dir of its own: what one person's browser keeps between visits. */
export interface Profile {
  context: BrowserContext;
  /** Its DevTools port, through which Lighthouse opens a tab in the same profile. */
  port: number;
  close(): Promise<void>;
}

/**
 * Opens a new profile with the device's position granted at Adajan, Surat. Playwright keeps that grant on
 * every tab of the profile, including those Lighthouse opens; with no viewport of Playwright's, Lighthouse's
 * mobile emulation is the only one.
 */
export async function openProfile(): Promise<Profile> {
  const dir = await mkdtemp(join(tmpdir(), 'wokflow-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
    viewport: null,
    geolocation: SURAT_ADAJAN,
    permissions: ['geolocation'],
  });
  // Chromium writes the port it chose, then the browser's DevTools path, into this file.
  const [port] = (await readFile(join(dir, 'DevToolsActivePort'), 'utf8')).split('\n');
  return {
    context,
    port: Number(port),
    async close() {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse's performance category on `url` in a new tab of `profile`, with its mobile defaults: a Moto
 * G Power's screen and simulated throttling (slow 4G, 4x CPU slowdown). A new visitor's run clears the
 * origin's caches first; a returning customer's keeps the profile as it is, as a real return does.
 */
export async function audit(profile: Profile, url: string, visitor: 'new' | 'returning') {
  const result = await lighthouse(url, {
    port: profile.port,
    logLevel: 'error',
    output: 'html',
    onlyCategories: ['performance'],
    disableStorageReset: visitor === 'returning',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return { lhr: result.lhr, report: String(result.report) };
}

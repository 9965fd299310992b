import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

export interface ScriptLoad {
  path: string;
  gzipBytes: number;
  /** Whether the browser asked for it before the page's first contentful paint. */
  beforeFirstPaint: boolean;
}

/**
 * Opens `url` in `context` and lists the JavaScript it loads until the network has been quiet for
 * `settleMs`, each script gzipped as sent and marked by whether it was asked for before the first
 * contentful paint (Chromium's paint timing): what the first screen needed, and what came after it.
 */
export async function scriptsLoaded(context: BrowserContext, url: string, settleMs = 1500): Promise<ScriptLoad[]> {
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    requested: Object.fromEntries(
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
    ),
  }));
  await page.close();
  const loads = await Promise.all(
    [...bodies].map(async ([address, body]) => {
      const requested = timing.requested[address];
      if (requested === undefined) throw new Error(`${address} loaded with no resource timing to place it`);
      return {
        path: new URL(address).pathname,
        gzipBytes: gzipSync(await body).length,
        beforeFirstPaint: requested < timing.firstPaint,
      };
    }),
  );
  return loads.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const totalBytes = (loads: readonly ScriptLoad[]) => loads.reduce((sum, load) => sum + load.gzipBytes, 0);

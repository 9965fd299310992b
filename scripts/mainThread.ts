/**
 * `npm run main-thread`: what a phone's main thread does while the shop's pages load, read from Chromium's own
 * trace at a 4x CPU slowdown rather than simulated as Lighthouse does. Per page, the median over ROUNDS loads of:
 * the first contentful paint, the largest (Lighthouse's LCP as Chromium observes it, without simulating), the blocking
 * time after the first paint (each task's time beyond 50 ms) and the longest task.
 *
 * A returning customer by default (outlet chosen, signed in, a dish in the cart, the service worker in place);
 * VISITOR=new for a new visitor (a new browser context each load). Pages as arguments (default `/ /product /cart`).
 * CLIENT_DIRS=dirA,dirB serves each built shop (copies of dist/client) side by side, taking turns, to compare two
 * builds in one run; without it the shop is built and dist/client measured.
 */
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from './lib/browser.ts';
import { newVisitor, returningCustomer } from './lib/returningCustomer.ts';
import { type ServerProcess, startServer } from './lib/serve.ts';
import { buildShop, OPEN_OUTLETS } from './lib/sites.ts';
import { firstPaintAndTasks, type PageLoad } from './lib/trace.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const VISITOR = process.env.VISITOR === 'new' ? 'new' : 'returning';
const PAGES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/product', '/cart'];

const dirs = process.env.CLIENT_DIRS?.split(',') ?? [];
if (dirs.length === 0) buildShop();
const builds = dirs.length > 0 ? dirs : ['dist/client'];

const browser = await launchBrowser();
const sites: { build: string; server: ServerProcess; customer: BrowserContext | null }[] = [];
try {
  for (const build of builds) {
    const server = await startServer({ ...OPEN_OUTLETS, CLIENT_DIR: build });
    const customer = VISITOR === 'returning' ? await returningCustomer(browser, server.url) : null;
    sites.push({ build, server, customer });
  }
  const loads = new Map<string, PageLoad[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of PAGES) {
      // Taking turns, first one build then the other, so that both meet the same load on the machine.
      for (const { build, server, customer } of round % 2 === 0 ? sites : [...sites].reverse()) {
        const context = customer ?? (await newVisitor(browser));
        const page = await context.newPage();
        await page.setViewportSize({ width: 412, height: 823 });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
        });
        await page.goto(server.url + path);
        await page.waitForTimeout(5000);
        const load = firstPaintAndTasks(await browser.stopTracing());
        await page.close();
        if (!customer) await context.close();
        const key = `${build} ${path}`;
        if (load) loads.set(key, [...(loads.get(key) ?? []), load]);
      }
    }
    console.log(`round ${round + 1} of ${ROUNDS} done`);
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const ms = (values: number[]) => `${Math.round(median(values))} ms`;
  console.log(
    `\n${VISITOR === 'new' ? 'New visitor' : 'Returning customer'}, Chromium at 4x CPU, median of ${ROUNDS}:\n`,
  );
  console.log(
    '| build | page | first paint | largest paint | blocking after first paint | longest task | loads |\n' +
      '|---|---|---|---|---|---|---|',
  );
  for (const [key, runs] of loads) {
    const [build, path] = key.split(' ');
    console.log(
      `| ${build} | \`${path}\` | ${ms(runs.map((run) => run.firstPaint))} | ${ms(runs.map((run) => run.largestPaint))}` +
        ` | ${ms(runs.map((run) => run.blockingAfterFirstPaint))} | ${ms(runs.map((run) => run.longestTask))} | ${runs.length} |`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(sites.map(({ server }) => server.stop()));
}

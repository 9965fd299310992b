import { execFileSync } from 'node:child_process';
import { buildFloor, serveFloor } from './floor.ts';
import { type RunningServer, startServer } from './serve.ts';

/** The server's clock for measuring: an evening when every outlet is open. */
export const OPEN_OUTLETS = { CLOCK_START: '2026-11-20T19:30:00+05:30' };

/** The shop built for production into dist/client. */
export function buildShop(): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/**
 * The shop built for production and served with its outlets open, and the framework floor built and served
 * beside it, for measuring one against the other.
 */
export async function serveShopAndFloor(): Promise<{ shop: RunningServer; floor: RunningServer }> {
  buildShop();
  // The shop's server starts before the floor's build: vite's build sets NODE_ENV=production in this process,
  // and the server refuses CLOCK_START in production.
  const shop = await startServer(OPEN_OUTLETS);
  try {
    await buildFloor();
    return { shop, floor: await serveFloor() };
  } catch (error) {
    await shop.stop();
    throw error;
  }
}

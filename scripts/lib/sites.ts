import { execFileSync } from 'node:child_process';
import { buildFloor, serveFloor } from './floor.ts';
import { type RunningServer, startServer } from './serve.ts';

/**
 * The shop built for production and served with its outlets open, and the framework floor built and served
 * beside it, for measuring one against the other.
 */
export async function serveShopAndFloor(): Promise<{ shop: RunningServer; floor: RunningServer }> {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // The shop's server starts before the floor's build: vite's build sets NODE_ENV=production in this process,
  // and the server refuses CLOCK_START in production.
  const shop = await startServer({ CLOCK_START: '2026-11-20T19:30:00+05:30' });
  try {
    await buildFloor();
    return { shop, floor: await serveFloor() };
  } catch (error) {
    await shop.stop();
    throw error;
  }
}

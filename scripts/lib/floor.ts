import { fileURLToPath } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { build } from 'vite';
import { clientFiles } from '../../server/http/clientFiles.ts';
import { NO_PRELOAD_POLYFILL, REACT_OWN_EXTERNAL_STORE } from './leanBuild.ts';
import type { RunningServer } from './serve.ts';

const FLOOR_SOURCE = fileURLToPath(new URL('../floor', import.meta.url));
export const FLOOR_OUT = fileURLToPath(new URL('../../dist/floor', import.meta.url));

/**
 * Builds the framework floor (scripts/floor) for production, with the shop's React plugin and vite's defaults but for
 * what the shop's builds leave out of every page (leanBuild.ts).
 */
export async function buildFloor(): Promise<void> {
  await build({
    root: FLOOR_SOURCE,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: { alias: REACT_OWN_EXTERNAL_STORE },
    build: { outDir: FLOOR_OUT, emptyOutDir: true, modulePreload: NO_PRELOAD_POLYFILL },
  });
}

/** Serves the built floor on 127.0.0.1 as the shop's server serves its client: compressed, with the same caching headers. */
export async function serveFloor(): Promise<RunningServer> {
  const app = new Hono().use(compress()).route('/', clientFiles(FLOOR_OUT));
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, ({ port }) => resolve({ server, port }));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

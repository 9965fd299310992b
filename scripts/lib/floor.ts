import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { RunningServer } from './serve.ts';

const FLOOR_SOURCE = fileURLToPath(new URL('../floor', import.meta.url));
export const FLOOR_OUT = fileURLToPath(new URL('../../dist/floor', import.meta.url));

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds the framework floor (scripts/floor) for production, with the shop's React plugin and vite's defaults. */
export async function buildFloor(): Promise<void> {
  await build({
    root: FLOOR_SOURCE,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir: FLOOR_OUT, emptyOutDir: true },
  });
}

/** Serves the built floor on 127.0.0.1: its files, and index.html for any other path. */
export async function serveFloor(): Promise<RunningServer> {
  const server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://floor').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = extname(path) ? join(FLOOR_OUT, path) : join(FLOOR_OUT, 'index.html');
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

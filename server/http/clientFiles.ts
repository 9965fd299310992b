import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import * as MESSAGES from '../../contract/messages.ts';
import { fail } from './reply.ts';

/** Vite names the files under assets/ by their content hash: they never change, so browsers keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Images and icons copied from public/ keep their names across builds. */
const SHORT = 'public, max-age=3600';
/** index.html names the current hashed assets: browsers check it every time. */
const REVALIDATE = 'no-cache';

function cacheControl(path: string, contentType: string | null): string {
  if (contentType?.startsWith('text/html')) return REVALIDATE;
  return path.startsWith('/assets/') ? IMMUTABLE : SHORT;
}

/**
 * The built single-page app: its files, and index.html for every other GET path so that the
 * client-side router can answer it (its own error page covers unknown routes).
 */
export function clientFiles(root: string) {
  const files = new Hono();
  if (!existsSync(join(root, 'index.html'))) {
    return files.get('*', (c) => fail(c, 404, 'The app is not built: run npm run build, or start it with npm start'));
  }
  const serveIndex = serveStatic({ path: join(root, 'index.html') });
  return files
    .use(async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', cacheControl(c.req.path, c.res.headers.get('Content-Type')));
    })
    .get('*', serveStatic({ root }))
    .get('/assets/*', (c) => fail(c, 404, MESSAGES.notFound))
    .get('*', serveIndex);
}

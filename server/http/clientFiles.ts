import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { etag } from 'hono/etag';
import { ENTRY_PAGES } from '../../contract/entryPages.ts';
import { LANDING_PAGES } from '../../contract/landingPages.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { fail } from './reply.ts';

/** Vite names the files under assets/ by their content hash: they never change, so browsers keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Images and icons copied from public/ keep their names across builds. */
const SHORT = 'public, max-age=3600';
/**
 * index.html names the current hashed assets, the service worker decides what the app caches and the
 * manifest how it installs: browsers check them every time, a cheap 304 while they have not changed.
 */
const REVALIDATE = 'no-cache';
/** vite-plugin-pwa's default names for the service worker and the web app manifest. */
const ALWAYS_CHECKED = new Set(['/sw.js', '/manifest.webmanifest']);
/** The brotli and gzip copies the build writes beside each text file (scripts/lib/precompress.ts). */
const COMPRESSED_COPY = /\.(br|gz)$/;

function cacheControl(path: string, contentType: string | null): string {
  if (contentType?.startsWith('text/html') || ALWAYS_CHECKED.has(path)) return REVALIDATE;
  return path.startsWith('/assets/') ? IMMUTABLE : SHORT;
}

/** serveStatic says Vary only when it sends a compressed copy; a shared cache must not hand the plain one to all. */
function varyByEncoding(c: Context) {
  const vary = c.res.headers.get('Vary');
  if (!vary?.toLowerCase().includes('accept-encoding'))
    c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The built single-page app: its files, a page of its own (the flow viewer) for every path under it, the
 * landing pages' copies of index.html naming their page's code (contract/landingPages.ts), and index.html for
 * every other GET path so that the client-side router can answer it (its own error page
 * covers unknown routes).
 */
export function clientFiles(root: string) {
  const files = new Hono();
  if (!existsSync(join(root, 'index.html'))) {
    return files.get('*', (c) => fail(c, 404, 'The app is not built: run npm run build, or start it with npm start'));
  }
  // The build wrote a brotli and a gzip copy beside each text file (scripts/lib/precompress.ts): sent as they
  // are to a browser that accepts them, so hono/compress leaves them alone.
  const serveIndex = serveStatic({ path: join(root, 'index.html'), precompressed: true });
  // serveStatic sends Last-Modified but never answers a revalidation; an ETag of what was sent does.
  const validate = etag();
  files.use(async (c, next) => {
    await next();
    if (!c.res.ok) return;
    const contentType = c.res.headers.get('Content-Type');
    const policy = cacheControl(c.req.path, contentType);
    c.header('Cache-Control', policy);
    if (contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)) varyByEncoding(c);
    if (policy === REVALIDATE) await validate(c, () => Promise.resolve());
  });
  // Before the files: '/' would be answered by the directory's index.html. A build without a landing page's copy
  // (an older one) goes on to index.html, which shows the same page.
  for (const page of LANDING_PAGES) {
    const servePage = serveStatic({ path: join(root, page.html), precompressed: true });
    for (const path of page.paths) files.get(path, servePage);
  }
  files
    // The compressed copies are ways of sending a file, not files of their own: asked for by name, they are missing.
    .get('*', (c, next) => (COMPRESSED_COPY.test(c.req.path) ? fail(c, 404, MESSAGES.notFound) : next()))
    .get('*', serveStatic({ root, precompressed: true }))
    .get('/assets/*', (c) => fail(c, 404, MESSAGES.notFound));
  for (const page of ENTRY_PAGES) {
    const servePage = serveStatic({ path: join(root, page.html), precompressed: true });
    files.get(page.path, servePage).get(`${page.path}/*`, servePage);
  }
  return files.get('*', serveIndex);
}

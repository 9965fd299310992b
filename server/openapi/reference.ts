import { type Env, Hono, type Schema } from 'hono';
import { html } from 'hono/html';
import * as MESSAGES from '../../contract/messages.ts';
import { htmlPage } from '../http/htmlPage.ts';
import { fail } from '../http/reply.ts';
import { openApiDocument } from './document.ts';
import { referenceOperations as doc } from './operations/reference.ts';
import { type ReferenceFiles, referenceFiles } from './referenceFiles.ts';

/** Where the reference is mounted: `/api/openapi.json`, `/api/docs`. */
export const REFERENCE_BASE = '/api';
const ASSETS = `${REFERENCE_BASE}/docs/assets`;
/** The files are named by their content's hash: a name never changes content, so browsers keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The page loads only scripts of this server, and runs none inline: a strict Content-Security-Policy holds. */
const page = ({ stylesheet, swaggerUi, init }: ReferenceFiles) =>
  htmlPage(
    'Wokflow API reference',
    html`<link rel="stylesheet" href="${ASSETS}/${stylesheet.name}">
<script src="${ASSETS}/${swaggerUi.name}" defer></script>
<script src="${ASSETS}/${init.name}" defer></script>`,
    html`<main id="reference" data-openapi="${REFERENCE_BASE}/openapi.json">
<noscript>The interactive reference needs JavaScript; the document itself is <a href="${REFERENCE_BASE}/openapi.json">openapi.json</a>.</noscript>
</main>`,
  );

/** The OpenAPI document of `app`'s calls and its interactive reference (Swagger UI, served from node_modules). */
export function apiReference<E extends Env, S extends Schema, P extends string>(app: Hono<E, S, P>) {
  // Built on the first request, when every route of the app is registered; the routes do not change after.
  let document: ReturnType<typeof openApiDocument> | undefined;
  return new Hono()
    .get('/openapi.json', doc.document, async (c) => {
      document ??= openApiDocument(app);
      return c.json(await document, 200, { 'Cache-Control': 'no-cache' });
    })
    .get('/docs', doc.page, async (c) => c.html(page(await referenceFiles()), 200, { 'Cache-Control': 'no-cache' }))
    .get('/docs/assets/:file', doc.file, async (c) => {
      const file = Object.values(await referenceFiles()).find(({ name }) => name === c.req.param('file'));
      if (!file) return fail(c, 404, MESSAGES.notFound);
      return c.body(file.body, 200, { 'Content-Type': file.type, 'Cache-Control': IMMUTABLE });
    });
}

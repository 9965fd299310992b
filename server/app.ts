import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { API_BASE } from '../contract/constants.ts';
import type { Db } from './db/db.ts';
import { clientFiles } from './http/clientFiles.ts';
import { handleError, handleNotFound } from './http/errors.ts';
import { fail } from './http/reply.ts';
import { contentRoutes } from './routes/content.ts';
import { menuRoutes } from './routes/menu.ts';
import { outletRoutes } from './routes/outlets.ts';

export interface AppDeps {
  db: Db;
  /** The current time; tests pin it to check opening hours. */
  clock: () => Date;
  /** The built client (vite's output); defaults to dist/client of the repository. */
  clientDir?: string;
}

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
const MAX_BODY_BYTES = 64 * 1024;

/** The whole HTTP application: the API under /api/v1/user and the single-page app around it. */
export function createApp(deps: AppDeps) {
  const api = new Hono()
    .use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 413, 'The request body is too large') }))
    .route('/', outletRoutes(deps))
    .route('/', menuRoutes(deps))
    .route('/', contentRoutes(deps));

  return new Hono()
    .use(compress())
    .route(API_BASE, api)
    .all('/api/*', handleNotFound)
    .route('/', clientFiles(deps.clientDir ?? DEFAULT_CLIENT_DIR))
    .notFound(handleNotFound)
    .onError(handleError);
}

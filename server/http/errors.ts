import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as MESSAGES from '../../contract/messages.ts';
import { fail } from './reply.ts';

/** Errors become envelopes: a refused request keeps its status and message; anything else is logged and a 500. */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException && error.status < 500) return fail(c, error.status, error.message);
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return fail(c, 500, MESSAGES.serverError);
}

export function handleNotFound(c: Context) {
  return fail(c, 404, MESSAGES.notFound);
}

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../contract/envelope.ts';
import type { Refusal } from '../usecases/refusal.ts';

/** A successful reply in the API's envelope. */
export function ok<T>(c: Context, data: T, msg = 'Success') {
  const body: Envelope<T> = { error: 0, msg, data };
  return c.json(body);
}

/** A refused request in the API's envelope: `msg` says what went wrong, for the customer. */
export function fail(c: Context, status: ContentfulStatusCode, msg: string) {
  const body: Envelope<null> = { error: 1, msg, data: null };
  return c.json(body, status);
}

/** A use case's refusal in the API's envelope. */
export function refused(c: Context, { refusal }: Refusal<ContentfulStatusCode>) {
  return fail(c, refusal.status, refusal.msg);
}

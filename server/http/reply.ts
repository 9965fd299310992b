import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../contract/envelope.ts';
import type { Refusal } from '../usecases/refusal.ts';

/**
 * The envelope as JSON with its Content-Length: the app's `compress()` (app.ts) then leaves the replies under
 * 1 KB as they are (most of them: a cart add, an order placed, a refusal), where gzip would save a few dozen
 * bytes for more CPU than the rest of the reply costs; without a length it compresses every reply.
 */
function envelope<T>(c: Context, body: Envelope<T>, status: ContentfulStatusCode) {
  const json = JSON.stringify(body);
  return c.body(json, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(json)),
  });
}

/** A successful reply in the API's envelope. */
export function ok<T>(c: Context, data: T, msg = 'Success') {
  return envelope(c, { error: 0, msg, data }, 200);
}

/** A refused request in the API's envelope: `msg` says what went wrong, for the customer. */
export function fail(c: Context, status: ContentfulStatusCode, msg: string) {
  return envelope(c, { error: 1, msg, data: null }, status);
}

/** A use case's refusal in the API's envelope. */
export function refused(c: Context, { refusal }: Refusal<ContentfulStatusCode>) {
  return fail(c, refusal.status, refusal.msg);
}

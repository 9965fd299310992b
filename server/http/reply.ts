import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../contract/envelope.ts';
import type { Refusal } from '../usecases/refusal.ts';
import { chooseCoding } from './encodedReply.ts';

/** Below this, gzip saves a few dozen bytes for more CPU than the rest of the reply costs: sent as it is. */
const COMPRESS_FROM_BYTES = 1024;
/** Up to this, compressed at once (a cart: tens of microseconds); above, streamed by the app's `compress()`. */
const COMPRESS_AT_ONCE_UP_TO_BYTES = 64 * 1024;
/** Brotli's fast qualities: about gzip's speed, smaller. */
const BROTLI_QUALITY = 4;

function compressed(json: Buffer, coding: 'br' | 'gzip'): Buffer {
  if (coding === 'gzip') return gzipSync(json);
  return brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * The envelope as JSON, with its Content-Length, compressed here in the coding the client accepts when it is
 * large enough: the app's `compress()` (app.ts) leaves such a reply alone. It would otherwise compress every
 * reply, however small, through a web stream, which cost more CPU than the rest of a cart add or an order.
 * The largest replies go to it without a length, to be compressed off the event loop.
 */
function envelope<T>(c: Context, body: Envelope<T>, status: ContentfulStatusCode) {
  const json = JSON.stringify(body);
  const length = Buffer.byteLength(json);
  if (length > COMPRESS_AT_ONCE_UP_TO_BYTES) return c.body(json, status, { 'Content-Type': 'application/json' });
  const coding = length >= COMPRESS_FROM_BYTES ? chooseCoding(c.req.header('Accept-Encoding')) : 'identity';
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (length >= COMPRESS_FROM_BYTES) headers.Vary = 'Accept-Encoding';
  if (coding === 'identity') return c.body(json, status, { ...headers, 'Content-Length': String(length) });
  const bytes = new Uint8Array(compressed(Buffer.from(json), coding));
  return c.body(bytes, status, { ...headers, 'Content-Encoding': coding, 'Content-Length': String(bytes.length) });
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

import { createHmac, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import * as MESSAGES from '../../contract/messages.ts';
import { POS_SIGNATURE_HEADER, POS_TIMESTAMP_HEADER, POS_TIMESTAMP_TOLERANCE_SECONDS } from '../../contract/staff.ts';
import { describedPosSignature } from '../openapi/inputs.ts';
import { fail } from './reply.ts';

/** What the point of sale signs: when it sends (Unix seconds), the path it calls, and the raw body. */
interface SignedCall {
  timestamp: string;
  path: string;
  body: Uint8Array | string;
}

/** `sha256=<hex>` of the HMAC-SHA256 of `<timestamp>.<path>.<body>` under `secret`: what the point of sale sends. */
const posSignature = (secret: string, { timestamp, path, body }: SignedCall) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${path}.`).update(body).digest('hex')}`;

/** Compared in constant time: the answer's timing says nothing about how much of a forged signature was right. */
function sameSignature(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

const TIMESTAMP_SHAPE = /^[0-9]{1,12}$/;

/** Sent within the tolerance of now, by the wall clock: a replay's window, whatever the shop's business clock says. */
const recent = (timestamp: string) =>
  Math.abs(Number(timestamp) * 1000 - Date.now()) <= POS_TIMESTAMP_TOLERANCE_SECONDS * 1000;

/**
 * The point of sale's calls: signed with the shared secret over the time of sending, the path and the raw body
 * (before any parsing, so that form or JSON, spacing and key order are exactly what was signed). A signed call
 * replayed against another order, or later than a few minutes, is refused. No secret configured: 503, nothing is
 * read.
 */
export function requirePosSignature(secret: string | null | undefined) {
  return describedPosSignature(
    createMiddleware(async (c, next) => {
      if (!secret) return fail(c, 503, MESSAGES.posNotConfigured);
      const given = c.req.header(POS_SIGNATURE_HEADER) ?? '';
      const timestamp = c.req.header(POS_TIMESTAMP_HEADER)?.trim() ?? '';
      const body = new Uint8Array(await c.req.arrayBuffer());
      const path = new URL(c.req.url).pathname;
      const expected = posSignature(secret, { timestamp, path, body });
      if (!TIMESTAMP_SHAPE.test(timestamp) || !sameSignature(given.trim().toLowerCase(), expected)) {
        return fail(c, 401, MESSAGES.posSignatureInvalid);
      }
      if (!recent(timestamp)) return fail(c, 401, MESSAGES.posTimestampStale);
      await next();
    }),
  );
}

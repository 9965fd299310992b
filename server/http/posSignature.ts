import { createHmac, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import * as MESSAGES from '../../contract/messages.ts';
import { POS_SIGNATURE_HEADER } from '../../contract/staff.ts';
import { describedPosSignature } from '../openapi/inputs.ts';
import { fail } from './reply.ts';

/** `sha256=<hex>` of the HMAC-SHA256 of `body` under `secret`: what the point of sale sends. */
export const posSignature = (secret: string, body: Uint8Array | string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Compared in constant time: the answer's timing says nothing about how much of a forged signature was right. */
function sameSignature(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The point of sale's calls: signed with the shared secret over the raw body (before any parsing, so that
 * form or JSON, spacing and key order are exactly what was signed). No secret configured: 503, nothing is read.
 */
export function requirePosSignature(secret: string | null | undefined) {
  return describedPosSignature(
    createMiddleware(async (c, next) => {
      if (!secret) return fail(c, 503, MESSAGES.posNotConfigured);
      const given = c.req.header(POS_SIGNATURE_HEADER) ?? '';
      const body = new Uint8Array(await c.req.arrayBuffer());
      if (!sameSignature(given.trim().toLowerCase(), posSignature(secret, body))) {
        return fail(c, 401, MESSAGES.posSignatureInvalid);
      }
      await next();
    }),
  );
}

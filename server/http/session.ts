import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SESSION_IDLE_DAYS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { findSession, touchSession } from '../db/queries/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { sha256, TOKEN_SHAPE } from '../domain/secrets.ts';
import { describedSessionOptional, describedSessionRequired } from '../openapi/inputs.ts';
import { fail } from './reply.ts';

const IDLE_LIMIT_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
/** `last_used_at` is written at most this often: a burst of calls costs one write, not one each. */
const TOUCH_EVERY_MS = 60 * 1000;

/** The bearer token of the request, when it has one of the right shape. */
export function bearerToken(c: Context): string | null {
  const match = c.req.header('Authorization')?.match(/^Bearer ([^\s]+)$/);
  return match?.[1] && TOKEN_SHAPE.test(match[1]) ? match[1] : null;
}

export type CustomerVariables = { Variables: { customerId: string; sessionHash: string } };

type SessionLookup = { customerId: string; sessionHash: string } | { refusal: string };

/** The customer behind the request's bearer token, or why there is none. */
async function lookUpSession({ db, clock }: AppDeps, c: Context): Promise<SessionLookup> {
  const token = bearerToken(c);
  if (!token) return { refusal: MESSAGES.loginRequired };
  const sessionHash = sha256(token);
  const session = await findSession(db, sessionHash);
  const now = clock();
  if (!session || session.revoked_at || now.getTime() - session.last_used_at.getTime() > IDLE_LIMIT_MS) {
    return { refusal: MESSAGES.sessionExpired };
  }
  if (now.getTime() - session.last_used_at.getTime() > TOUCH_EVERY_MS) await touchSession(db, sessionHash, now);
  return { customerId: session.customer_id, sessionHash };
}

/**
 * For the calls marked 'auth': a missing or malformed token, or one that is unknown, revoked or unused
 * for 30 days, is refused with 401; otherwise the handler reads `c.var.customerId`.
 */
export function requireCustomer(deps: AppDeps) {
  return describedSessionRequired(
    createMiddleware<CustomerVariables>(async (c, next) => {
      const found = await lookUpSession(deps, c);
      if ('refusal' in found) return fail(c, 401, found.refusal);
      c.set('customerId', found.customerId);
      c.set('sessionHash', found.sessionHash);
      await next();
    }),
  );
}

/** For public calls that say more to a customer (which dishes they like): `c.var.customerId` or undefined. */
export function optionalCustomer(deps: AppDeps) {
  return describedSessionOptional(
    createMiddleware<{ Variables: { customerId: string | undefined } }>(async (c, next) => {
      const found = c.req.header('Authorization') ? await lookUpSession(deps, c) : null;
      c.set('customerId', found && 'customerId' in found ? found.customerId : undefined);
      await next();
    }),
  );
}

import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SESSION_IDLE_DAYS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { HolderKind } from '../db/queries/otpChallenges.ts';
import { revokeSession, type SessionRow, touchSession } from '../db/queries/sessions.ts';
import { staffById } from '../db/queries/staff.ts';
import type { AppDeps } from '../deps.ts';
import { sha256, TOKEN_SHAPE } from '../domain/secrets.ts';
import { describedSessionOptional, describedSessionRequired, describedStaffSession } from '../openapi/inputs.ts';
import { fail } from './reply.ts';
import { sessionCacheOf } from './sessionCache.ts';

const IDLE_LIMIT_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
/** `last_used_at` is written at most this often: a burst of calls costs one write, not one each. */
const TOUCH_EVERY_MS = 60 * 1000;

/** The bearer token of the request, when it has one of the right shape. */
export function bearerToken(c: Context): string | null {
  const match = c.req.header('Authorization')?.match(/^Bearer ([^\s]+)$/);
  return match?.[1] && TOKEN_SHAPE.test(match[1]) ? match[1] : null;
}

/**
 * The session token of an event stream: the bearer header, or `?token=` in the query, since the browser's
 * EventSource cannot send headers. Only event streams read it there: elsewhere a URL (logged, kept in history)
 * must not carry a session.
 */
function streamToken(c: Context): string | null {
  const query = c.req.query('token');
  return bearerToken(c) ?? (query && TOKEN_SHAPE.test(query) ? query : null);
}

/** Where a route reads its session token: the bearer header only, or the query too (event streams). */
export interface SessionOptions {
  tokenInQuery?: boolean;
}

export type CustomerVariables = { Variables: { customerId: string; sessionHash: string } };

type SessionLookup = { holderId: string; sessionHash: string } | { refusal: string };

/** A session that opens calls: found, not signed out, used within the idle limit. */
const holds = (session: SessionRow | null, now: Date): session is SessionRow =>
  session !== null && !session.revoked_at && now.getTime() - session.last_used_at.getTime() <= IDLE_LIMIT_MS;

/** The customer (or member of staff) behind the request's session token, or why there is none. */
async function lookUpSession(
  { db, clock }: AppDeps,
  c: Context,
  kind: HolderKind,
  { tokenInQuery = false }: SessionOptions = {},
): Promise<SessionLookup> {
  const token = tokenInQuery ? streamToken(c) : bearerToken(c);
  if (!token) return { refusal: MESSAGES.loginRequired };
  const sessionHash = sha256(token);
  const now = clock();
  const sessions = sessionCacheOf(db);
  const session = await sessions.find(sessionHash, kind, now);
  if (!holds(session, now)) return { refusal: MESSAGES.sessionExpired };
  if (now.getTime() - session.last_used_at.getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, sessionHash, now);
    sessions.forget(sessionHash);
  }
  return { holderId: session.holder_id, sessionHash };
}

/** Signs the session out: refused from now on, on this server at once and on the others once they hear it. */
export async function signOut({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, sessionHash: string): Promise<void> {
  await revokeSession(db, sessionHash, clock());
  sessionCacheOf(db).forget(sessionHash);
}

/**
 * For an event stream, which outlives the check made as it opened: ends it once its session no longer holds (signed
 * out on any server, removed with its customer or member of staff), as soon as this server hears of the change. A
 * session that cannot be read then ends it too: its reader reconnects and is checked afresh.
 */
export function watchSignOut({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, sessionHash: string, kind: HolderKind) {
  const sessions = sessionCacheOf(db);
  return (end: () => void) =>
    sessions.onChange(sessionHash, () => {
      sessions.find(sessionHash, kind, clock()).then((session) => {
        if (!holds(session, clock())) end();
      }, end);
    });
}

/**
 * For the calls marked 'auth': a missing or malformed token, or one that is unknown, revoked or unused
 * for 30 days, is refused with 401; otherwise the handler reads `c.var.customerId`.
 */
export function requireCustomer(deps: AppDeps, options?: SessionOptions) {
  return describedSessionRequired(
    createMiddleware<CustomerVariables>(async (c, next) => {
      const found = await lookUpSession(deps, c, 'customer', options);
      if ('refusal' in found) return fail(c, 401, found.refusal);
      c.set('customerId', found.holderId);
      c.set('sessionHash', found.sessionHash);
      await next();
    }),
  );
}

/** For public calls that say more to a customer (which dishes they like): `c.var.customerId` or undefined. */
export function optionalCustomer(deps: AppDeps) {
  return describedSessionOptional(
    createMiddleware<{ Variables: { customerId: string | undefined } }>(async (c, next) => {
      const found = c.req.header('Authorization') ? await lookUpSession(deps, c, 'customer') : null;
      c.set('customerId', found && 'holderId' in found ? found.holderId : undefined);
      await next();
    }),
  );
}

export type StaffVariables = { Variables: { staffId: string; outletIds: string[]; sessionHash: string } };

/**
 * For the staff's calls: a member of staff's session (a customer's is refused with 401, as a missing or
 * expired one); the handler reads `c.var.staffId` and the outlets they work at, `c.var.outletIds`.
 */
export function requireStaff(deps: AppDeps, options?: SessionOptions) {
  return describedStaffSession(
    createMiddleware<StaffVariables>(async (c, next) => {
      const found = await lookUpSession(deps, c, 'staff', options);
      if ('refusal' in found) return fail(c, 401, found.refusal);
      const member = await staffById(deps.db, found.holderId);
      if (!member) return fail(c, 401, MESSAGES.sessionExpired);
      c.set('staffId', found.holderId);
      c.set('outletIds', member.outlet_ids);
      c.set('sessionHash', found.sessionHash);
      await next();
    }),
  );
}

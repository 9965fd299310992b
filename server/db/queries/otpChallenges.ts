import { DAY_MS, HOUR_MS } from '../../domain/duration.ts';
import type { Challenge, OtpHistory } from '../../domain/otp.ts';
import type { Db } from '../db.ts';

/** Who a code or a session signs in: a customer or a member of staff, never both (migration 010). */
export type HolderKind = 'customer' | 'staff';
export interface Holder {
  kind: HolderKind;
  id: string;
}

/** The column that names the holder: a fixed identifier, never text from a request. */
export const holderColumn = (kind: HolderKind) => (kind === 'customer' ? 'customer_id' : 'staff_id');

/** Any number, the same on every server: limited requests go one at a time, so no limit is passed by a race. */
const CLIENT_LIMITS_LOCK_KEY = 740_212;

/** Inside a transaction: waits until no other request (of any server process) is issuing a code or an account. */
export async function lockClientLimits(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CLIENT_LIMITS_LOCK_KEY]);
}

/** What a client address is limited in per hour: codes asked for, and accounts created. */
export type LimitedRequest = 'code' | 'signup';

export async function recordClientRequest(
  tx: Db,
  purpose: LimitedRequest,
  clientAddress: string,
  mobile: string,
  now: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO otp_requests (purpose, client_address, mobile_number, created_at) VALUES ($1, $2, $3, $4)',
    [purpose, clientAddress, mobile, now],
  );
}

export async function clientRequestsLastHour(
  tx: Db,
  purpose: LimitedRequest,
  clientAddress: string,
  now: Date,
): Promise<number> {
  const [row] = await tx.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM otp_requests WHERE purpose = $1 AND client_address = $2 AND created_at > $3',
    [purpose, clientAddress, new Date(now.getTime() - HOUR_MS)],
  );
  return Number(row?.count ?? 0);
}

/** A customer's codes and a member of staff's are counted apart, as they sign into different things. */
const OF_KIND = 'for_staff = $2';

/**
 * The codes sent to a number, account or not, those this client asked for among them, and the client's requests:
 * what the limits read.
 */
export async function otpHistory(
  tx: Db,
  { client, kind, mobile }: { client: string; kind: HolderKind; mobile: string },
  now: Date,
): Promise<OtpHistory> {
  const [row] = await tx.query<{ codes: string | number; codes_day: string | number; last_code_at: Date | null }>(
    `SELECT count(*) FILTER (WHERE client_address = $5 AND created_at > $3) AS codes, count(*) AS codes_day,
       max(created_at) FILTER (WHERE client_address = $5) AS last_code_at
     FROM otp_challenges WHERE mobile_number = $1 AND ${OF_KIND} AND created_at > $4`,
    [mobile, kind === 'staff', new Date(now.getTime() - HOUR_MS), new Date(now.getTime() - DAY_MS), client],
  );
  return {
    clientRequestsLastHour: await clientRequestsLastHour(tx, 'code', client, now),
    codesLastHour: Number(row?.codes ?? 0),
    codesLastDay: Number(row?.codes_day ?? 0),
    lastCodeAt: row?.last_code_at ? new Date(row.last_code_at) : null,
  };
}

interface NewChallenge {
  id: string;
  kind: HolderKind;
  mobile: string;
  /** Who asked for it. */
  client: string;
  /**
   * The account the number has; null for a customer's number without one yet, and for a number that is not staff's
   * at the console's sign-in (its challenge has a code hash that no code matches).
   */
  holderId: string | null;
  codeHash: string;
  expiresAt: Date;
}

/**
 * Stores the new attempt and closes the older ones the same client asked for: only a client's newest code works.
 * Another client's codes stay open until they expire, so that a stranger asking for codes to a number does not end
 * the one its owner is typing.
 */
export async function insertChallenge(tx: Db, challenge: NewChallenge, now: Date): Promise<void> {
  await tx.query(
    `UPDATE otp_challenges SET closed_at = $3
     WHERE mobile_number = $1 AND ${OF_KIND} AND client_address = $4 AND closed_at IS NULL`,
    [challenge.mobile, challenge.kind === 'staff', now, challenge.client],
  );
  await tx.query(
    `INSERT INTO otp_challenges (id, mobile_number, ${holderColumn(challenge.kind)}, code_hash, expires_at, created_at, for_staff, client_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      challenge.id,
      challenge.mobile,
      challenge.holderId,
      challenge.codeHash,
      challenge.expiresAt,
      now,
      challenge.kind === 'staff',
      challenge.client,
    ],
  );
}

/** Forgets an attempt whose SMS could not be sent, so that it counts against no limit. */
export async function deleteChallenge(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM otp_challenges WHERE id = $1', [id]);
}

export interface ChallengeRow extends Challenge {
  /** The account the code was sent for; null for a number that had none then. */
  holder_id: string | null;
  mobile_number: string;
}

/**
 * Inside a transaction: the attempt, locked until the transaction ends so that two tries are counted one by one.
 * Only a code sent to a holder of this kind: a member of staff's code signs no customer in, and the other way round.
 */
export async function challengeForUpdate(tx: Db, id: string, kind: HolderKind): Promise<ChallengeRow | null> {
  const column = holderColumn(kind);
  const [row] = await tx.query<ChallengeRow>(
    `SELECT id, ${column} AS holder_id, mobile_number, code_hash, expires_at, wrong_tries, closed_at FROM otp_challenges
     WHERE id = $1 AND ${OF_KIND} FOR UPDATE`,
    [id, kind === 'staff'],
  );
  return row ? { ...row, expires_at: new Date(row.expires_at) } : null;
}

export async function recordWrongTry(tx: Db, id: string, closesIt: boolean, now: Date): Promise<void> {
  await tx.query(
    'UPDATE otp_challenges SET wrong_tries = wrong_tries + 1, closed_at = CASE WHEN $2 THEN $3 ELSE closed_at END WHERE id = $1',
    [id, closesIt, now],
  );
}

export async function closeChallenge(tx: Db, id: string, now: Date): Promise<void> {
  await tx.query('UPDATE otp_challenges SET closed_at = $2 WHERE id = $1', [id, now]);
}

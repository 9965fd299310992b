import type { Challenge, OtpHistory } from '../../domain/otp.ts';
import { HOUR_MS } from '../../domain/otp.ts';
import type { Db } from '../db.ts';

/** Who a code or a session signs in: a customer or a member of staff, never both (migration 010). */
export type HolderKind = 'customer' | 'staff';
export interface Holder {
  kind: HolderKind;
  id: string;
}

/** The column that names the holder: a fixed identifier, never text from a request. */
export const holderColumn = (kind: HolderKind) => (kind === 'customer' ? 'customer_id' : 'staff_id');

/** Any number, the same on every server: codes are issued one at a time, so no limit is passed by a race. */
const OTP_ISSUE_LOCK_KEY = 740_212;

/** Inside a transaction: waits until no other request (of any server process) is issuing a code. */
export async function lockOtpIssuing(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [OTP_ISSUE_LOCK_KEY]);
}

export async function recordOtpRequest(tx: Db, clientAddress: string, mobile: string, now: Date): Promise<void> {
  await tx.query('INSERT INTO otp_requests (client_address, mobile_number, created_at) VALUES ($1, $2, $3)', [
    clientAddress,
    mobile,
    now,
  ]);
}

export async function otpHistory(tx: Db, clientAddress: string, holder: Holder | null, now: Date): Promise<OtpHistory> {
  const column = holderColumn(holder?.kind ?? 'customer');
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [row] = await tx.query<{ client_requests: string | number; codes: string | number; last_code_at: Date | null }>(
    `SELECT
       (SELECT count(*) FROM otp_requests WHERE client_address = $1 AND created_at > $3) AS client_requests,
       (SELECT count(*) FROM otp_challenges WHERE ${column} = $2 AND created_at > $3) AS codes,
       (SELECT max(created_at) FROM otp_challenges WHERE ${column} = $2) AS last_code_at`,
    [clientAddress, holder?.id ?? null, hourAgo],
  );
  return {
    clientRequestsLastHour: Number(row?.client_requests ?? 0),
    codesLastHour: Number(row?.codes ?? 0),
    lastCodeAt: row?.last_code_at ? new Date(row.last_code_at) : null,
  };
}

interface NewChallenge {
  id: string;
  holder: Holder;
  codeHash: string;
  expiresAt: Date;
}

/** Stores the new attempt and closes the holder's older ones: only the newest code works. */
export async function insertChallenge(tx: Db, challenge: NewChallenge, now: Date): Promise<void> {
  const column = holderColumn(challenge.holder.kind);
  await tx.query(`UPDATE otp_challenges SET closed_at = $2 WHERE ${column} = $1 AND closed_at IS NULL`, [
    challenge.holder.id,
    now,
  ]);
  await tx.query(
    `INSERT INTO otp_challenges (id, ${column}, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [challenge.id, challenge.holder.id, challenge.codeHash, challenge.expiresAt, now],
  );
}

/** Forgets an attempt whose SMS could not be sent, so that it counts against no limit. */
export async function deleteChallenge(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM otp_challenges WHERE id = $1', [id]);
}

export interface ChallengeRow extends Challenge {
  holder_id: string;
}

/**
 * Inside a transaction: the attempt, locked until the transaction ends so that two tries are counted one by one.
 * Only a code sent to a holder of this kind: a member of staff's code signs no customer in, and the other way round.
 */
export async function challengeForUpdate(tx: Db, id: string, kind: HolderKind): Promise<ChallengeRow | null> {
  const column = holderColumn(kind);
  const [row] = await tx.query<ChallengeRow>(
    `SELECT id, ${column} AS holder_id, code_hash, expires_at, wrong_tries, closed_at FROM otp_challenges
     WHERE id = $1 AND ${column} IS NOT NULL FOR UPDATE`,
    [id],
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

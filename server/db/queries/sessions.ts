import { newToken, sha256 } from '../../domain/secrets.ts';
import type { Db } from '../db.ts';
import { type Holder, type HolderKind, holderColumn } from './otpChallenges.ts';

export async function insertSession(db: Db, tokenHash: string, holder: Holder, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO sessions (token_hash, ${holderColumn(holder.kind)}, created_at, last_used_at) VALUES ($1, $2, $3, $3)`,
    [tokenHash, holder.id, now],
  );
}

/** Opens a session for the holder: the bearer token, of which only the hash is stored. */
export async function openSession(db: Db, holder: Holder, now: Date): Promise<string> {
  const token = newToken();
  await insertSession(db, sha256(token), holder, now);
  return token;
}

export interface SessionRow {
  holder_id: string;
  last_used_at: Date;
  revoked_at: Date | null;
}

/** The session, when it is one of a holder of this kind: a member of staff's opens no customer call, and the other way round. */
export async function findSession(db: Db, tokenHash: string, kind: HolderKind): Promise<SessionRow | null> {
  const column = holderColumn(kind);
  const [row] = await db.query<SessionRow>(
    `SELECT ${column} AS holder_id, last_used_at, revoked_at FROM sessions WHERE token_hash = $1 AND ${column} IS NOT NULL`,
    [tokenHash],
  );
  return row ? { ...row, last_used_at: new Date(row.last_used_at) } : null;
}

export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_used_at = $2 WHERE token_hash = $1', [tokenHash, now]);
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, now]);
}

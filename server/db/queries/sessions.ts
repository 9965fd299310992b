import type { Db } from '../db.ts';

export async function insertSession(db: Db, tokenHash: string, customerId: string, now: Date): Promise<void> {
  await db.query('INSERT INTO sessions (token_hash, customer_id, created_at, last_used_at) VALUES ($1, $2, $3, $3)', [
    tokenHash,
    customerId,
    now,
  ]);
}

export interface SessionRow {
  customer_id: string;
  last_used_at: Date;
  revoked_at: Date | null;
}

export async function findSession(db: Db, tokenHash: string): Promise<SessionRow | null> {
  const [row] = await db.query<SessionRow>(
    // A member of staff's session is no customer's: it opens no customer call.
    'SELECT customer_id, last_used_at, revoked_at FROM sessions WHERE token_hash = $1 AND customer_id IS NOT NULL',
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

import type { Db } from '../db.ts';

export interface SignupTicket {
  mobile_number: string;
  /** The outlet chosen before signing in, which becomes the new customer's. */
  outlet_id: string | null;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertSignupTicket(
  tx: Db,
  ticket: { tokenHash: string; mobile: string; outletId: string | null; expiresAt: Date },
  now: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO signup_tickets (token_hash, mobile_number, outlet_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
    [ticket.tokenHash, ticket.mobile, ticket.outletId, ticket.expiresAt, now],
  );
}

/** Inside a transaction: the ticket, locked until the transaction ends so that it is used once. */
export async function signupTicketForUpdate(tx: Db, tokenHash: string): Promise<SignupTicket | null> {
  const [row] = await tx.query<SignupTicket>(
    'SELECT mobile_number, outlet_id, expires_at, used_at FROM signup_tickets WHERE token_hash = $1 FOR UPDATE',
    [tokenHash],
  );
  return row ? { ...row, expires_at: new Date(row.expires_at) } : null;
}

export async function spendSignupTicket(tx: Db, tokenHash: string, now: Date): Promise<void> {
  await tx.query('UPDATE signup_tickets SET used_at = $2 WHERE token_hash = $1', [tokenHash, now]);
}

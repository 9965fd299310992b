import type { Db } from '../db.ts';

export async function insertOutboxMessage(db: Db, mobile: string, text: string, now: Date): Promise<void> {
  await db.query('INSERT INTO sms_outbox (mobile_number, text, created_at) VALUES ($1, $2, $3)', [mobile, text, now]);
}

export async function outboxMessages(db: Db, mobile: string): Promise<{ text: string; createdAt: string }[]> {
  const rows = await db.query<{ text: string; created_at: Date }>(
    'SELECT text, created_at FROM sms_outbox WHERE mobile_number = $1 ORDER BY created_at DESC, id DESC LIMIT 50',
    [mobile],
  );
  return rows.map((row) => ({ text: row.text, createdAt: new Date(row.created_at).toISOString() }));
}

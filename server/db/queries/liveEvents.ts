import type { LiveEvent } from '../../../contract/staff.ts';
import type { Db } from '../db.ts';

/** The one channel of live events: every server sharing the database hears every order and outlet change. */
export const LIVE_CHANNEL = 'wokflow_live';

/**
 * Tells every server (PostgreSQL `NOTIFY`) that an order or an outlet changed. Called inside the transaction
 * that made the change, it is heard only once that commits, and never for a change rolled back.
 */
export async function announce(tx: Db, event: LiveEvent): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(event)]);
}

import type { LiveEvent } from '../../../contract/staff.ts';
import { type Db, statementParams } from '../db.ts';

/** The one channel of live events: every server sharing the database hears every order and outlet change. */
export const LIVE_CHANNEL = 'wokflow_live';

/** The SQL call that announces `event`, its parameters added through `param`: for a statement that does more. */
export function announcement(event: LiveEvent, param: (value: unknown) => string): string {
  return `pg_notify(${param(LIVE_CHANNEL)}, ${param(JSON.stringify(event))})`;
}

/**
 * Tells every server (PostgreSQL `NOTIFY`) that an order or an outlet changed. Called inside the transaction
 * that made the change, it is heard only once that commits, and never for a change rolled back.
 */
export async function announce(tx: Db, event: LiveEvent): Promise<void> {
  const { params, param } = statementParams();
  await tx.query(`SELECT ${announcement(event, param)}`, params);
}

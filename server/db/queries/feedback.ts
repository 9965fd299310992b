import type { FeedbackType } from '../../../contract/feedback.ts';
import { HOUR_MS } from '../../domain/duration.ts';
import type { Db, TransactionLock } from '../db.ts';

/** Any number: the first key of the per-client feedback locks, apart from the other advisory locks. */
const FEEDBACK_LOCK_SPACE = 740_214;

export interface Feedback {
  name: string;
  city: string;
  outlet_id: string;
  mobile_number: string;
  email: string;
  type: FeedbackType;
  comments: string;
}

/** The lock of a transaction that counts and stores a submission from this client: one such at a time. */
export const clientFeedbackLock = (clientAddress: string): TransactionLock => ({
  space: FEEDBACK_LOCK_SPACE,
  key: clientAddress,
});

/** How many submissions the client made in the hour before `now`. */
export async function feedbackInLastHour(tx: Db, clientAddress: string, now: Date): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM feedback WHERE client_address = $1 AND created_at > $2',
    [clientAddress, new Date(now.getTime() - HOUR_MS)],
  );
  return row?.n ?? 0;
}

export async function insertFeedback(tx: Db, feedback: Feedback, clientAddress: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO feedback (name, city, outlet_id, mobile_number, email, type, comments, client_address, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      feedback.name,
      feedback.city,
      feedback.outlet_id,
      feedback.mobile_number,
      feedback.email,
      feedback.type,
      feedback.comments,
      clientAddress,
      now,
    ],
  );
}

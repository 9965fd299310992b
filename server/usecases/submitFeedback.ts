import * as MESSAGES from '../../contract/messages.ts';
import { clientFeedbackLock, type Feedback, feedbackInLastHour, insertFeedback } from '../db/queries/feedback.ts';
import { isActiveOutletOf } from '../db/queries/stores.ts';
import type { StoreDeps } from '../deps.ts';
import { type Refusal, refuse } from './refusal.ts';

/** Submissions a client address may make in any hour. */
export const FEEDBACK_PER_HOUR = 5;

/** Stores a feedback form from `client`, about an active outlet of the named city, within the hourly limit. */
export async function submitFeedback(
  { db, clock }: StoreDeps,
  { feedback, client }: { feedback: Feedback; client: string },
): Promise<Refusal<400 | 429> | null> {
  if (!(await isActiveOutletOf(db, feedback.outlet_id, feedback.city))) return refuse(400, MESSAGES.feedbackOutlet);
  const now = clock();
  // Counted and stored under the client's lock, so concurrent submissions cannot all pass the count.
  return db.transaction(async (tx) => {
    if ((await feedbackInLastHour(tx, client, now)) >= FEEDBACK_PER_HOUR) return refuse(429, MESSAGES.feedbackLimit);
    await insertFeedback(tx, feedback, client, now);
    return null;
  }, clientFeedbackLock(client));
}

import { Hono } from 'hono';
import { FeedbackRequest } from '../../contract/feedback.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { feedbackInLastHour, insertFeedback, lockClientFeedback } from '../db/queries/feedback.ts';
import { feedbackOptions, isActiveOutletOf } from '../db/queries/stores.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok } from '../http/reply.ts';
import { validBody } from '../http/validate.ts';
import { feedbackOperations as doc } from '../openapi/operations/feedback.ts';

/** Submissions a client address may make in any hour. */
export const FEEDBACK_PER_HOUR = 5;

/** The feedback form: its choices, and a submission checked as the form checks it. No session needed. */
export function feedbackRoutes({ db, clock, clientAddress }: AppDeps) {
  return new Hono()
    .get('/feedback', doc.options, async (c) => ok(c, await feedbackOptions(db)))
    .post('/feedback', doc.submit, validBody(FeedbackRequest), async (c) => {
      const feedback = c.req.valid('form');
      if (!(await isActiveOutletOf(db, feedback.outlet_id, feedback.city))) {
        return fail(c, 400, MESSAGES.feedbackOutlet);
      }
      const client = clientAddress(c);
      const now = clock();
      // Counted and stored under the client's lock, so concurrent submissions cannot all pass the count.
      const stored = await db.transaction(async (tx) => {
        await lockClientFeedback(tx, client);
        if ((await feedbackInLastHour(tx, client, now)) >= FEEDBACK_PER_HOUR) return false;
        await insertFeedback(tx, feedback, client, now);
        return true;
      });
      return stored ? ok(c, null, MESSAGES.feedbackSent) : fail(c, 429, MESSAGES.feedbackLimit);
    });
}

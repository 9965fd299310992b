import { Hono } from 'hono';
import { FeedbackRequest } from '../../contract/feedback.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { feedbackOptions } from '../db/queries/stores.ts';
import type { AppDeps } from '../deps.ts';
import { ok, refused } from '../http/reply.ts';
import { validBody } from '../http/validate.ts';
import { feedbackOperations as doc } from '../openapi/operations/feedback.ts';
import { submitFeedback } from '../usecases/submitFeedback.ts';

/** The feedback form: its choices, and a submission checked as the form checks it. No session needed. */
export function feedbackRoutes(deps: AppDeps) {
  return new Hono()
    .get('/feedback', doc.options, async (c) => ok(c, await feedbackOptions(deps.db)))
    .post('/feedback', doc.submit, validBody(FeedbackRequest), async (c) => {
      const refusal = await submitFeedback(deps, { feedback: c.req.valid('form'), client: deps.clientAddress(c) });
      return refusal ? refused(c, refusal) : ok(c, null, MESSAGES.feedbackSent);
    });
}

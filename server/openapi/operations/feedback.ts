import * as v from 'valibot';
import { FeedbackOptionsSchema } from '../../../contract/feedback.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { operationsOf } from '../operation.ts';

export const feedbackOperations = operationsOf('Feedback', {
  options: { summary: 'The cities and outlets the form offers', data: FeedbackOptionsSchema },
  submit: {
    summary: 'Send feedback',
    description:
      "Checked with the form's nine messages in the form's order; the outlet must be an active outlet of the city.",
    data: v.null(),
    msg: [MESSAGES.feedbackSent],
    refusals: { 400: [MESSAGES.feedbackOutlet], 429: [MESSAGES.feedbackLimit] },
  },
});

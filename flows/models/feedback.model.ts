import type { AnyMachineSnapshot } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import { feedbackMachine } from '../../machines/feedback/feedback.machine.ts';
import { feedbackProblem } from '../../machines/feedback/feedback.rules.ts';
import type {
  FeedbackActionParams,
  FeedbackActorIO,
  FeedbackContext,
  FeedbackFieldChange,
} from '../../machines/feedback/feedback.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline, refusal } from '../samples/failures.ts';
import { feedbackOptions, goodFeedback } from '../samples/feedback.ts';

/** The changes that fill the form field by field, in the order of its checks. */
export const fillIn: FeedbackFieldChange[] = [
  { type: 'field.change', field: 'name', value: goodFeedback.name },
  { type: 'field.change', field: 'city', value: goodFeedback.city },
  { type: 'field.change', field: 'outlet_id', value: goodFeedback.outlet_id },
  { type: 'field.change', field: 'mobile_number', value: goodFeedback.mobile_number },
  { type: 'field.change', field: 'email', value: goodFeedback.email },
  { type: 'field.change', field: 'type', value: goodFeedback.type },
  { type: 'field.change', field: 'comments', value: goodFeedback.comments },
];

export const feedbackModel: MachineModel = {
  machine: feedbackMachine,
  starts: [{ name: 'the form', input: undefined }],
  actors: Object.keys({ loadOptions: true, submitFeedback: true } satisfies Record<keyof FeedbackActorIO, true>),
  actions: Object.keys({
    notifyProblem: true,
    notifySent: true,
    logFailure: true,
  } satisfies Record<keyof FeedbackActionParams, true>),
  // What the guards read: the first check the form fails, if any.
  key: (snapshot: AnyMachineSnapshot) => feedbackProblem((snapshot.context as FeedbackContext).fields),
  events: () => [
    ...fillIn,
    { type: 'field.change', field: 'city', value: 'Vadodara' },
    { type: 'feedback.submit' },
    { type: 'options.retry' },
    done('loadOptions', feedbackOptions),
    failed('loadOptions', refusal(503, MESSAGES.serverError)),
    failed('loadOptions', offline),
    done('submitFeedback', MESSAGES.feedbackSent),
    failed('submitFeedback', refusal(429, MESSAGES.feedbackLimit)),
    failed('submitFeedback', offline),
  ],
};

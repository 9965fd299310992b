import type * as v from 'valibot';
import type { FeedbackOptions, FeedbackRequest, FeedbackType } from '../../contract/feedback.ts';

/** What the form shows, as typed; `type` is '' only when no radio is chosen. */
export interface FeedbackForm {
  name: string;
  city: string;
  outlet_id: string;
  mobile_number: string;
  email: string;
  type: FeedbackType | '';
  comments: string;
}

export type FeedbackField = keyof FeedbackForm;

/** The feedback as sent: the fields once the nine checks pass, trimmed. */
export type FeedbackSubmission = v.InferOutput<typeof FeedbackRequest>;

export interface FeedbackContext {
  /** The cities and outlets to choose from; empty until `GET feedback` answers. */
  options: FeedbackOptions;
  fields: FeedbackForm;
  /** Why the choices could not be loaded (the server's msg or a generic one); null otherwise. */
  loadError: string | null;
}

/** One field's new value; `type` takes only the four types (or '' for none). */
export type FeedbackFieldChange = {
  [Field in FeedbackField]: { type: 'field.change'; field: Field; value: FeedbackForm[Field] };
}[FeedbackField];

export type FeedbackEvent =
  | FeedbackFieldChange
  /** SUBMIT FEEDBACK. */
  | { type: 'feedback.submit' }
  /** After the choices could not be loaded. */
  | { type: 'options.retry' };

/** What the app's actors receive and resolve with (`feedbackMachine.provide({ actors })`). */
export interface FeedbackActorIO {
  /** `GET feedback`: the cities and the outlets with their city. */
  loadOptions: { input: undefined; output: FeedbackOptions };
  /** `POST feedback`: resolves with the server's msg ('Thank you for your feedback'). */
  submitFeedback: { input: FeedbackSubmission; output: string };
}

/** The actions the app supplies, and the params each receives. */
export interface FeedbackActionParams {
  /** An error toast: the first check the form fails, the server's refusal, that the device is offline, or a generic message. */
  notifyProblem: { message: string };
  /** A success toast with the server's msg; the form is already empty again. */
  notifySent: { message: string };
  /** A network failure: logged; the customer reads that the device is offline, or a generic message. */
  logFailure: { error: unknown };
}

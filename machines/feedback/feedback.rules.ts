import * as v from 'valibot';
import { type FeedbackOptions, FeedbackRequest } from '../../contract/feedback.ts';
import type { FeedbackFieldChange, FeedbackForm, FeedbackSubmission } from './feedback.types.ts';

/** The form as it opens, and again after a feedback is sent: empty, the type concern (spec section 4). */
export const EMPTY_FORM: FeedbackForm = {
  name: '',
  city: '',
  outlet_id: '',
  mobile_number: '',
  email: '',
  type: 'concern',
  comments: '',
};

export const NO_OPTIONS: FeedbackOptions = { cityData: [], StoreData: [] };

/**
 * The first of the nine checks of spec section 5 the form fails, in their order, or null. The server's own
 * schema, so both say the same.
 */
export function feedbackProblem(fields: FeedbackForm): string | null {
  const result = v.safeParse(FeedbackRequest, fields, { abortEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** The feedback as sent, once `feedbackProblem` has nothing to say about the form: every field trimmed. */
export function tidyFeedback(fields: FeedbackForm): FeedbackSubmission {
  return v.parse(FeedbackRequest, fields);
}

/** The outlets the outlet select offers: the chosen city's; none before a city is chosen. */
export function outletsOfCity(options: FeedbackOptions, city: string): FeedbackOptions['StoreData'] {
  return options.StoreData.filter((outlet) => outlet.city === city);
}

/** The form after one field's change; a new city drops an outlet that is not one of its own. */
export function withChange(options: FeedbackOptions, fields: FeedbackForm, change: FeedbackFieldChange): FeedbackForm {
  const next: FeedbackForm = { ...fields, [change.field]: change.value };
  const outletFits = outletsOfCity(options, next.city).some((outlet) => outlet.id === next.outlet_id);
  return change.field === 'city' && !outletFits ? { ...next, outlet_id: '' } : next;
}

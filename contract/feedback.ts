import * as v from 'valibot';
import * as MESSAGES from './messages.ts';
import { EMAIL, hasLetter } from './textRules.ts';

/** The feedback types (spec section 2) [sic: 'appreaciation'], concern by default. */
export const FEEDBACK_TYPES = ['concern', 'appreaciation', 'suggestion', 'query'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** `GET feedback`: the choices of the form: the cities, and the outlets with their city. */
export const FeedbackOptionsSchema = v.object({
  cityData: v.array(v.string()),
  StoreData: v.array(v.object({ id: v.string(), name: v.string(), city: v.string() })),
});
export type FeedbackOptions = v.InferOutput<typeof FeedbackOptionsSchema>;

/** The longest each text of the form may be: its field stops there, and the server refuses more. */
export const FEEDBACK_MAX = { name: 80, city: 60, outlet_id: 100, email: 120, comments: 2000 } as const;

const text = (message: string, field: string, max: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, MESSAGES.feedbackTooLong(field, max)),
  );

/**
 * `POST feedback`: the nine checks of spec section 5 in their order (the form stops at the first); the
 * server checks the same with the same texts. The outlet must be one of the city's (checked on the
 * server against its data).
 */
export const FeedbackRequest = v.object({
  name: v.pipe(text(MESSAGES.feedbackName, 'Name', FEEDBACK_MAX.name), hasLetter(MESSAGES.feedbackName)),
  city: text(MESSAGES.feedbackCity, 'City', FEEDBACK_MAX.city),
  outlet_id: text(MESSAGES.feedbackOutlet, 'Outlet', FEEDBACK_MAX.outlet_id),
  mobile_number: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(MESSAGES.feedbackMobile),
    v.regex(/^\d{10}$/, MESSAGES.feedbackMobileDigits),
  ),
  email: v.pipe(
    text(MESSAGES.feedbackEmail, 'Email', FEEDBACK_MAX.email),
    v.regex(EMAIL, MESSAGES.feedbackEmailInvalid),
  ),
  type: v.picklist(FEEDBACK_TYPES, MESSAGES.feedbackType),
  comments: text(MESSAGES.feedbackComments, 'Comments', FEEDBACK_MAX.comments),
});

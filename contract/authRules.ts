import * as v from 'valibot';
import { NAME_MAX, ORDER_TYPES, OTP_DIGITS } from './constants.ts';
import * as MESSAGES from './messages.ts';
import { EMAIL, hasLetter, MOBILE_NUMBER, requiredText } from './textRules.ts';

// What the customer sends about their account and its rules (spec section 5), shared by the forms (through
// the machines) and the server, apart from the replies (auth.ts): the shell reads the profile on every page
// and needs only its schema, and these rules load with the forms.

const otpPattern = new RegExp(`^\\d{${OTP_DIGITS}}$`);

/** Login: 'Please enter a mobile number', then 'Please enter valid mobile number'. */
export const LoginMobile = v.pipe(
  requiredText(MESSAGES.pleaseEnterMobile),
  v.regex(MOBILE_NUMBER, MESSAGES.invalidMobile),
);

/** Sign-up's mobile number has its own message for both cases. */
const SignupMobile = v.pipe(requiredText(MESSAGES.signupMobile), v.regex(MOBILE_NUMBER, MESSAGES.signupMobile));

/** A name, refused with `missing` when there is none and as too long by its `label`. */
const Name = (missing: string, label: string) =>
  v.pipe(
    requiredText(missing),
    hasLetter(missing),
    v.maxLength(NAME_MAX, `${label} is too long (at most ${NAME_MAX} characters)`),
  );

const Email = (missing: string, invalid: string) =>
  v.pipe(requiredText(missing), v.maxLength(120, invalid), v.regex(EMAIL, invalid), v.toLowerCase());

export const LoginRequest = v.object({ mobile_number: LoginMobile });

/**
 * `register`, with the sign-up ticket `login_verify` gave as bearer. The account's number is the one the ticket
 * proves: `mobile_number` (the spec's field, shown fixed in the form) is checked here and otherwise ignored.
 */
export const SignupRequest = v.object({
  first_name: Name(MESSAGES.pleaseEnterName, 'The name'),
  mobile_number: v.optional(SignupMobile),
  email: Email(MESSAGES.pleaseEnterEmailAddress, MESSAGES.invalidEmailAddress),
});
export type SignupFields = v.InferInput<typeof SignupRequest>;

export const OtpCode = v.pipe(v.string(MESSAGES.otpIncomplete), v.regex(otpPattern, MESSAGES.otpIncomplete));
export const VerifyOtpRequest = v.object({ otp: OtpCode, storeId: v.optional(v.pipe(v.string(), v.trim()), '') });

export const ProfileUpdateRequest = v.object({
  first_name: Name(MESSAGES.pleaseEnterFirstName, 'The first name'),
  last_name: Name(MESSAGES.pleaseEnterLastName, 'The last name'),
  email: Email(MESSAGES.pleaseEnterProfileEmail, MESSAGES.invalidProfileEmail),
});
export type ProfileFields = v.InferInput<typeof ProfileUpdateRequest>;

export const ChangeDeliveryTypeRequest = v.object({
  type: v.picklist(ORDER_TYPES, 'type must be delivery or take_out'),
});

/** The pickup (or delivery) outlet chosen in the location panel: `pickUp` is the outlet's id. */
export const UpdatePickUpLocationRequest = v.object({
  pickUp: requiredText('pickUp is required'),
  city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60)), ''),
  area: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
});

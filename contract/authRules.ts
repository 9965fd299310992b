import * as v from 'valibot';
import { MOBILE_DIGITS, ORDER_TYPES, OTP_DIGITS } from './constants.ts';
import * as MESSAGES from './messages.ts';
import { requiredText } from './textRules.ts';

// What the customer sends about their account and its rules (spec section 5), shared by the forms (through
// the machines) and the server, apart from the replies (auth.ts): the shell reads the profile on every page
// and needs only its schema, and these rules load with the forms.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const mobilePattern = new RegExp(`^\\d{${MOBILE_DIGITS}}$`);
const otpPattern = new RegExp(`^\\d{${OTP_DIGITS}}$`);

/** Login: 'Please enter a mobile number', then 'Please enter valid mobile number'. */
export const LoginMobile = v.pipe(
  requiredText(MESSAGES.pleaseEnterMobile),
  v.regex(mobilePattern, MESSAGES.invalidMobile),
);

/** Sign-up's mobile number has its own message for both cases. */
const SignupMobile = v.pipe(requiredText(MESSAGES.signupMobile), v.regex(mobilePattern, MESSAGES.signupMobile));

const Name = (message: string) => v.pipe(requiredText(message), v.maxLength(60, 'The name is too long'));

const Email = (missing: string, invalid: string) =>
  v.pipe(requiredText(missing), v.maxLength(120, invalid), v.regex(EMAIL, invalid), v.toLowerCase());

export const LoginRequest = v.object({ mobile_number: LoginMobile });

/**
 * `register`, with the sign-up ticket `login_verify` gave as bearer. The account's number is the one the ticket
 * proves: `mobile_number` (the spec's field, shown fixed in the form) is checked here and otherwise ignored.
 */
export const SignupRequest = v.object({
  first_name: Name(MESSAGES.pleaseEnterName),
  mobile_number: v.optional(SignupMobile),
  email: Email(MESSAGES.pleaseEnterEmailAddress, MESSAGES.invalidEmailAddress),
});
export type SignupFields = v.InferInput<typeof SignupRequest>;

export const OtpCode = v.pipe(v.string(MESSAGES.otpIncomplete), v.regex(otpPattern, MESSAGES.otpIncomplete));
export const VerifyOtpRequest = v.object({ otp: OtpCode, storeId: v.optional(v.pipe(v.string(), v.trim()), '') });

export const ProfileUpdateRequest = v.object({
  first_name: Name(MESSAGES.pleaseEnterFirstName),
  last_name: Name(MESSAGES.pleaseEnterLastName),
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

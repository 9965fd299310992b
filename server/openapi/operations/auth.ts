import * as v from 'valibot';
import { SessionReplySchema, SignInReplySchema } from '../../../contract/auth.ts';
import { OTP_RESEND_SECONDS } from '../../../contract/constants.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { operationsOf } from '../operation.ts';
import { CODE_CHECKED, CODE_TEXTED } from './sharedCalls.ts';

export const authOperations = operationsOf('Sign-in', {
  register: {
    summary: 'Create an account for a verified number',
    description:
      "The sign-up ticket `login_verify` gave for a number without an account is the bearer; it works once, for ten minutes. The account's number is the ticket's. The reply's token is the new customer's session.",
    security: [{ otpChallenge: [] }],
    data: SessionReplySchema,
    msg: [MESSAGES.signedUp],
    refusals: { 401: [MESSAGES.signupExpired], 429: [MESSAGES.signupClientLimit] },
  },
  login: {
    summary: 'Text a sign-in code to a mobile number',
    description:
      'Every well-formed number gets the same reply and a code, whether it has an account or not. The code goes only by SMS; the reply holds the challenge token to send back, as bearer, with the code to `login_verify`.',
    ...CODE_TEXTED,
    refusals: {
      429: [MESSAGES.otpClientLimit, MESSAGES.otpResendWait(OTP_RESEND_SECONDS), MESSAGES.otpNumberLimit],
      502: [MESSAGES.smsFailed],
    },
  },
  verify: {
    summary: 'Sign in with the texted code',
    description:
      "The challenge token `login` gave is the bearer. For a number with an account the reply's token is the session (`newCustomer: false`); for one without, it is a sign-up ticket for `register` (`newCustomer: true`). `storeId`, when it names an outlet, becomes the customer's.",
    ...CODE_CHECKED,
    data: SignInReplySchema,
    msg: [MESSAGES.signedIn, MESSAGES.numberVerified],
  },
  logout: { summary: 'End the session', data: v.null(), msg: [MESSAGES.signedOut] },
});

import * as v from 'valibot';
import { LoginReplySchema, SessionReplySchema } from '../../../contract/auth.ts';
import { OTP_RESEND_SECONDS } from '../../../contract/constants.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { operationsOf } from '../operation.ts';

const signIn = operationsOf('Sign-in');

export const authOperations = {
  register: signIn({
    summary: 'Create an account',
    data: v.null(),
    msg: [MESSAGES.signedUp],
    refusals: { 409: [MESSAGES.alreadyRegistered] },
  }),
  login: signIn({
    summary: 'Text a sign-in code to a mobile number',
    description:
      'The code goes only by SMS; the reply holds the challenge token to send back, as bearer, with the code to `login_verify`.',
    data: LoginReplySchema,
    msg: [MESSAGES.otpSent],
    refusals: {
      404: [MESSAGES.mobileNotFound],
      429: [MESSAGES.otpClientLimit, MESSAGES.otpResendWait(OTP_RESEND_SECONDS), MESSAGES.otpNumberLimit],
      502: [MESSAGES.smsFailed],
    },
  }),
  verify: signIn({
    summary: 'Sign in with the texted code',
    description:
      "The challenge token `login` gave is the bearer. The reply's token is the session; `storeId`, when it names an outlet, becomes the customer's.",
    security: [{ otpChallenge: [] }],
    data: SessionReplySchema,
    msg: [MESSAGES.signedIn],
    refusals: { 401: [MESSAGES.loginRequired, MESSAGES.otpExpired, MESSAGES.otpWrong, MESSAGES.otpUsedUp] },
  }),
  logout: signIn({ summary: 'End the session', data: v.null(), msg: [MESSAGES.signedOut] }),
};

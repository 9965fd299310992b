import type { Context } from 'hono';
import { OTP_RESEND_SECONDS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { HolderKind } from '../db/queries/otpChallenges.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok, refused } from '../http/reply.ts';
import { bearerToken } from '../http/session.ts';
import { issueSignInCode } from '../usecases/issueSignInCode.ts';
import { verifySignInCode } from '../usecases/verifySignInCode.ts';

// The shop's and the console's sign-in answer alike: only whose account the code opens differs.

/** `login`: texts a code to the number and answers the challenge to send it back with. */
export async function sendSignInCode(c: Context, deps: AppDeps, mobile: string, kind: HolderKind) {
  const issued = await issueSignInCode(deps, { mobile, client: deps.clientAddress(c), kind });
  if ('refusal' in issued) return refused(c, issued);
  const reply = { token: issued.token, user: { mobile_number: mobile }, resendAfter: OTP_RESEND_SECONDS };
  return ok(c, reply, MESSAGES.otpSent);
}

/**
 * `login_verify`: the challenge as bearer and the code. Answers the session; the shop's customers get
 * `newCustomer` beside it, and a number without an account gets a sign-up ticket instead of a session.
 */
export async function checkSignInCode(
  c: Context,
  deps: AppDeps,
  fields: { otp: string; storeId?: string },
  kind: HolderKind,
) {
  const challengeToken = bearerToken(c);
  if (!challengeToken) return fail(c, 401, MESSAGES.loginRequired);
  const verified = await verifySignInCode(deps, { challengeToken, ...fields, kind });
  if ('refusal' in verified) return refused(c, verified);
  if ('signupTicket' in verified)
    return ok(c, { token: verified.signupTicket, newCustomer: true }, MESSAGES.numberVerified);
  const reply = kind === 'customer' ? { token: verified.session, newCustomer: false } : { token: verified.session };
  return ok(c, reply, MESSAGES.signedIn);
}

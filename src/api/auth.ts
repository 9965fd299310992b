import * as v from 'valibot';
import { LoginReplySchema, SessionReplySchema, SignInReplySchema } from '../../contract/auth.ts';
import type { LoginRequest, SignupFields, SignupRequest, VerifyOtpRequest } from '../../contract/authRules.ts';
import { api, body } from './client.ts';

/** Asks the server to text a code to the number; the reply carries the login challenge, never the code. */
export function sendOtp(mobile: string) {
  return api.post('login', LoginReplySchema, body<typeof LoginRequest>({ mobile_number: mobile }));
}

/** Creates the account of the number the sign-up ticket proves; the new customer's session token. */
export function register(ticket: string, fields: SignupFields) {
  return api.post('register', SessionReplySchema, body<typeof SignupRequest>(fields), { bearer: ticket });
}

/** Trades the challenge and the code for a session token, or for a number without an account a sign-up ticket. */
export function verifyOtp(challengeToken: string, otp: string, storeId: string) {
  return api.post('login_verify', SignInReplySchema, body<typeof VerifyOtpRequest>({ otp, storeId }), {
    bearer: challengeToken,
  });
}

export function logout(): Promise<undefined> {
  return api.get('logout', v.unknown()).then(() => undefined);
}

import { Hono } from 'hono';
import { LoginRequest, SignupRequest, VerifyOtpRequest } from '../../contract/auth.ts';
import { OTP_RESEND_SECONDS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { createCustomer } from '../db/queries/customers.ts';
import { revokeSession } from '../db/queries/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok, refused } from '../http/reply.ts';
import { bearerToken, requireCustomer } from '../http/session.ts';
import { validBody } from '../http/validate.ts';
import { authOperations as doc } from '../openapi/operations/auth.ts';
import { issueSignInCode } from '../usecases/issueSignInCode.ts';
import { verifySignInCode } from '../usecases/verifySignInCode.ts';

/**
 * Sign-up, and sign-in by a code texted to the mobile number: the browser holds only the challenge's
 * token until it sends the code back with it.
 */
export function authRoutes(deps: AppDeps) {
  const { db, clock, clientAddress } = deps;
  return new Hono()
    .post('/register', doc.register, validBody(SignupRequest), async (c) => {
      const created = await createCustomer(db, c.req.valid('form'), clock());
      return created ? ok(c, null, MESSAGES.signedUp) : fail(c, 409, MESSAGES.alreadyRegistered);
    })
    .post('/login', doc.login, validBody(LoginRequest), async (c) => {
      const mobile = c.req.valid('form').mobile_number;
      const issued = await issueSignInCode(deps, { mobile, client: clientAddress(c) });
      if ('refusal' in issued) return refused(c, issued);
      const reply = { token: issued.token, user: { mobile_number: mobile }, resendAfter: OTP_RESEND_SECONDS };
      return ok(c, reply, MESSAGES.otpSent);
    })
    .post('/login_verify', doc.verify, validBody(VerifyOtpRequest), async (c) => {
      const challengeToken = bearerToken(c);
      if (!challengeToken) return fail(c, 401, MESSAGES.loginRequired);
      const verified = await verifySignInCode(deps, { challengeToken, ...c.req.valid('form') });
      return 'refusal' in verified ? refused(c, verified) : ok(c, { token: verified.session }, MESSAGES.signedIn);
    })
    .get('/logout', doc.logout, requireCustomer(deps), async (c) => {
      await revokeSession(db, c.var.sessionHash, clock());
      return ok(c, null, MESSAGES.signedOut);
    });
}

import { Hono } from 'hono';
import { LoginRequest, SignupRequest, VerifyOtpRequest } from '../../contract/authRules.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok, refused } from '../http/reply.ts';
import { bearerToken, requireCustomer, signOut } from '../http/session.ts';
import { validBody } from '../http/validate.ts';
import { authOperations as doc } from '../openapi/operations/auth.ts';
import { registerCustomer } from '../usecases/registerCustomer.ts';
import { checkSignInCode, sendSignInCode } from './signIn.ts';

/**
 * Sign-in by a code texted to the mobile number, and sign-up once a code has verified a number without an
 * account: the browser holds only the challenge's token until it sends the code back with it, then the
 * session's, or the sign-up ticket's until `register`. No reply says whether an unverified number has an account.
 */
export function authRoutes(deps: AppDeps) {
  return new Hono()
    .post('/register', doc.register, validBody(SignupRequest), async (c) => {
      const ticket = bearerToken(c);
      if (!ticket) return fail(c, 401, MESSAGES.signupExpired);
      const fields = c.req.valid('form');
      const registered = await registerCustomer(deps, { ticket, fields, client: deps.clientAddress(c) });
      return 'refusal' in registered ? refused(c, registered) : ok(c, { token: registered.session }, MESSAGES.signedUp);
    })
    .post('/login', doc.login, validBody(LoginRequest), (c) =>
      sendSignInCode(c, deps, c.req.valid('form').mobile_number, 'customer'),
    )
    .post('/login_verify', doc.verify, validBody(VerifyOtpRequest), (c) =>
      checkSignInCode(c, deps, c.req.valid('form'), 'customer'),
    )
    .get('/logout', doc.logout, requireCustomer(deps), async (c) => {
      await signOut(deps, c.var.sessionHash);
      return ok(c, null, MESSAGES.signedOut);
    });
}

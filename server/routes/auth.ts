import { Hono } from 'hono';
import { LoginRequest, SignupRequest, VerifyOtpRequest } from '../../contract/auth.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { createCustomer } from '../db/queries/customers.ts';
import { revokeSession } from '../db/queries/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { validBody } from '../http/validate.ts';
import { authOperations as doc } from '../openapi/operations/auth.ts';
import { checkSignInCode, sendSignInCode } from './signIn.ts';

/**
 * Sign-up, and sign-in by a code texted to the mobile number: the browser holds only the challenge's
 * token until it sends the code back with it.
 */
export function authRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono()
    .post('/register', doc.register, validBody(SignupRequest), async (c) => {
      const created = await createCustomer(db, c.req.valid('form'), clock());
      return created ? ok(c, null, MESSAGES.signedUp) : fail(c, 409, MESSAGES.alreadyRegistered);
    })
    .post('/login', doc.login, validBody(LoginRequest), (c) =>
      sendSignInCode(c, deps, c.req.valid('form').mobile_number, 'customer'),
    )
    .post('/login_verify', doc.verify, validBody(VerifyOtpRequest), (c) =>
      checkSignInCode(c, deps, c.req.valid('form'), 'customer'),
    )
    .get('/logout', doc.logout, requireCustomer(deps), async (c) => {
      await revokeSession(db, c.var.sessionHash, clock());
      return ok(c, null, MESSAGES.signedOut);
    });
}

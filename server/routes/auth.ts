import { Hono } from 'hono';
import { LoginRequest, SignupRequest, VerifyOtpRequest } from '../../contract/auth.ts';
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { changeProfile, createCustomer, customerIdByMobile } from '../db/queries/customers.ts';
import {
  challengeForUpdate,
  closeChallenge,
  deleteChallenge,
  insertChallenge,
  lockOtpIssuing,
  otpHistory,
  recordOtpRequest,
  recordWrongTry,
} from '../db/queries/otpChallenges.ts';
import { findOutlet } from '../db/queries/outlets.ts';
import { insertSession, revokeSession } from '../db/queries/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { CODE_REFUSAL, codeVerdict, otpRefusal } from '../domain/otp.ts';
import { codeHash, newCode, newToken, otpText, sha256 } from '../domain/secrets.ts';
import { fail, ok } from '../http/reply.ts';
import { bearerToken, requireCustomer } from '../http/session.ts';
import { validBody } from '../http/validate.ts';
import { authOperations as doc } from '../openapi/operations/auth.ts';

type Issued = { refused: { status: 404 | 429; msg: string } } | { challengeId: string; token: string; code: string };

/**
 * Sign-up, and sign-in by a code texted to the mobile number. The code never leaves the server but by
 * SMS: the browser holds only a challenge token, and the database only the code's hash.
 */
export function authRoutes(deps: AppDeps) {
  const { db, clock, sms, clientAddress } = deps;

  /** Records the request and, within the limits, a new attempt; one issuer at a time across processes. */
  const issueCode = (mobile: string, client: string, now: Date) =>
    db.transaction<Issued>(async (tx) => {
      await lockOtpIssuing(tx);
      const customerId = await customerIdByMobile(tx, mobile);
      const refusal = otpRefusal(await otpHistory(tx, client, customerId, now), now);
      if (refusal) return { refused: { status: 429, msg: refusal } };
      // Unknown numbers count against the client's limit too: guessing which numbers have accounts costs the same.
      await recordOtpRequest(tx, client, mobile, now);
      if (!customerId) return { refused: { status: 404, msg: MESSAGES.mobileNotFound } };
      const token = newToken();
      const challengeId = sha256(token);
      const code = newCode();
      const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
      await insertChallenge(tx, { id: challengeId, customerId, codeHash: codeHash(challengeId, code), expiresAt }, now);
      return { challengeId, token, code };
    });

  return new Hono()
    .post('/register', doc.register, validBody(SignupRequest), async (c) => {
      const created = await createCustomer(db, c.req.valid('form'), clock());
      return created ? ok(c, null, MESSAGES.signedUp) : fail(c, 409, MESSAGES.alreadyRegistered);
    })
    .post('/login', doc.login, validBody(LoginRequest), async (c) => {
      const mobile = c.req.valid('form').mobile_number;
      const issued = await issueCode(mobile, clientAddress(c), clock());
      if ('refused' in issued) return fail(c, issued.refused.status, issued.refused.msg);
      try {
        await sms.send(mobile, otpText(issued.code));
      } catch (error) {
        // Not sent, so not counted: the customer may ask again at once.
        await deleteChallenge(db, issued.challengeId);
        console.error(`SMS to ${mobile} failed:`, error instanceof Error ? error.message : error);
        return fail(c, 502, MESSAGES.smsFailed);
      }
      return ok(
        c,
        { token: issued.token, user: { mobile_number: mobile }, resendAfter: OTP_RESEND_SECONDS },
        MESSAGES.otpSent,
      );
    })
    .post('/login_verify', doc.verify, validBody(VerifyOtpRequest), async (c) => {
      const challengeToken = bearerToken(c);
      if (!challengeToken) return fail(c, 401, MESSAGES.loginRequired);
      const { otp, storeId } = c.req.valid('form');
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const challenge = await challengeForUpdate(tx, sha256(challengeToken));
        if (!challenge) return { msg: MESSAGES.otpExpired };
        const verdict = codeVerdict(challenge, otp, now);
        if (verdict === 'wrong' || verdict === 'lastWrong') {
          await recordWrongTry(tx, challenge.id, verdict === 'lastWrong', now);
        }
        if (verdict !== 'accepted') return { msg: CODE_REFUSAL[verdict] };
        await closeChallenge(tx, challenge.id, now);
        const session = newToken();
        await insertSession(tx, sha256(session), challenge.customer_id, now);
        // The outlet chosen before signing in becomes the customer's; an unknown id is simply not kept.
        if (storeId && (await findOutlet(tx, storeId, now))) {
          await changeProfile(tx, challenge.customer_id, { outlet_id: storeId });
        }
        return { session };
      });
      return 'session' in outcome ? ok(c, { token: outcome.session }, MESSAGES.signedIn) : fail(c, 401, outcome.msg);
    })
    .get('/logout', doc.logout, requireCustomer(deps), async (c) => {
      await revokeSession(db, c.var.sessionHash, clock());
      return ok(c, null, MESSAGES.signedOut);
    });
}

import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LoginReplySchema, ProfileSchema, SessionReplySchema } from '../../contract/auth.ts';
import {
  OTP_PER_CLIENT_PER_HOUR,
  OTP_PER_NUMBER_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
} from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { SmsSender } from '../../server/adapters/sms/sms.ts';
import type { Db } from '../../server/db/db.ts';
import { forwardedAddress } from '../../server/http/clientAddress.ts';
import {
  call,
  challengeFor,
  codeTextedTo,
  newMobile,
  requestCode,
  signedInCustomer,
  signUp,
  verify,
} from './support/customers.ts';
import { type App, expectData, expectRefusal, type Reply, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

const START = new Date('2026-11-20T10:00:00+05:30');
const SECOND = 1000;

let db: Db;
let now: Date;
let app: App;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db?.close());
beforeEach(() => {
  // Each test starts an hour after the last one began, so no test inherits another's limits.
  now = new Date(Math.max(START.getTime(), (now?.getTime() ?? 0) + 3600 * SECOND * 2));
  app = testApp(db, () => now);
});

/** A code that is not the one texted. */
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('register', () => {
  test.each([
    [{ first_name: '', mobile_number: '9876500001', email: 'a@example.com' }, MESSAGES.pleaseEnterName],
    [{ first_name: 'Asha', mobile_number: '', email: 'a@example.com' }, MESSAGES.signupMobile],
    [{ first_name: 'Asha', mobile_number: '98765', email: 'a@example.com' }, MESSAGES.signupMobile],
    [{ first_name: 'Asha', mobile_number: '9876500001', email: '' }, MESSAGES.pleaseEnterEmailAddress],
    [{ first_name: 'Asha', mobile_number: '9876500001', email: 'a@example' }, MESSAGES.invalidEmailAddress],
  ])('refuses %o with the form’s message', async (fields, message) => {
    expectRefusal(await call(app, 'register', { fields }), 400, message);
  });

  test('creates an account once per number', async () => {
    const mobile = newMobile();
    await signUp(app, mobile);
    expectRefusal(
      await call(app, 'register', { fields: { first_name: 'B', mobile_number: mobile, email: 'b@example.com' } }),
      409,
      MESSAGES.alreadyRegistered,
    );
  });
});

describe('login: sending a code', () => {
  test('checks the number with the login form’s two messages', async () => {
    expectRefusal(await requestCode(app, ''), 400, MESSAGES.pleaseEnterMobile);
    expectRefusal(await requestCode(app, '98765x4321'), 400, MESSAGES.invalidMobile);
    expectRefusal(await requestCode(app, '12345'), 400, MESSAGES.invalidMobile);
  });

  test("answers 'Mobile Number not Found' for a number without an account", async () => {
    expectRefusal(await requestCode(app, newMobile()), 404, MESSAGES.mobileNotFound);
  });

  test('texts a 4-digit code and answers with a challenge; no reply of the whole flow carries the code', async () => {
    const mobile = newMobile();
    const replies: Reply[] = [];
    const keep = (reply: Reply) => {
      replies.push(reply);
      return reply;
    };
    keep(
      await call(app, 'register', { fields: { first_name: 'Asha', mobile_number: mobile, email: 'a@example.com' } }),
    );
    const sent = expectData(keep(await requestCode(app, mobile)), LoginReplySchema);
    expect(sent).toEqual({
      token: expect.any(String),
      user: { mobile_number: mobile },
      resendAfter: OTP_RESEND_SECONDS,
    });
    const code = await codeTextedTo(app, mobile);
    keep(await verify(app, sent.token, wrongCode(code)));
    const { token } = expectData(keep(await verify(app, sent.token, code)), SessionReplySchema);
    keep(await call(app, 'user_profile', { method: 'GET', bearer: token }));
    keep(await call(app, 'logout', { method: 'GET', bearer: token }));

    // The code as a value of its own (tokens are base64url, so a run of digits inside one is not the code).
    const standalone = new RegExp(`(?<![A-Za-z0-9_-])${code}(?![A-Za-z0-9_-])`);
    for (const reply of replies) expect(JSON.stringify(reply.body)).not.toMatch(standalone);
    const stored = await db.query<{ code_hash: string }>('SELECT code_hash FROM otp_challenges');
    for (const row of stored) expect(row.code_hash).not.toContain(code);
  });

  test(`makes a customer wait ${OTP_RESEND_SECONDS} s before another code, and only the newest code works`, async () => {
    const mobile = newMobile();
    await signUp(app, mobile);
    const first = await challengeFor(app, mobile);
    const firstCode = await codeTextedTo(app, mobile);
    later(10 * SECOND);
    expectRefusal(await requestCode(app, mobile), 429, MESSAGES.otpResendWait(OTP_RESEND_SECONDS - 10));
    later((OTP_RESEND_SECONDS - 10) * SECOND);
    const second = await challengeFor(app, mobile);
    expectRefusal(await verify(app, first, firstCode), 401, MESSAGES.otpExpired);
    expectData(await verify(app, second, await codeTextedTo(app, mobile)), SessionReplySchema);
  });

  test(`sends at most ${OTP_PER_NUMBER_PER_HOUR} codes an hour to a number`, async () => {
    const mobile = newMobile();
    await signUp(app, mobile);
    for (let sent = 0; sent < OTP_PER_NUMBER_PER_HOUR; sent += 1) {
      await challengeFor(app, mobile);
      later(OTP_RESEND_SECONDS * SECOND);
    }
    expectRefusal(await requestCode(app, mobile), 429, MESSAGES.otpNumberLimit);
    later(3600 * SECOND);
    await challengeFor(app, mobile);
  });

  test(`answers at most ${OTP_PER_CLIENT_PER_HOUR} requests an hour from one client, unknown numbers included`, async () => {
    const known = newMobile();
    await signUp(app, known);
    for (let sent = 0; sent < OTP_PER_CLIENT_PER_HOUR; sent += 1) {
      expectRefusal(await requestCode(app, newMobile(), 'client-a'), 404, MESSAGES.mobileNotFound);
    }
    expectRefusal(await requestCode(app, known, 'client-a'), 429, MESSAGES.otpClientLimit);
    await challengeFor(app, known, 'client-b');
  });

  test('behind a trusted proxy, the client is the address the proxy appended, whatever the client wrote before it', async () => {
    const proxied = testApp(db, () => now, { clientAddress: forwardedAddress });
    const from = (forwardedFor: string) =>
      proxied.request('/api/v1/user/login', {
        method: 'POST',
        headers: { 'X-Forwarded-For': forwardedFor },
        body: new URLSearchParams({ mobile_number: newMobile() }),
      });
    for (let sent = 0; sent < OTP_PER_CLIENT_PER_HOUR; sent += 1) {
      expect((await from(`203.0.113.${sent}, 10.0.0.7`)).status).toBe(404);
    }
    expect((await from('198.51.100.1, 10.0.0.7')).status).toBe(429);
    expect((await from('10.0.0.8')).status).toBe(404);
  });

  test('many requests at once for one number get one code', async () => {
    const mobile = newMobile();
    await signUp(app, mobile);
    const replies = await Promise.all(Array.from({ length: 8 }, () => requestCode(app, mobile)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
  });

  test('a code that could not be texted does not count: the customer may ask again at once', async () => {
    const mobile = newMobile();
    await signUp(app, mobile);
    const down: SmsSender = { kind: 'gateway', send: () => Promise.reject(new Error('gateway down')) };
    const quiet = console.error;
    console.error = () => {};
    try {
      expectRefusal(
        await requestCode(
          testApp(db, () => now, { sms: down }),
          mobile,
        ),
        502,
        MESSAGES.smsFailed,
      );
    } finally {
      console.error = quiet;
    }
    await challengeFor(app, mobile);
  });
});

describe('login_verify: trading the code for a session', () => {
  async function challengeAndCode() {
    const mobile = newMobile();
    await signUp(app, mobile);
    const challenge = await challengeFor(app, mobile);
    return { mobile, challenge, code: await codeTextedTo(app, mobile) };
  }

  test('checks the code’s shape, and wants the challenge as bearer', async () => {
    const { challenge, code } = await challengeAndCode();
    expectRefusal(await verify(app, challenge, '12a4'), 400, MESSAGES.otpIncomplete);
    expectRefusal(await verify(app, challenge, '123'), 400, MESSAGES.otpIncomplete);
    expectRefusal(await call(app, 'login_verify', { fields: { otp: code } }), 401, MESSAGES.loginRequired);
  });

  test('works once', async () => {
    const { challenge, code } = await challengeAndCode();
    expectData(await verify(app, challenge, code), SessionReplySchema);
    expectRefusal(await verify(app, challenge, code), 401, MESSAGES.otpExpired);
  });

  test(`lives ${OTP_TTL_SECONDS / 60} minutes`, async () => {
    const first = await challengeAndCode();
    later(OTP_TTL_SECONDS * SECOND - SECOND);
    expectData(await verify(app, first.challenge, first.code), SessionReplySchema);

    const second = await challengeAndCode();
    later(OTP_TTL_SECONDS * SECOND);
    expectRefusal(await verify(app, second.challenge, second.code), 401, MESSAGES.otpExpired);
  });

  test('dies at the fifth wrong try, even for the right code after it', async () => {
    const { challenge, code } = await challengeAndCode();
    for (let tries = 1; tries < 5; tries += 1) {
      expectRefusal(await verify(app, challenge, wrongCode(code)), 401, MESSAGES.otpWrong);
    }
    expectRefusal(await verify(app, challenge, wrongCode(code)), 401, MESSAGES.otpUsedUp);
    expectRefusal(await verify(app, challenge, code), 401, MESSAGES.otpUsedUp);
  });

  test('keeps the outlet chosen before signing in; an unknown one is not kept', async () => {
    const { challenge, code } = await challengeAndCode();
    const { token } = expectData(await verify(app, challenge, code, 'surat-adajan'), SessionReplySchema);
    const profile = expectData(await call(app, 'user_profile', { method: 'GET', bearer: token }), ProfileSchema);
    expect(profile.deliveryOutletStore).toBe('surat-adajan');

    const other = await challengeAndCode();
    const session = expectData(await verify(app, other.challenge, other.code, 'nowhere'), SessionReplySchema);
    const kept = expectData(await call(app, 'user_profile', { method: 'GET', bearer: session.token }), ProfileSchema);
    expect(kept.deliveryOutletStore).toBeNull();
  });

  test('a session token is no challenge', async () => {
    const token = await signedInCustomer(app);
    expectRefusal(await verify(app, token, '1234'), 401, MESSAGES.otpExpired);
  });
});

describe('sessions', () => {
  const profile = (bearer?: string) => call(app, 'user_profile', { method: 'GET', bearer });

  test('a call marked auth refuses a missing, malformed or unknown token', async () => {
    expectRefusal(await profile(), 401, MESSAGES.loginRequired);
    const malformed = await app.request('/api/v1/user/user_profile', { headers: { Authorization: 'Bearer a b' } });
    expectRefusal({ status: malformed.status, body: await malformed.json() }, 401, MESSAGES.loginRequired);
    expectRefusal(await profile('abc'), 401, MESSAGES.loginRequired);
    expectRefusal(await profile('A'.repeat(43)), 401, MESSAGES.sessionExpired);
  });

  test('a challenge is no session token', async () => {
    const mobile = newMobile();
    await signUp(app, mobile);
    expectRefusal(await profile(await challengeFor(app, mobile)), 401, MESSAGES.sessionExpired);
  });

  test('logout revokes the session', async () => {
    const token = await signedInCustomer(app);
    expectData(await profile(token), ProfileSchema);
    const out = await call(app, 'logout', { method: 'GET', bearer: token });
    expect(out.body).toEqual({ error: 0, msg: MESSAGES.signedOut, data: null });
    expectRefusal(await profile(token), 401, MESSAGES.sessionExpired);
    expectRefusal(await call(app, 'logout', { method: 'GET', bearer: token }), 401, MESSAGES.sessionExpired);
  });

  test('expires after 30 days unused; each use restarts the 30 days', async () => {
    const token = await signedInCustomer(app);
    const day = 24 * 3600 * SECOND;
    later(29 * day);
    expectData(await profile(token), ProfileSchema);
    later(29 * day);
    expectData(await profile(token), ProfileSchema);
    later(30 * day + SECOND);
    expectRefusal(await profile(token), 401, MESSAGES.sessionExpired);
  });
});

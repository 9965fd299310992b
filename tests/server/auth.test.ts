import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LoginReplySchema, ProfileSchema, SessionReplySchema, SignInReplySchema } from '../../contract/auth.ts';
import {
  OTP_PER_CLIENT_PER_HOUR,
  OTP_PER_NUMBER_PER_DAY,
  OTP_PER_NUMBER_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  SIGNUP_TICKET_SECONDS,
  SIGNUPS_PER_CLIENT_PER_HOUR,
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
  register,
  requestCode,
  signedInCustomer,
  signUp,
  signupTicketFor,
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
/** A new number's code asked for through a trusted proxy, which says the client is `forwardedFor`. */
const loginBehindProxy = () => {
  const proxied = testApp(db, () => now, { clientAddress: forwardedAddress });
  return (forwardedFor: string) =>
    proxied.request('/api/v1/user/login', {
      method: 'POST',
      headers: { 'X-Forwarded-For': forwardedFor },
      body: new URLSearchParams({ mobile_number: newMobile() }),
    });
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

/** A customer who signed up an hour ago: their number's codes of the sign-up count against no limit now. */
async function known(mobile = newMobile()): Promise<string> {
  await signUp(app, mobile);
  later(3600 * SECOND);
  return mobile;
}

const customerCount = async () => Number((await db.query<{ n: number }>('SELECT count(*) AS n FROM customers'))[0]?.n);
const accountOf = async (mobile: string) =>
  (await db.query('SELECT id FROM customers WHERE mobile_number = $1', [mobile])).length;

describe('sign-up', () => {
  test.each([
    [{ first_name: '', mobile_number: '9876500001', email: 'a@example.com' }, MESSAGES.pleaseEnterName],
    [{ first_name: 'Asha', mobile_number: '', email: 'a@example.com' }, MESSAGES.signupMobile],
    [{ first_name: 'Asha', mobile_number: '98765', email: 'a@example.com' }, MESSAGES.signupMobile],
    [{ first_name: 'Asha', mobile_number: '9876500001', email: '' }, MESSAGES.pleaseEnterEmailAddress],
    [{ first_name: 'Asha', mobile_number: '9876500001', email: 'a@example' }, MESSAGES.invalidEmailAddress],
    [{ first_name: 'Asha', mobile_number: '9876500001', email: 'asha@example..com' }, MESSAGES.invalidEmailAddress],
    [{ first_name: 'Asha', mobile_number: '9876500001', email: 'asha.@example.com' }, MESSAGES.invalidEmailAddress],
  ])('refuses %o with the form’s message', async (fields, message) => {
    expectRefusal(await call(app, 'register', { fields }), 400, message);
  });

  test('a number gets an account only once a code has verified it and the form is sent; the customer is then signed in', async () => {
    const mobile = newMobile();
    const challenge = await challengeFor(app, mobile);
    expect(await accountOf(mobile)).toBe(0);
    const verified = await verify(app, challenge, await codeTextedTo(app, mobile), 'surat-adajan');
    expect(verified.body.msg).toBe(MESSAGES.numberVerified);
    const ticket = expectData(verified, SignInReplySchema);
    expect(ticket.newCustomer).toBe(true);
    expect(await accountOf(mobile)).toBe(0);
    // The ticket is no session.
    expectRefusal(
      await call(app, 'user_profile', { method: 'GET', bearer: ticket.token }),
      401,
      MESSAGES.sessionExpired,
    );

    const registered = await register(app, ticket.token, 'Meera');
    expect(registered.body.msg).toBe(MESSAGES.signedUp);
    const { token } = expectData(registered, SessionReplySchema);
    const profile = expectData(await call(app, 'user_profile', { method: 'GET', bearer: token }), ProfileSchema);
    expect(profile).toMatchObject({
      first_name: 'Meera',
      mobile_number: mobile,
      email: 'meera@example.com',
      // The outlet chosen before signing in becomes the new customer's, as a returning one's.
      deliveryOutletStore: 'surat-adajan',
    });
  });

  test('the account’s number is the verified one, whatever number the form sends', async () => {
    const mobile = newMobile();
    const other = newMobile();
    const ticket = await signupTicketFor(app, mobile);
    const fields = { first_name: 'Asha', mobile_number: other, email: 'a@example.com' };
    expectData(await call(app, 'register', { bearer: ticket, fields }), SessionReplySchema);
    expect(await accountOf(mobile)).toBe(1);
    expect(await accountOf(other)).toBe(0);
  });

  test('is refused without a ticket, with a used or an expired one, or with a session or a challenge', async () => {
    expectRefusal(await register(app, undefined), 401, MESSAGES.signupExpired);
    expectRefusal(await register(app, 'A'.repeat(43)), 401, MESSAGES.signupExpired);

    const used = await signupTicketFor(app, newMobile());
    const session = expectData(await register(app, used), SessionReplySchema).token;
    expectRefusal(await register(app, used, 'Again'), 401, MESSAGES.signupExpired);
    expectRefusal(await register(app, session), 401, MESSAGES.signupExpired);
    expectRefusal(await register(app, await challengeFor(app, newMobile())), 401, MESSAGES.signupExpired);

    const lateMobile = newMobile();
    const lateTicket = await signupTicketFor(app, lateMobile);
    later(SIGNUP_TICKET_SECONDS * SECOND);
    expectRefusal(await register(app, lateTicket), 401, MESSAGES.signupExpired);
    expect(await accountOf(lateMobile)).toBe(0);

    const inTime = await signupTicketFor(app, newMobile());
    later(SIGNUP_TICKET_SECONDS * SECOND - SECOND);
    expectData(await register(app, inTime), SessionReplySchema);
  });

  test('forty sign-ups at once from one client, for numbers nobody verified, create no account', async () => {
    const before = await customerCount();
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call(app, 'register', {
          client: 'attacker',
          fields: { first_name: `Bot${index}`, mobile_number: newMobile(), email: `bot${index}@example.com` },
        }),
      ),
    );
    for (const reply of replies) expectRefusal(reply, 401, MESSAGES.signupExpired);
    expect(await customerCount()).toBe(before);
  });

  test(`creates at most ${SIGNUPS_PER_CLIENT_PER_HOUR} accounts an hour from one client, tickets or not`, async () => {
    // Each number verified from a device of its own, all the forms sent from one client.
    const tickets: string[] = [];
    for (let index = 0; index <= SIGNUPS_PER_CLIENT_PER_HOUR; index += 1) {
      tickets.push(await signupTicketFor(app, newMobile(), `phone-${index}`));
    }
    const [last, ...first] = tickets.reverse() as [string, ...string[]];
    for (const ticket of first) expectData(await register(app, ticket, 'Asha', 'client-r'), SessionReplySchema);
    expectRefusal(await register(app, last, 'Asha', 'client-r'), 429, MESSAGES.signupClientLimit);
    // Refused, the ticket is not spent: from another client, or an hour later, it works.
    expectData(await register(app, last, 'Asha', 'client-s'), SessionReplySchema);
  });

  test('a number that signed up in another tab meanwhile is signed into that account', async () => {
    const mobile = newMobile();
    const firstTab = await signupTicketFor(app, mobile);
    later(OTP_RESEND_SECONDS * SECOND);
    const secondTab = await signupTicketFor(app, mobile);
    const first = expectData(await register(app, firstTab, 'Asha'), SessionReplySchema).token;
    const second = expectData(await register(app, secondTab, 'Other'), SessionReplySchema).token;
    for (const bearer of [first, second]) {
      const profile = expectData(await call(app, 'user_profile', { method: 'GET', bearer }), ProfileSchema);
      expect(profile.first_name).toBe('Asha');
    }
    expect(await accountOf(mobile)).toBe(1);
  });
});

describe('login: sending a code', () => {
  test('checks the number with the login form’s two messages', async () => {
    expectRefusal(await requestCode(app, ''), 400, MESSAGES.pleaseEnterMobile);
    expectRefusal(await requestCode(app, '98765x4321'), 400, MESSAGES.invalidMobile);
    expectRefusal(await requestCode(app, '12345'), 400, MESSAGES.invalidMobile);
    // Ten digits that are no Indian mobile number: no code is texted to no one.
    expectRefusal(await requestCode(app, '0000000000'), 400, MESSAGES.invalidMobile);
    expectRefusal(await requestCode(app, '5876543210'), 400, MESSAGES.invalidMobile);
  });

  test('answers a number with an account and one without alike, and texts each a code', async () => {
    const customer = await known();
    const stranger = newMobile();
    const replies = [await requestCode(app, customer), await requestCode(app, stranger)];
    const [forCustomer, forStranger] = replies.map((reply) => ({
      ...reply,
      body: {
        ...reply.body,
        data: { ...expectData(reply, LoginReplySchema), token: 'T', user: { mobile_number: 'N' } },
      },
    }));
    expect(forCustomer).toEqual(forStranger);
    expect(forCustomer?.body.msg).toBe(MESSAGES.otpSent);
    expect(await codeTextedTo(app, customer)).toMatch(/^\d{4}$/);
    expect(await codeTextedTo(app, stranger)).toMatch(/^\d{4}$/);
    // And the limits answer alike: the wait before another code.
    later(SECOND);
    const waits = [await requestCode(app, customer), await requestCode(app, stranger)];
    expect(waits[0]).toEqual(waits[1]);
    expectRefusal(waits[0] as Reply, 429, MESSAGES.otpResendWait(OTP_RESEND_SECONDS - 1));
  });

  test('texts a 4-digit code and answers with a challenge; no reply of the whole flow carries the code', async () => {
    const mobile = newMobile();
    const replies: Reply[] = [];
    const keep = (reply: Reply) => {
      replies.push(reply);
      return reply;
    };
    const sent = expectData(keep(await requestCode(app, mobile)), LoginReplySchema);
    expect(sent).toEqual({
      token: expect.any(String),
      user: { mobile_number: mobile },
      resendAfter: OTP_RESEND_SECONDS,
    });
    const code = await codeTextedTo(app, mobile);
    keep(await verify(app, sent.token, wrongCode(code)));
    const ticket = expectData(keep(await verify(app, sent.token, code)), SignInReplySchema).token;
    const { token } = expectData(keep(await register(app, ticket)), SessionReplySchema);
    keep(await call(app, 'user_profile', { method: 'GET', bearer: token }));
    keep(await call(app, 'logout', { method: 'GET', bearer: token }));

    // The code as a value of its own (tokens are base64url, so a run of digits inside one is not the code).
    const standalone = new RegExp(`(?<![A-Za-z0-9_-])${code}(?![A-Za-z0-9_-])`);
    for (const reply of replies) expect(JSON.stringify(reply.body)).not.toMatch(standalone);
    // Stored as a hash only (a 4-digit run inside some other row's hex hash would be chance, not the code).
    const stored = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM otp_challenges WHERE mobile_number = $1',
      [mobile],
    );
    expect(stored.map((row) => row.code_hash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
  });

  test(`makes a customer wait ${OTP_RESEND_SECONDS} s before another code, and only the newest code works`, async () => {
    const mobile = await known();
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
    // A number without an account: the same limit, or the refusal would tell which numbers have one.
    const mobile = newMobile();
    for (let sent = 0; sent < OTP_PER_NUMBER_PER_HOUR; sent += 1) {
      await challengeFor(app, mobile);
      later(OTP_RESEND_SECONDS * SECOND);
    }
    expectRefusal(await requestCode(app, mobile), 429, MESSAGES.otpNumberLimit);
    later(3600 * SECOND);
    await challengeFor(app, mobile);
  });

  test(`sends at most ${OTP_PER_NUMBER_PER_DAY} codes a day to a number, asked from however many clients`, async () => {
    // What stops guessing a number's codes from many addresses: 5 wrong tries wear a code out.
    const mobile = newMobile();
    for (let hour = 0; hour < OTP_PER_NUMBER_PER_DAY / OTP_PER_NUMBER_PER_HOUR; hour += 1) {
      for (let sent = 0; sent < OTP_PER_NUMBER_PER_HOUR; sent += 1) {
        await challengeFor(app, mobile, `guesser-${hour}-${sent}`);
        later(OTP_RESEND_SECONDS * SECOND);
      }
      later(3600 * SECOND);
    }
    expectRefusal(await requestCode(app, mobile, 'guesser-last'), 429, MESSAGES.otpNumberDayLimit);
    // A day after the first codes, they no longer count.
    later(22 * 3600 * SECOND);
    await challengeFor(app, mobile, 'guesser-last');
  });

  test("a stranger asking for codes to a number neither makes its owner wait nor ends the owner's code", async () => {
    const mobile = await known();
    const owners = await challengeFor(app, mobile, 'owner');
    const ownersCode = await codeTextedTo(app, mobile);
    // The stranger takes their own hour's codes, one each resend wait...
    for (let sent = 0; sent < OTP_PER_NUMBER_PER_HOUR; sent += 1) {
      later(sent === 0 ? SECOND : OTP_RESEND_SECONDS * SECOND);
      await challengeFor(app, mobile, 'stranger');
    }
    later(OTP_RESEND_SECONDS * SECOND);
    expectRefusal(await requestCode(app, mobile, 'stranger'), 429, MESSAGES.otpNumberLimit);
    // ...while the owner's code, typed now, still signs them in, and they may ask for another.
    expectData(await verify(app, owners, ownersCode), SessionReplySchema);
    await challengeFor(app, mobile, 'owner');
  });

  test('an IPv6 client is counted by its line (its /64): a new address in it for each request passes no limit', async () => {
    const from = loginBehindProxy();
    for (let sent = 0; sent < OTP_PER_CLIENT_PER_HOUR; sent += 1) {
      expect((await from(`2001:db8:7:7::${(sent + 1).toString(16)}`)).status).toBe(200);
    }
    expect((await from('2001:db8:7:7:ffff:1:2:3')).status).toBe(429);
    expect((await from('2001:db8:7:8::1')).status).toBe(200);
    // An IPv4 address written as IPv6 is that IPv4 client.
    for (let sent = 0; sent < OTP_PER_CLIENT_PER_HOUR; sent += 1) expect((await from('192.0.2.77')).status).toBe(200);
    expect((await from('::ffff:192.0.2.77')).status).toBe(429);
  });

  test(`answers at most ${OTP_PER_CLIENT_PER_HOUR} requests an hour from one client, unknown numbers included`, async () => {
    const customer = await known();
    for (let sent = 0; sent < OTP_PER_CLIENT_PER_HOUR; sent += 1) await challengeFor(app, newMobile(), 'client-a');
    expectRefusal(await requestCode(app, customer, 'client-a'), 429, MESSAGES.otpClientLimit);
    expectRefusal(await requestCode(app, newMobile(), 'client-a'), 429, MESSAGES.otpClientLimit);
    await challengeFor(app, customer, 'client-b');
  });

  test('behind a trusted proxy, the client is the address the proxy appended, whatever the client wrote before it', async () => {
    const from = loginBehindProxy();
    for (let sent = 0; sent < OTP_PER_CLIENT_PER_HOUR; sent += 1) {
      expect((await from(`203.0.113.${sent}, 10.0.0.7`)).status).toBe(200);
    }
    expect((await from('198.51.100.1, 10.0.0.7')).status).toBe(429);
    expect((await from('10.0.0.8')).status).toBe(200);
  });

  test('many requests at once for one number get one code', async () => {
    const mobile = await known();
    const replies = await Promise.all(Array.from({ length: 8 }, () => requestCode(app, mobile)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
  });

  test('a code that could not be texted does not count: the customer may ask again at once', async () => {
    const mobile = newMobile();
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
    const mobile = await known();
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
    expectData(await verify(app, challenge, code), SignInReplySchema);
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
    expectRefusal(await profile(await challengeFor(app, newMobile())), 401, MESSAGES.sessionExpired);
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

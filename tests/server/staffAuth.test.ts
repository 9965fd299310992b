import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LoginReplySchema } from '../../contract/auth.ts';
import { OTP_RESEND_SECONDS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../../server/db/db.ts';
import { call, challengeFor, codeTextedTo, signedInCustomer } from './support/customers.ts';
import { type App, expectData, expectRefusal, readReply, testApp } from './support/http.ts';
import { FRIDAY_EVENING } from './support/shop.ts';
import { ADAJAN_STAFF, boardOf, signedInStaff, staffCall, staffSessionIn, VESU_STAFF } from './support/staff.ts';
import { openTestDb } from './support/testDb.ts';

let db: Db;
let now: Date;
let app: App;
beforeAll(async () => {
  db = await openTestDb();
  now = FRIDAY_EVENING;
  app = testApp(db, () => now);
});
afterAll(() => db?.close());

/** Moves the clock on past the wait between two codes to one number. */
const waitForResend = () => {
  now = new Date(now.getTime() + (OTP_RESEND_SECONDS + 1) * 1000);
};

const outboxOf = async (mobile: string) =>
  (await readReply(await app.request(`/api/v1/dev/sms?mobile_number=${mobile}`))).body.data as unknown[];

/** One device's requests: a number's resend wait is counted per client. */
const DEVICE = 'staff-phone';

describe('staff sign-in', () => {
  test('a code texted to a member of staff opens a session that reads their outlets’ board', async () => {
    waitForResend();
    const session = await signedInStaff(app, ADAJAN_STAFF);
    const board = await boardOf(app, session);
    expect(board.staff.mobile_number).toBe(ADAJAN_STAFF);
    expect(board.outlets.map((outlet) => outlet.id)).toEqual(['surat-adajan']);

    waitForResend();
    const vesu = await boardOf(app, await signedInStaff(app, VESU_STAFF));
    expect(vesu.outlets.map((outlet) => outlet.id)).toEqual(['surat-vesu']);
  });

  test('a number that is not staff gets the same replies as one that is, no text, and no code opens its challenge', async () => {
    const stranger = '9811100001';
    waitForResend();
    const known = await staffCall(app, 'login', { client: DEVICE, fields: { mobile_number: ADAJAN_STAFF } });
    const unknown = await staffCall(app, 'login', { client: DEVICE, fields: { mobile_number: stranger } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.msg).toBe(known.body.msg);
    const challenge = expectData(unknown, LoginReplySchema);
    expect(Object.keys(challenge)).toEqual(Object.keys(expectData(known, LoginReplySchema)));
    expect(await outboxOf(stranger)).toEqual([]);
    // Asked again at once, both wait alike.
    for (const mobile of [ADAJAN_STAFF, stranger]) {
      expectRefusal(
        await staffCall(app, 'login', { client: DEVICE, fields: { mobile_number: mobile } }),
        429,
        MESSAGES.otpResendWait(OTP_RESEND_SECONDS),
      );
    }
    // Wrong codes are refused alike, and wear both attempts out alike.
    const code = await codeTextedTo(app, ADAJAN_STAFF);
    const wrongCodes = ['0000', '1111', '2222', '3333', '4444', '5555'].filter((wrong) => wrong !== code);
    const triesOf = async (token: string) => {
      const messages: unknown[] = [];
      for (const otp of [...wrongCodes.slice(0, 5), code]) {
        messages.push((await staffCall(app, 'login_verify', { bearer: token, fields: { otp } })).body.msg);
      }
      return messages;
    };
    const knownTries = await triesOf(expectData(known, LoginReplySchema).token);
    expect(knownTries).toEqual([...Array(4).fill(MESSAGES.otpWrong), MESSAGES.otpUsedUp, MESSAGES.otpUsedUp]);
    expect(await triesOf(challenge.token)).toEqual(knownTries);
  });

  test('the customers’ limits hold: a second code to a number waits, a wrong code counts', async () => {
    waitForResend();
    const first = expectData(
      await staffCall(app, 'login', { client: DEVICE, fields: { mobile_number: VESU_STAFF } }),
      LoginReplySchema,
    );
    expectRefusal(
      await staffCall(app, 'login', { client: DEVICE, fields: { mobile_number: VESU_STAFF } }),
      429,
      MESSAGES.otpResendWait(OTP_RESEND_SECONDS),
    );
    const code = await codeTextedTo(app, VESU_STAFF);
    const wrong = code === '0000' ? '1111' : '0000';
    expectRefusal(
      await staffCall(app, 'login_verify', { bearer: first.token, fields: { otp: wrong } }),
      401,
      MESSAGES.otpWrong,
    );
    expect((await staffCall(app, 'login_verify', { bearer: first.token, fields: { otp: code } })).status).toBe(200);
  });
});

describe('staff sign-out', () => {
  test('ends the session: the board and the live events refuse it from then on', async () => {
    const session = await staffSessionIn(db, ADAJAN_STAFF, now);
    await boardOf(app, session);
    const signedOut = await staffCall(app, 'logout', { bearer: session });
    expect(signedOut.status).toBe(200);
    expect(signedOut.body.msg).toBe(MESSAGES.signedOut);
    expectRefusal(await staffCall(app, 'orders', { bearer: session, method: 'GET' }), 401, MESSAGES.sessionExpired);
    const events = await app.request(`/api/v1/staff/events?token=${session}`);
    expect(events.status).toBe(401);
    expectRefusal(await staffCall(app, 'logout', { bearer: session }), 401, MESSAGES.sessionExpired);
  });
});

describe('staff and customers stay apart', () => {
  test('a customer’s session opens no staff call, and a member of staff’s no customer call', async () => {
    const customer = await signedInCustomer(app);
    expectRefusal(await staffCall(app, 'orders', { bearer: customer, method: 'GET' }), 401, MESSAGES.sessionExpired);
    waitForResend();
    const staff = await signedInStaff(app);
    for (const path of ['current_user', 'get_cart', 'order/getAllOrder']) {
      expectRefusal(await call(app, path, { bearer: staff, method: 'GET' }), 401, MESSAGES.sessionExpired);
    }
    expectRefusal(await staffCall(app, 'orders', { method: 'GET' }), 401, MESSAGES.loginRequired);
  });

  test('a customer’s challenge opens no staff session, and a member of staff’s no customer session', async () => {
    const mobile = '9811100002';
    const customerChallenge = await challengeFor(app, mobile, 'customer-client');
    const customerCode = await codeTextedTo(app, mobile);
    expectRefusal(
      await staffCall(app, 'login_verify', { bearer: customerChallenge, fields: { otp: customerCode } }),
      401,
      MESSAGES.otpExpired,
    );

    waitForResend();
    const staffChallenge = expectData(
      await staffCall(app, 'login', { fields: { mobile_number: ADAJAN_STAFF } }),
      LoginReplySchema,
    ).token;
    const staffCode = await codeTextedTo(app, ADAJAN_STAFF);
    expectRefusal(
      await call(app, 'login_verify', { bearer: staffChallenge, fields: { otp: staffCode } }),
      401,
      MESSAGES.otpExpired,
    );
  });
});

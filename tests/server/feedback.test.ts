import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FeedbackOptionsSchema } from '../../contract/feedback.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { StoreListSchema } from '../../contract/store.ts';
import { goodFeedback } from '../../flows/samples/feedback.ts';
import type { Db } from '../../server/db/db.ts';
import { FEEDBACK_PER_HOUR } from '../../server/usecases/submitFeedback.ts';
import { call } from './support/customers.ts';
import { api, expectData, expectRefusal, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db?.close());

const NOW = new Date('2026-11-20T12:00:00+05:30');
const app = () => testApp(db, NOW);

/** A submission that passes every check: the form's sample. */
const VALID = goodFeedback;
type Fields = Record<keyof typeof VALID, string>;

let clients = 0;
/** A client address no other test uses, so each test starts under the limit. */
const newClient = () => `203.0.113.${++clients}`;

const submit = (fields: Partial<Fields>, client = newClient(), on = app()) =>
  call(on, 'feedback', { client, fields: fields as Record<string, string> });

describe('GET feedback', () => {
  test('gives the cities with an active outlet, in order, and those outlets with their city', async () => {
    const options = expectData(await api.get(app(), 'feedback'), FeedbackOptionsSchema);
    const list = expectData(await api.get(app(), 'storeList'), StoreListSchema);
    expect(options.cityData).toEqual(list.map((group) => group.city));
    expect(options.StoreData).toEqual(
      list.flatMap((group) => group.stores.map((store) => ({ id: store.id, name: store.name, city: store.city }))),
    );
    const [closed] = await db.query<{ id: string }>('SELECT id FROM outlets WHERE NOT is_active');
    expect(options.StoreData.map((store) => store.id)).not.toContain(closed?.id);
  });
});

describe('POST feedback', () => {
  test('stores a valid submission, trimmed, with the client address, and thanks the customer', async () => {
    const client = newClient();
    const reply = await submit({ ...VALID, name: '  Asha Patel  ', comments: ' Lovely.  ' }, client);
    expect(reply).toEqual({ status: 200, body: { error: 0, msg: MESSAGES.feedbackSent, data: null } });
    const rows = await db.query(
      `SELECT name, city, outlet_id, mobile_number, email, type, comments, created_at
       FROM feedback WHERE client_address = $1`,
      [client],
    );
    expect(rows).toEqual([{ ...VALID, name: 'Asha Patel', comments: 'Lovely.', created_at: NOW }]);
  });

  test('takes every feedback type, and JSON as well as a form', async () => {
    for (const type of ['concern', 'appreaciation', 'suggestion', 'query']) {
      expect((await submit({ ...VALID, type })).body.msg).toBe(MESSAGES.feedbackSent);
    }
    expect((await api.postJson(app(), 'feedback', VALID)).body.msg).toBe(MESSAGES.feedbackSent);
  });

  /**
   * The nine checks of spec section 5 in order: each row breaks one rule with every earlier field valid
   * and every later one broken too, so only the order decides which message is given.
   */
  const BROKEN: [keyof Fields, string, string][] = [
    ['name', '   ', MESSAGES.feedbackName],
    ['name', '-', MESSAGES.feedbackName],
    ['name', 'A'.repeat(81), MESSAGES.feedbackTooLong('Name', 80)],
    ['city', '', MESSAGES.feedbackCity],
    ['outlet_id', '', MESSAGES.feedbackOutlet],
    ['mobile_number', '', MESSAGES.feedbackMobile],
    ['mobile_number', '98765 43210', MESSAGES.feedbackMobileDigits],
    ['email', '', MESSAGES.feedbackEmail],
    ['email', 'asha@example', MESSAGES.feedbackEmailInvalid],
    ['type', 'complaint', MESSAGES.feedbackType],
    ['comments', ' ', MESSAGES.feedbackComments],
    ['comments', 'a'.repeat(2001), MESSAGES.feedbackTooLong('Comments', 2000)],
  ];
  const ORDER = Object.keys(VALID) as (keyof Fields)[];

  test.each(BROKEN.map((row) => [row[2], ...row] as const))('%s', async (_message, field, value, message) => {
    const fields: Partial<Fields> = {};
    for (const key of ORDER.slice(0, ORDER.indexOf(field))) fields[key] = VALID[key];
    fields[field] = value;
    for (const key of ORDER.slice(ORDER.indexOf(field) + 1)) fields[key] = key === 'type' ? 'nonsense' : '';
    const client = newClient();
    expectRefusal(await submit(fields, client), 400, message);
    expect(await db.query('SELECT 1 FROM feedback WHERE client_address = $1', [client])).toEqual([]);
  });

  test('an empty body is refused with the first message', async () => {
    expectRefusal(await submit({}), 400, MESSAGES.feedbackName);
    expectRefusal(await api.postJson(app(), 'feedback', {}), 400, MESSAGES.feedbackName);
  });

  test('the outlet must be an active outlet of the chosen city', async () => {
    const [closed] = await db.query<{ id: string; city: string }>('SELECT id, city FROM outlets WHERE NOT is_active');
    for (const [city, outlet_id] of [
      ['Vadodara', 'surat-adajan'],
      ['Surat', 'no-such-outlet'],
      ['Gotham', 'surat-adajan'],
      [closed?.city ?? '', closed?.id ?? ''],
    ] as const) {
      expectRefusal(await submit({ ...VALID, city, outlet_id }), 400, MESSAGES.feedbackOutlet);
    }
  });
});

describe('the per-client limit', () => {
  test(`takes ${FEEDBACK_PER_HOUR} submissions an hour from one client, then refuses; other clients are not held up`, async () => {
    let now = NOW;
    const clockApp = testApp(db, () => now);
    const client = newClient();
    for (let index = 0; index < FEEDBACK_PER_HOUR; index++) {
      expect((await submit(VALID, client, clockApp)).body.msg).toBe(MESSAGES.feedbackSent);
    }
    expectRefusal(await submit(VALID, client, clockApp), 429, MESSAGES.feedbackLimit);
    expect((await submit(VALID, newClient(), clockApp)).body.msg).toBe(MESSAGES.feedbackSent);

    // Counted in the database: a restarted server refuses too.
    expectRefusal(
      await submit(
        VALID,
        client,
        testApp(db, () => now),
      ),
      429,
      MESSAGES.feedbackLimit,
    );
    const [stored] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM feedback WHERE client_address = $1',
      [client],
    );
    expect(stored?.n).toBe(FEEDBACK_PER_HOUR);

    now = new Date(NOW.getTime() + 60 * 60 * 1000 - 1000);
    expectRefusal(await submit(VALID, client, clockApp), 429, MESSAGES.feedbackLimit);
    now = new Date(NOW.getTime() + 60 * 60 * 1000);
    expect((await submit(VALID, client, clockApp)).body.msg).toBe(MESSAGES.feedbackSent);
  });

  test('refused submissions do not count', async () => {
    const client = newClient();
    for (let index = 0; index < 10; index++) await submit({ ...VALID, comments: '' }, client);
    expect((await submit(VALID, client)).body.msg).toBe(MESSAGES.feedbackSent);
  });

  test('concurrent submissions from one client store no more than the limit', async () => {
    const client = newClient();
    const replies = await Promise.all(Array.from({ length: FEEDBACK_PER_HOUR + 4 }, () => submit(VALID, client)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(FEEDBACK_PER_HOUR);
    for (const reply of replies.filter((each) => each.status !== 200)) {
      expectRefusal(reply, 429, MESSAGES.feedbackLimit);
    }
    const [stored] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM feedback WHERE client_address = $1',
      [client],
    );
    expect(stored?.n).toBe(FEEDBACK_PER_HOUR);
  });
});

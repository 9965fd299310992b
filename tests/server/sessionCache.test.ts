import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ProfileSchema } from '../../contract/auth.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../../server/db/db.ts';
import { sha256 } from '../../server/domain/secrets.ts';
import { call, signedInCustomer } from './support/customers.ts';
import { type App, expectData, expectRefusal, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

const NOW = new Date('2026-11-20T10:00:00+05:30');

let db: Db;
/** `db`, counting the statements that read a session. */
let counted: Db;
let sessionReads = 0;
let app: App;

beforeAll(async () => {
  db = await openTestDb();
  counted = {
    ...db,
    query: (sql, params) => {
      if (sql.includes('FROM sessions WHERE token_hash')) sessionReads += 1;
      return db.query(sql, params);
    },
  };
  app = testApp(counted, NOW);
});
afterAll(async () => {
  await db?.close();
});

const profile = (token: string) => call(app, 'user_profile', { method: 'GET', bearer: token });

/** A signed-in customer whose session this server keeps: read once, by a call made once it listens. */
async function keptSession(): Promise<string> {
  const token = await signedInCustomer(app);
  expectData(await profile(token), ProfileSchema);
  await sleep(50);
  expectData(await profile(token), ProfileSchema);
  return token;
}

describe('the sessions a server keeps', () => {
  test('a session read once serves the calls that follow without reading it again', async () => {
    const token = await keptSession();
    const readsBefore = sessionReads;
    for (let n = 0; n < 5; n++) expectData(await profile(token), ProfileSchema);
    expect(sessionReads).toBe(readsBefore);
  });

  test('a made-up token is looked up on every call, and never kept', async () => {
    const readsBefore = sessionReads;
    for (let n = 0; n < 3; n++) expectRefusal(await profile('A'.repeat(43)), 401, MESSAGES.sessionExpired);
    expect(sessionReads).toBe(readsBefore + 3);
  });

  test('signing out refuses the kept session at once', async () => {
    const token = await keptSession();
    expect((await call(app, 'logout', { method: 'GET', bearer: token })).body.error).toBe(0);
    expectRefusal(await profile(token), 401, MESSAGES.sessionExpired);
  });

  test('a session revoked or removed in the database, by anyone, is refused once the change is heard', async () => {
    const revoked = await keptSession();
    const removed = await keptSession();
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1', [sha256(revoked), NOW]);
    await db.query('DELETE FROM sessions WHERE token_hash = $1', [sha256(removed)]);
    await vi.waitFor(async () => expectRefusal(await profile(revoked), 401, MESSAGES.sessionExpired), 1000);
    await vi.waitFor(async () => expectRefusal(await profile(removed), 401, MESSAGES.sessionExpired), 1000);
  });

  test('a session last used long ago in the database is refused as idle, kept or not', async () => {
    const token = await keptSession();
    await db.query("UPDATE sessions SET last_used_at = $2::timestamptz - interval '31 days' WHERE token_hash = $1", [
      sha256(token),
      NOW,
    ]);
    await vi.waitFor(async () => expectRefusal(await profile(token), 401, MESSAGES.sessionExpired), 1000);
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db, TransactionLock } from '../../server/db/db.ts';
import { openTestDb } from './support/testDb.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** The advisory locks this transaction's connection holds: their space and the hash of their key. */
const heldLocks = (tx: Db) =>
  tx.query<{ space: number; key_hash: number }>(
    `SELECT classid::int AS space, objid::int AS key_hash FROM pg_locks
     WHERE locktype = 'advisory' AND objsubid = 2 AND pid = pg_backend_pid() AND granted`,
  );

const hashOf = async (key: string) =>
  (await db.query<{ hash: number }>('SELECT hashtext($1)::oid::int AS hash', [key]))[0]?.hash;

describe('a transaction with a lock', () => {
  test('holds it from its start to its end, whatever its key holds', async () => {
    const lock: TransactionLock = { space: 424_242, key: `o'brien"; SELECT 1; --` };
    const held = await db.transaction(heldLocks, lock);
    expect(held).toEqual([{ space: lock.space, key_hash: await hashOf(lock.key) }]);
    expect(await db.transaction(heldLocks)).toEqual([]);
  });

  test('a nested transaction takes its lock inside the one it joins', async () => {
    const lock: TransactionLock = { space: 424_243, key: 'inner' };
    const held = await db.transaction((tx) => tx.transaction(heldLocks, lock));
    expect(held).toEqual([{ space: lock.space, key_hash: await hashOf(lock.key) }]);
  });

  test('work under the same lock waits for the transaction holding it', async () => {
    const lock: TransactionLock = { space: 424_244, key: 'customer-1' };
    const events: string[] = [];
    let locked!: () => void;
    const firstHoldsIt = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const first = db.transaction(async () => {
      events.push('first starts');
      locked();
      await sleep(150);
      events.push('first ends');
    }, lock);
    await firstHoldsIt;
    await db.transaction(async () => {
      events.push('second starts');
    }, lock);
    await first;
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
  });

  test('a space that is not an integer is refused before anything runs', async () => {
    await expect(db.transaction(async () => 'ran', { space: 1.5, key: 'k' })).rejects.toThrow('Not a lock space: 1.5');
  });
});

import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { openTestDb } from './support/testDb.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** The statements the connection has kept, by their SQL. */
const kept = (tx: Db) =>
  tx.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements WHERE $1', [true]);

describe.skipIf(inject('testDatabase').kind === 'pglite')('statements on PostgreSQL', () => {
  test('a statement with parameters is kept by its connection under one name, whatever its values', async () => {
    const sql = 'SELECT $1::int + 1 AS next';
    await db.transaction(async (tx) => {
      expect(await tx.query(sql, [1])).toEqual([{ next: 2 }]);
      expect(await tx.query(sql, [41])).toEqual([{ next: 42 }]);
      const named = (await kept(tx)).filter((statement) => statement.statement === sql);
      expect(named).toHaveLength(1);
      expect(named[0]?.name).toMatch(/^wokflow_\d+$/);
    });
  });

  test('a script without parameters runs unnamed: it may hold several commands', async () => {
    await db.transaction(async (tx) => {
      await tx.query('CREATE TEMP TABLE scratch (n int); INSERT INTO scratch VALUES (7)');
      expect(await tx.query('SELECT n FROM scratch WHERE n = $1', [7])).toEqual([{ n: 7 }]);
      expect((await kept(tx)).some((statement) => statement.statement.includes('CREATE TEMP TABLE'))).toBe(false);
    });
  });
});

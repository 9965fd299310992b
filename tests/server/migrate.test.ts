import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { openTestDb } from './support/testDb.ts';

let db: Db;
let migrations: string;
beforeAll(async () => {
  db = await openTestDb();
  migrations = await mkdtemp(join(tmpdir(), 'wokflow-migrations-'));
});
afterAll(async () => {
  await db?.close();
  await rm(migrations, { recursive: true, force: true });
});

const tableExists = async (name: string) =>
  (await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [name]))[0]?.found;

describe('migrations', () => {
  test('the catalogue migration is recorded once applied', async () => {
    const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toContain('001_catalogue.sql');
  });

  test('pending files are applied in name order, each once', async () => {
    // 002 needs the table 001 creates: applied out of order it would fail.
    await writeFile(join(migrations, '002_orders.sql'), 'CREATE TABLE probe_b (a_id int REFERENCES probe_a (id));');
    await writeFile(
      join(migrations, '001_probe.sql'),
      'CREATE TABLE probe_a (id int PRIMARY KEY); INSERT INTO probe_a VALUES (1);',
    );
    await writeFile(join(migrations, 'README.txt'), 'not a migration');
    expect(await migrate(db, migrations)).toEqual(['001_probe.sql', '002_orders.sql']);
    expect(await migrate(db, migrations)).toEqual([]);
    expect(await db.query('SELECT id FROM probe_a')).toEqual([{ id: 1 }]);
  });

  test('a failing migration leaves nothing behind and is not recorded', async () => {
    await writeFile(join(migrations, '003_broken.sql'), 'CREATE TABLE probe_c (id int); SELECT 1 / 0;');
    await expect(migrate(db, migrations)).rejects.toThrow(/division by zero/);
    expect(await tableExists('probe_c')).toBe(false);
    const recorded = await db.query('SELECT 1 FROM schema_migrations WHERE name = $1', ['003_broken.sql']);
    expect(recorded).toEqual([]);
  });

  test('preparing a database that has its data changes nothing', async () => {
    const count = async () =>
      (await db.query<{ n: number }>('SELECT (SELECT count(*) FROM outlets) + (SELECT count(*) FROM products) AS n'))[0]
        ?.n;
    const before = await count();
    await prepareDatabase(db);
    expect(await count()).toBe(before);
    expect(Number(before)).toBeGreaterThan(0);
  });
});

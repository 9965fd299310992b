import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteInMemory } from '../../server/db/pglite.ts';
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

  test("015 gives each add-on group a maximum: the demo's the counts their names say, any other none in effect", async () => {
    const shipped = fileURLToPath(new URL('../../server/db/migrations/', import.meta.url));
    const before = join(migrations, 'before-015');
    await mkdir(before);
    for (const name of (await readdir(shipped)).filter((file) => file < '015')) {
      await copyFile(join(shipped, name), join(before, name));
    }
    const old = await openPgliteInMemory();
    try {
      await migrate(old, before);
      await old.exec(`
        INSERT INTO super_categories VALUES ('food', 'Food', 'food.webp', 1);
        INSERT INTO categories VALUES ('starters', 'Starters', 'food', 1);
        INSERT INTO addon_categories VALUES ('two-sauces', 'Pick any two sauces', 2), ('dips', 'Choose your dip', 1),
                                            ('extras', 'Our extras', 1), ('unused', 'Nothing yet', 2);
        INSERT INTO addons (id, name, alias_name, rate_paise) VALUES ('a', 'A', 'A', 100), ('b', 'B', 'B', 100),
                                                                     ('c', 'C', 'C', 100);
        INSERT INTO products (id, name, alias_name, description, alias_description, preview_image, category_id,
                              rate_paise, rating, popularity, is_non_veg, addon_category_id, sort_order)
        VALUES ('three', 'Three', '', '', '', 'x.webp', 'starters', 100, 4, 1, false, 'extras', 1),
               ('two', 'Two', '', '', '', 'x.webp', 'starters', 100, 4, 1, false, 'extras', 2),
               ('sauced', 'Sauced', '', '', '', 'x.webp', 'starters', 100, 4, 1, false, 'two-sauces', 3),
               ('dipped', 'Dipped', '', '', '', 'x.webp', 'starters', 100, 4, 1, false, 'dips', 4);
        INSERT INTO product_addons VALUES ('three', 'a'), ('three', 'b'), ('three', 'c'), ('two', 'a'), ('two', 'b'),
                                          ('sauced', 'a'), ('sauced', 'b'), ('sauced', 'c'), ('dipped', 'a'),
                                          ('dipped', 'b');
      `);
      expect(await migrate(old)).toContain('015_addon_maximum.sql');
      expect(await old.query('SELECT id, max_no_of_addon AS max FROM addon_categories ORDER BY id')).toEqual([
        { id: 'dips', max: 1 },
        { id: 'extras', max: 3 },
        { id: 'two-sauces', max: 2 },
        { id: 'unused', max: 2 },
      ]);
    } finally {
      await old.close();
    }
  }, 30_000); // a new in-memory database and fourteen migrations: more than the default 5 s under load

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

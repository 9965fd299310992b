import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any number; the same on every server so that two servers starting at once migrate and seed one after the other. */
const SCHEMA_LOCK_KEY = 740_211;

/** Inside a transaction: waits until no other server is changing the schema or the demo data. */
export async function lockSchema(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
}

/** The migrations applied so far; none when the tracking table does not exist yet. */
async function appliedMigrations(db: Db): Promise<Set<string>> {
  const [tracking] = await db.query<{ exists: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
  );
  if (!tracking?.exists) return new Set();
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  return new Set(rows.map((row) => row.name));
}

/**
 * Applies the `*.sql` files of the migrations folder not applied yet, in name order, each in its own
 * transaction together with its row in `schema_migrations`. Returns the names applied now.
 * An up-to-date database costs two short queries and no transaction: that is every start but the first.
 */
export async function migrate(db: Db, directory = MIGRATIONS_DIR): Promise<string[]> {
  const applied = await appliedMigrations(db);
  const pending = (await readdir(directory)).filter((name) => name.endsWith('.sql') && !applied.has(name)).sort();
  const appliedNow: string[] = [];
  for (const name of pending) {
    const sql = await readFile(join(directory, name), 'utf8');
    const didApply = await db.transaction(async (tx) => {
      await lockSchema(tx);
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      if ((await appliedMigrations(tx)).has(name)) return false; // another server applied it meanwhile
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (didApply) appliedNow.push(name);
  }
  return appliedNow;
}

import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { openPgliteInMemory } from '../../../server/db/pglite.ts';
import { openPostgres } from '../../../server/db/postgres.ts';
import { databaseUrl, dropDatabase, uniqueDatabaseName, withServer } from './postgres.ts';

/**
 * A migrated and seeded database of the test file's own, copied from the one the global setup
 * prepared; closing it throws the copy away.
 */
export async function openTestDb(): Promise<Db> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') return openPgliteInMemory(new Blob([await readFile(source.dumpPath)]));

  const name = uniqueDatabaseName('wokflow_test');
  await withServer(source.url, (admin) => admin.exec(`CREATE DATABASE ${name} TEMPLATE ${source.template}`));
  const db = openPostgres(databaseUrl(source.url, name));
  return {
    ...db,
    async close() {
      await db.close();
      await dropDatabase(source.url, name);
    },
  };
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPgliteInMemory } from '../../../server/db/pglite.ts';
import { openPostgres } from '../../../server/db/postgres.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { databaseUrl, dropDatabase, uniqueDatabaseName, withServer } from './postgres.ts';

export type TestDatabaseSource =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/**
 * Migrates and seeds one database for the whole run; each test file then gets its own copy
 * (tests/server/support/testDb.ts). With DATABASE_URL set that is a template database on that server,
 * otherwise a PGlite data directory dumped to a temporary file.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = uniqueDatabaseName('wokflow_template');
    await withServer(serverUrl, (admin) => admin.exec(`CREATE DATABASE ${template}`));
    const db = openPostgres(databaseUrl(serverUrl, template));
    try {
      await prepareDatabase(db);
    } finally {
      await db.close();
    }
    project.provide('testDatabase', { kind: 'postgres', url: serverUrl, template });
    return () => dropDatabase(serverUrl, template);
  }
  const directory = await mkdtemp(join(tmpdir(), 'wokflow-server-tests-'));
  const dumpPath = join(directory, 'catalogue.tar');
  const dump = await dumpPgliteInMemory(prepareDatabase);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return () => rm(directory, { recursive: true, force: true });
}

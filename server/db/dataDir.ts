import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { openPgliteDirectory, type PgliteDb } from './pglite.ts';
import { prepareDatabase } from './prepare.ts';

const DATABASE_DIR = 'pgdata';
const UNFINISHED_SUFFIX = '.creating-';

/** Where the database of a data directory lives (the directory also holds the lock file and the backup socket). */
export const databaseDirOf = (dataDir: string) => join(dataDir, DATABASE_DIR);

/** Where this process builds a database before it takes its place: the next start removes it if left behind. */
export const unfinishedDatabaseDir = (dataDir: string) => `${databaseDirOf(dataDir)}${UNFINISHED_SUFFIX}${process.pid}`;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Directories left by first starts that were killed before they finished. */
async function removeUnfinished(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (name.startsWith(`${DATABASE_DIR}${UNFINISHED_SUFFIX}`))
      await rm(join(dataDir, name), { recursive: true, force: true });
  }
}

/**
 * Built beside its final place and renamed into it only once migrated, seeded and closed: a process
 * killed half-way leaves an unfinished directory the next start removes, never a broken database.
 */
async function createDatabaseDir(dataDir: string, target: string, log: (line: string) => void): Promise<void> {
  const unfinished = unfinishedDatabaseDir(dataDir);
  log(`Creating the database in ${target} with the demo data (first start)`);
  const db = await openPgliteDirectory(unfinished);
  try {
    await prepareDatabase(db);
  } finally {
    await db.close();
  }
  await rename(unfinished, target);
}

/**
 * Opens the PGlite database of `dataDir` (the caller holds the data directory's lock), creating it
 * on first start, and applies migrations added since it was created.
 */
export async function openDataDir(dataDir: string, log: (line: string) => void): Promise<PgliteDb> {
  const target = databaseDirOf(dataDir);
  await removeUnfinished(dataDir);
  if (!(await exists(target))) await createDatabaseDir(dataDir, target, log);
  const db = await openPgliteDirectory(target);
  try {
    await prepareDatabase(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

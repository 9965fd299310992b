import type { Config } from '../config.ts';
import type { BackupSocket } from './backupSocket.ts';
import type { Db } from './db.ts';
import { lockDataDir } from './lock.ts';
import type { PgliteDb } from './pglite.ts';
import { prepareDatabase } from './prepare.ts';

export interface OpenDatabase {
  db: Db;
  /** Where the data lives, for the start-up log line (never the password of a URL). */
  description: string;
  /** Closes the database and, for the embedded one, releases the data directory. */
  close(): Promise<void>;
}

function describePostgres(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

// Each engine's driver is imported only when used: loading the other one would only slow the start.
async function openServerDatabase(databaseUrl: string): Promise<OpenDatabase> {
  const { openPostgres } = await import('./postgres.ts');
  const db = openPostgres(databaseUrl);
  try {
    await prepareDatabase(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db, description: describePostgres(databaseUrl), close: () => db.close() };
}

/** `npm run backup` cannot open a directory this process holds: it asks this process on the directory's socket. */
async function serveBackupsOf(
  dataDir: string,
  db: PgliteDb,
  log: (line: string) => void,
): Promise<BackupSocket | null> {
  const [{ serveBackups }, { takeBackup }] = await Promise.all([import('./backupSocket.ts'), import('./backup.ts')]);
  try {
    return await serveBackups(dataDir, () => takeBackup(db));
  } catch (error) {
    log((error as Error).message); // the shop serves on without it
    return null;
  }
}

async function openEmbeddedDatabase(dataDir: string, log: (line: string) => void): Promise<OpenDatabase> {
  const lock = await lockDataDir(dataDir);
  try {
    const { openDataDir } = await import('./dataDir.ts');
    const db = await openDataDir(dataDir, log);
    const backups = await serveBackupsOf(dataDir, db, log);
    return {
      db,
      description: `PGlite in ${dataDir}`,
      async close() {
        await backups?.close();
        await db.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Opens the configured database, migrated and, on first start, filled with the demo data. */
export function openDatabase(config: Config, log: (line: string) => void): Promise<OpenDatabase> {
  return config.databaseUrl ? openServerDatabase(config.databaseUrl) : openEmbeddedDatabase(config.dataDir, log);
}

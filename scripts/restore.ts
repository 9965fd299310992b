/**
 * `npm run restore -- <file>`: replaces the embedded database (PGlite in DATA_DIR) with a backup made by
 * `npm run backup`, brought up to date by the migrations added since. The server must be stopped. The database it
 * replaces is kept beside it in the data directory, never deleted.
 */
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { openBackup } from '../server/db/backup.ts';
import { databaseDirOf, unfinishedDatabaseDir } from '../server/db/dataDir.ts';
import { DataDirInUseError, lockDataDir } from '../server/db/lock.ts';
import { migrate } from '../server/db/migrate.ts';
import { embeddedDataDir, fileArgument, RefusedError, runCommand } from './lib/dataDirCommand.ts';

const USAGE = `Usage:
  npm run restore -- <file>     (a file written by npm run backup; stop the server first)`;

async function readBackupFile(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new RefusedError(`There is no file ${file}`);
    if (code === 'EISDIR') throw new RefusedError(`${file} is a folder, not a backup file`);
    throw error;
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The name the replaced database is kept under: when it was replaced, readable and sortable. */
const keptName = (databaseDir: string) =>
  `${databaseDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;

/**
 * Opens the backup in `directory`, checks it and applies the migrations it lacks. Built beside the database and
 * checked before anything is moved, a bad file leaves the data directory as it was; if this process is killed
 * meanwhile, the next start removes the unfinished directory.
 */
async function restoreInto(directory: string, backup: Buffer, name: string) {
  await rm(directory, { recursive: true, force: true });
  try {
    const { db, summary } = await openBackup(backup, name, directory);
    try {
      return { summary, migrations: await migrate(db) };
    } finally {
      await db.close();
    }
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

async function run(): Promise<string> {
  const { file } = fileArgument(process.argv.slice(2));
  const dataDir = embeddedDataDir('pg_restore --clean --if-exists -d "$DATABASE_URL" wokflow.dump');
  const backup = await readBackupFile(file);
  const lock = await lockDataDir(dataDir).catch((error) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new RefusedError(
      `The data directory ${dataDir} is in use by a running server (pid ${error.pid}): stop the server first, then restore`,
    );
  });
  try {
    const restored = unfinishedDatabaseDir(dataDir);
    const { summary, migrations } = await restoreInto(restored, backup, basename(file));
    const databaseDir = databaseDirOf(dataDir);
    const kept = (await exists(databaseDir)) ? keptName(databaseDir) : null;
    if (kept) await rename(databaseDir, kept);
    await rename(restored, databaseDir);
    return [
      `Restored ${file} into ${dataDir}: ${summary.orders} orders.`,
      migrations.length > 0 ? `Brought up to date by the migrations ${migrations.join(', ')}.` : '',
      kept
        ? `The database it replaced is kept in ${kept}: to go back, stop the server and put it in place of ${databaseDir}.`
        : '',
    ]
      .filter(Boolean)
      .join('\n');
  } finally {
    await lock.release();
  }
}

await runCommand(USAGE, run);

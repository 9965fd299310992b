/**
 * `npm run backup -- <file> [--force]`: a backup of the embedded database (PGlite in DATA_DIR) to `file`, taken
 * while the shop runs: a running server hands it out on its data directory's socket, otherwise this command opens
 * the directory itself. Checked to open before it is written; an existing file is replaced only with --force.
 */
import { link, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { openBackup, takeBackup } from '../server/db/backup.ts';
import { requestBackup } from '../server/db/backupSocket.ts';
import { databaseDirOf } from '../server/db/dataDir.ts';
import { DataDirInUseError, lockDataDir } from '../server/db/lock.ts';
import { openPgliteDirectory } from '../server/db/pglite.ts';
import { embeddedDataDir, fileArgument, RefusedError, runCommand } from './lib/dataDirCommand.ts';

const USAGE = `Usage:
  npm run backup -- <file> [--force]     (--force: replace the file if it exists)`;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** With no server running: this process locks the data directory and copies its database. */
async function backupWithoutServer(dataDir: string): Promise<Buffer> {
  const databaseDir = databaseDirOf(dataDir);
  await stat(databaseDir).catch((error) => {
    throw isMissing(error) ? new RefusedError(`There is no database in ${dataDir} (DATA_DIR) to back up`) : error;
  });
  const lock = await lockDataDir(dataDir).catch((error) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new RefusedError(
      `The data directory ${dataDir} is held by process ${error.pid}, which does not answer for backups: a server ` +
        'still starting (try again in a moment), or one whose log says why it cannot',
    );
  });
  try {
    const db = await openPgliteDirectory(databaseDir);
    try {
      return await takeBackup(db);
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
}

/** Written beside the target and moved into place once complete: no half-written backup ever has its name. */
async function writeAtomically(target: string, bytes: Buffer, force: boolean): Promise<void> {
  const draft = `${target}.partial-${process.pid}`;
  const file = await open(draft, 'w', 0o600); // the whole database: for its owner only
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    if (force) await rename(draft, target);
    // `link` refuses an existing name: a file that appeared meanwhile is not overwritten either.
    else await link(draft, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw existsError(target);
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

const existsError = (file: string) =>
  new RefusedError(`${file} already exists: choose another name, or add --force to replace it`);

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

async function run(): Promise<string> {
  const { file, force } = fileArgument(process.argv.slice(2), true);
  const dataDir = embeddedDataDir('pg_dump --format=custom "$DATABASE_URL" -f wokflow.dump');
  const target = resolve(file);
  const existing = await stat(target).catch((error) => (isMissing(error) ? null : Promise.reject(error)));
  if (existing?.isDirectory()) throw new RefusedError(`${file} is a folder: name the backup file to write`);
  if (existing && !force) throw existsError(file);
  await mkdir(dirname(target), { recursive: true });

  const fromServer = await requestBackup(dataDir);
  const backup = fromServer ?? (await backupWithoutServer(dataDir));
  // Opened before it is written: a backup that would not restore is never handed over as one.
  const { db, summary } = await openBackup(backup, 'The backup just taken');
  await db.close();
  await writeAtomically(target, backup, force);
  return (
    `Backed up ${dataDir} (${fromServer ? 'from the running server' : 'no server was running'}) to ${file}: ` +
    `${megabytes(backup.length)}, ${summary.orders} orders, schema up to ${summary.newestMigration}`
  );
}

await runCommand(USAGE, run);

import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { openPgliteDirectory, openPgliteInMemory, type PgliteDb } from './pglite.ts';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A file that cannot be restored: the message says why, in words for whoever runs the command. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/**
 * A backup of the embedded database: its data directory as a gzipped tarball. The copy is taken uncompressed
 * (fast, while queries wait) and compressed after, in the thread pool, while the shop serves on.
 */
export async function takeBackup(db: PgliteDb): Promise<Buffer> {
  const tarball = await db.dumpDataDir();
  return gzipAsync(new Uint8Array(await tarball.arrayBuffer()));
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

const TAR_BLOCK = 512;
const textAt = (block: Uint8Array, start: number, length: number) =>
  new TextDecoder().decode(block.subarray(start, start + length)).replace(/\0.*$/s, '');

/**
 * Checks that a tarball is whole and holds a database directory: PGlite, handed a damaged tarball, fails outside
 * any promise and takes the process down.
 */
function checkTarball(tar: Uint8Array, name: string): void {
  let holdsDatabase = false;
  for (let at = 0; at + TAR_BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + TAR_BLOCK);
    if (header.every((byte) => byte === 0)) break; // the end-of-archive blocks
    if (textAt(header, 257, 5) !== 'ustar') break;
    const size = Number.parseInt(textAt(header, 124, 12).trim() || '0', 8);
    at += TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    if (Number.isNaN(size) || at > tar.length)
      throw new BackupFileError(`${name} is damaged: the archive inside it ends in the middle of a file`);
    holdsDatabase ||= textAt(header, 0, 100) === '/PG_VERSION';
  }
  if (!holdsDatabase) throw new BackupFileError(`${name} is not a Wokflow backup: it holds no database directory`);
}

async function gunzipped(bytes: Buffer, name: string): Promise<Uint8Array<ArrayBuffer>> {
  if (!isGzip(bytes)) throw new BackupFileError(`${name} is not a Wokflow backup (not a gzip file)`);
  try {
    // zlib's result never lives in shared memory.
    const tar = await gunzipAsync(bytes);
    return new Uint8Array(tar.buffer, tar.byteOffset, tar.length) as Uint8Array<ArrayBuffer>;
  } catch (error) {
    const truncated = (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR';
    throw new BackupFileError(
      truncated
        ? `${name} is truncated: it ends before the backup does (was it copied completely?)`
        : `${name} is damaged: it does not decompress (${(error as Error).message})`,
    );
  }
}

/** The data directory's tarball a backup file holds, checked to be one. */
async function tarballOf(bytes: Buffer, name: string): Promise<Blob> {
  const tar = await gunzipped(bytes, name);
  checkTarball(tar, name);
  return new Blob([tar], { type: 'application/x-tar' });
}

/** What a backup holds, for the person taking or restoring it. */
export interface BackupSummary {
  orders: number;
  /** The newest migration applied to it: how up to date its schema is. */
  newestMigration: string;
}

/** Refuses a database that is not Wokflow's: without the migrations' table and the orders. */
async function summarise(db: PgliteDb, name: string): Promise<BackupSummary> {
  const [tables] = await db.query<{ migrations: boolean; orders: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS migrations, to_regclass('orders') IS NOT NULL AS orders",
  );
  if (!tables?.migrations || !tables.orders)
    throw new BackupFileError(`${name} is not a Wokflow backup: its database has no Wokflow schema`);
  const [row] = await db.query<{ orders: number; newest: string }>(
    'SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT max(name) FROM schema_migrations) AS newest',
  );
  return { orders: row?.orders ?? 0, newestMigration: row?.newest ?? '' };
}

/**
 * Opens the database a backup file holds, checked to be Wokflow's: in memory, or in `directory` (which must not
 * hold a database yet). `name` names the file in messages.
 */
export async function openBackup(
  bytes: Buffer,
  name: string,
  directory?: string,
): Promise<{ db: PgliteDb; summary: BackupSummary }> {
  const tarball = await tarballOf(bytes, name);
  let db: PgliteDb;
  try {
    db = directory ? await openPgliteDirectory(directory, tarball) : await openPgliteInMemory(tarball);
  } catch (error) {
    throw new BackupFileError(
      `${name} is not a Wokflow backup: its database does not open (${(error as Error).message})`,
    );
  }
  try {
    return { db, summary: await summarise(db, name) };
  } catch (error) {
    await db.close();
    throw error;
  }
}

import { PGlite, type Transaction } from '@electric-sql/pglite';
import { checkChannel, type Db, transactionScope } from './db.ts';

/** A transaction's own view of the database (`transactionScope`). */
const transactionDb = (tx: Transaction): Db =>
  transactionScope(
    async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
    async (sql) => {
      await tx.exec(sql);
    },
  );

/** A PGlite database of this process, which can also copy out its whole data directory. */
export interface PgliteDb extends Db {
  /**
   * The data directory as an uncompressed tarball, taken between two queries: every committed transaction is in
   * it (in its write-ahead log, which the copy replays when opened), an unfinished one is not.
   */
  dumpDataDir(): Promise<Blob>;
}

function wrap(pglite: PGlite): PgliteDb {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await pglite.query<Row>(sql, params)).rows,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    // The transaction's own view takes the lock first, as a nested transaction does.
    transaction: (work, lock) => pglite.transaction((tx) => transactionDb(tx).transaction(work, lock)),
    // In one process there is no connection to lose: no gap to report.
    listen: async (channel, onMessage) => pglite.listen(checkChannel(channel), onMessage),
    close: () => pglite.close(),
    notifiesInline: true,
    // Uncompressed: compressing inside PGlite would hold every query back while it runs.
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, which never shrinks: the
 * shop's own data is a few megabytes (with the system catalogues it reads, the pages in use fit in 8 MB) and the
 * files stay in the system's page cache, so 8 MB serves it and keeps the server about 130 MB smaller than the
 * default (npm run bench measures its memory: 16 MB gave 192 to 193 MB there, 8 MB 185 to 186).
 */
const SHARED_BUFFERS = 'shared_buffers=8MB';

/**
 * Opens a PGlite database stored in `directory`: initialises it when the directory is new, or fills the new
 * directory from a `dumpDataDir` tarball when given.
 */
export async function openPgliteDirectory(directory: string, dump?: Blob): Promise<PgliteDb> {
  return wrap(
    await PGlite.create({
      dataDir: directory,
      postgresqlconf: [SHARED_BUFFERS],
      ...(dump ? { loadDataDir: dump } : {}),
    }),
  );
}

/** An in-memory PGlite database; from a `dumpDataDir` tarball when given. */
export async function openPgliteInMemory(dump?: Blob): Promise<PgliteDb> {
  return wrap(await PGlite.create(dump ? { loadDataDir: dump } : {}));
}

/** The whole data directory of an in-memory database as an uncompressed tarball (loads faster than gzip). */
export async function dumpPgliteInMemory(prepare: (db: Db) => Promise<void>): Promise<Blob> {
  const pglite = await PGlite.create();
  try {
    await prepare(wrap(pglite));
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

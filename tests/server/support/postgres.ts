import type { Db } from '../../../server/db/db.ts';
import { openPostgres } from '../../../server/db/postgres.ts';

/** The same server and credentials as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `work` on a short-lived connection to the server's maintenance database (CREATE/DROP DATABASE). */
export async function withServer<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const admin = openPostgres(url);
  try {
    return await work(admin);
  } finally {
    await admin.close();
  }
}

export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;

/**
 * Throws a test's database away. FORCE: a connection the test has closed may not have left the server yet
 * (a pool's end does not wait for the backend to exit), and a LISTEN connection may still be ending.
 */
export const dropDatabase = (url: string, name: string) =>
  withServer(url, (admin) => admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

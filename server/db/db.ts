/** The one database interface the server uses: the same SQL runs on PGlite and on PostgreSQL. */
export interface Db {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (a migration). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: all of it is written, or none of it. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

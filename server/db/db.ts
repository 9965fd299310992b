/** The one database interface the server uses: the same SQL runs on PGlite and on PostgreSQL. */
export interface Db {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (a migration). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: all of it is written, or none of it. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every `NOTIFY` on `channel` (`SELECT pg_notify(channel, payload)`,
   * delivered when its transaction commits), from this server or any other on the same database. `onGap` is
   * called after a lost connection to the database was restored: what was notified meanwhile is lost, so a
   * listener reads the state afresh. Answers the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Listeners have been called by the time the call that committed a `NOTIFY` returns (PGlite, in this process). */
  readonly notifiesInline?: boolean;
}

/** A channel name is an SQL identifier: kept to plain lowercase words so that it never needs quoting. */
export function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

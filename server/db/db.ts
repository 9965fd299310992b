/** The one database interface the server uses: the same SQL runs on PGlite and on PostgreSQL. */
export interface Db {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (a migration). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` in one transaction: all of it is written, or none of it. With a `lock`, the transaction starts by
   * waiting for it (in the same round trip as its start) and holds it to its end.
   */
  transaction<T>(work: (tx: Db) => Promise<T>, lock?: TransactionLock): Promise<T>;
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

/**
 * An advisory lock held by a transaction: work under the same lock waits for it. `space` (an integer) keeps the
 * locks of one kind apart from the others; `key` names what is locked in it, e.g. a customer.
 */
export interface TransactionLock {
  space: number;
  key: string;
}

/**
 * The statement that waits for `lock`. `value` writes its space and key into it: by default as the parameters $1 and
 * $2, which take `[lock.space, lock.key]`.
 */
export function lockStatement(
  lock: TransactionLock,
  value: (value: number | string, position: 1 | 2) => string = (_, position) => `$${position}`,
): string {
  if (!Number.isSafeInteger(lock.space)) throw new Error(`Not a lock space: ${lock.space}`);
  return `SELECT pg_advisory_xact_lock(${value(lock.space, 1)}, hashtext(${value(lock.key, 2)}))`;
}

/** Inside a transaction: waits for `lock`, then holds it to the transaction's end. */
export async function waitForLock(tx: Db, lock: TransactionLock): Promise<void> {
  await tx.query(lockStatement(lock), [lock.space, lock.key]);
}

/**
 * A transaction's own view of the database, from its `query` and `exec`: a nested `transaction` joins it (taking its
 * lock, if any) rather than opening another, and it can neither listen nor close.
 */
export function transactionScope(query: Db['query'], exec: Db['exec']): Db {
  const db: Db = {
    query,
    exec,
    transaction: async (work, lock) => {
      if (lock) await waitForLock(db, lock);
      return work(db);
    },
    listen: () => Promise.reject(new Error('listen on the database, not inside a transaction')),
    close: () => Promise.reject(new Error('a transaction cannot close the database')),
  };
  return db;
}

/** A statement's parameters as it is written in parts: `param(value)` adds one and answers its placeholder ($1, $2, ...). */
export function statementParams(): { params: unknown[]; param: (value: unknown) => string } {
  const params: unknown[] = [];
  return { params, param: (value) => `$${params.push(value)}` };
}

/** One `T` per database handle, made by `create` when first asked for: what a server keeps about one database. */
export function perDatabase<T>(create: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = create(db);
      made.set(db, value);
    }
    return value;
  };
}

/** A channel name is an SQL identifier: kept to plain lowercase words so that it never needs quoting. */
export function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

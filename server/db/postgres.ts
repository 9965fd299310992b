import pg from 'pg';
import { type Db, lockStatement, type TransactionLock, transactionScope } from './db.ts';
import { postgresListener } from './postgresListener.ts';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** Past this many statements (SQL built from values would make new ones without end), the next are not kept. */
const MOST_STATEMENTS = 1000;

/**
 * A name for each statement with parameters, the same on every connection: a connection parses and plans a named
 * statement once and reuses its plan, where an unnamed one is planned on every call (the menu's query took
 * 3 ms to plan and under 1 ms to run). Statements without parameters may hold several commands, which a named
 * statement cannot: they stay unnamed.
 */
function statementNames() {
  const names = new Map<string, string>();
  return (sql: string): string | undefined => {
    const known = names.get(sql);
    if (known !== undefined || names.size >= MOST_STATEMENTS) return known;
    const name = `wokflow_${names.size}`;
    names.set(sql, name);
    return name;
  };
}

function run(client: Queryable, nameOf: (sql: string) => string | undefined) {
  return async <Row>(sql: string, params?: unknown[]): Promise<Row[]> => {
    const name = params ? nameOf(sql) : undefined;
    const result = await client.query(name ? { name, text: sql, values: params } : { text: sql, values: params });
    return result.rows as Row[];
  };
}

/**
 * One connection runs one query at a time: queries sent together (a `Promise.all` inside a transaction)
 * wait their turn here, not in pg's own queue, which is deprecated.
 */
function oneAtATime(client: pg.PoolClient, nameOf: (sql: string) => string | undefined) {
  const query = run(client, nameOf);
  let previous: Promise<unknown> = Promise.resolve();
  return <Row>(sql: string, params?: unknown[]): Promise<Row[]> => {
    const result = previous.then(() => query<Row>(sql, params));
    previous = result.catch(() => undefined);
    return result;
  };
}

/** A transaction's own view of the database (`transactionScope`), its statements sent one at a time. */
function transactionDb(client: pg.PoolClient, nameOf: (sql: string) => string | undefined): Db {
  const query = oneAtATime(client, nameOf);
  return transactionScope(query, async (sql) => {
    await query(sql);
  });
}

/**
 * BEGIN, and the wait for the lock when there is one, in one round trip: a simple query of two statements, the lock's
 * values written in (its key escaped).
 */
function begin(lock: TransactionLock | undefined): string {
  if (!lock) return 'BEGIN';
  const literal = (value: number | string) => (typeof value === 'number' ? String(value) : pg.escapeLiteral(value));
  return `BEGIN; ${lockStatement(lock, literal)}`;
}

/** A PostgreSQL server reached through a connection pool. */
export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  const listener = postgresListener(connectionString);
  const nameOf = statementNames();
  return {
    query: run(pool, nameOf),
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(work, lock) {
      const client = await pool.connect();
      try {
        await client.query(begin(lock));
        const result = await work(transactionDb(client, nameOf));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

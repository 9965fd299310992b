import pg from 'pg';
import type { Db } from './db.ts';
import { postgresListener } from './postgresListener.ts';

type Queryable = Pick<pg.PoolClient, 'query'>;

function run(client: Queryable) {
  return async <Row>(sql: string, params?: unknown[]): Promise<Row[]> => {
    const result = await client.query(sql, params);
    return result.rows as Row[];
  };
}

/**
 * One connection runs one query at a time: queries sent together (a `Promise.all` inside a transaction)
 * wait their turn here, not in pg's own queue, which is deprecated.
 */
function oneAtATime(client: pg.PoolClient) {
  const query = run(client);
  let previous: Promise<unknown> = Promise.resolve();
  return <Row>(sql: string, params?: unknown[]): Promise<Row[]> => {
    const result = previous.then(() => query<Row>(sql, params));
    previous = result.catch(() => undefined);
    return result;
  };
}

/** A transaction's own view of the database: a nested `transaction` joins it rather than opening another. */
function transactionDb(client: pg.PoolClient): Db {
  const query = oneAtATime(client);
  const db: Db = {
    query,
    exec: async (sql) => {
      await query(sql);
    },
    transaction: (work) => work(db),
    listen: () => Promise.reject(new Error('listen on the database, not inside a transaction')),
    close: () => Promise.reject(new Error('a transaction cannot close the database')),
  };
  return db;
}

/** A PostgreSQL server reached through a connection pool. */
export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  const listener = postgresListener(connectionString);
  return {
    query: run(pool),
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(transactionDb(client));
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

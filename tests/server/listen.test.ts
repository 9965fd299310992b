import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { openTestDb } from './support/testDb.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

const notify = (on: Db, channel: string, payload: string) => on.query('SELECT pg_notify($1, $2)', [channel, payload]);

describe('LISTEN/NOTIFY through the database', () => {
  test('a notification reaches every listener of its channel once its transaction commits, never when it rolls back', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    const stops = await Promise.all([
      db.listen('orders_test', first),
      db.listen('orders_test', second),
      db.listen('outlets_test', other),
    ]);

    await db.transaction(async (tx) => {
      await notify(tx, 'orders_test', 'order-1');
      // Not before the commit: a listener never reads a row that is not there yet.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(first).not.toHaveBeenCalled();
    });
    await vi.waitFor(() => expect(first).toHaveBeenCalledWith('order-1'));
    await vi.waitFor(() => expect(second).toHaveBeenCalledWith('order-1'));

    await db
      .transaction(async (tx) => {
        await notify(tx, 'orders_test', 'order-2');
        throw new Error('refused');
      })
      .catch(() => undefined);
    await notify(db, 'orders_test', 'order-3');
    await vi.waitFor(() => expect(first).toHaveBeenCalledWith('order-3'));
    expect(first.mock.calls).toEqual([['order-1'], ['order-3']]);
    expect(other).not.toHaveBeenCalled();
    for (const stop of stops) await stop();
  });

  test('a listener stopped hears nothing more; the others on its channel still do', async () => {
    const stopped = vi.fn();
    const kept = vi.fn();
    const stop = await db.listen('stops_test', stopped);
    const stopKept = await db.listen('stops_test', kept);
    await stop();
    await notify(db, 'stops_test', 'after');
    await vi.waitFor(() => expect(kept).toHaveBeenCalledWith('after'));
    expect(stopped).not.toHaveBeenCalled();
    await stopKept();
  });

  test('a channel name that is not a plain word is refused before it reaches SQL', async () => {
    await expect(db.listen('orders; DROP TABLE orders', () => undefined)).rejects.toThrow('Not a channel name');
  });

  // PGlite runs in this process: only a PostgreSQL server has a connection to lose.
  test.skipIf(inject('testDatabase').kind === 'pglite')(
    'after the listening connection is lost it listens again, and says that notifications may have been missed',
    async () => {
      const heard = vi.fn();
      const gap = vi.fn();
      const stop = await db.listen('lost_test', heard, gap);
      const [listening] = await db.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN lost_test%'",
      );
      expect(listening).toBeDefined();
      await db.query('SELECT pg_terminate_backend($1)', [listening?.pid]);
      await vi.waitFor(() => expect(gap).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      await notify(db, 'lost_test', 'after the gap');
      await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('after the gap'));
      await stop();
    },
  );
});

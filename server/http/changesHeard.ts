import type { Db } from '../db/db.ts';

/** How long a barrier may take before the replies kept are dropped rather than trusted. */
const BARRIER_TIMEOUT_MS = 2000;

export interface ChangesHeard {
  /** Resolves once every change committed before the call has been heard on `channel` (its listener called). */
  upToNow(): Promise<void>;
  /** Tells whether a payload was one of this server's barriers (then it is not a change). */
  isBarrier(payload: string): boolean;
  /** After a gap in listening: no barrier sent before it will be heard. */
  gap(): void;
}

/**
 * A barrier on a channel of notifications. PostgreSQL delivers a channel's notifications in the order their
 * transactions committed, so once a notification this server sends now has come back, every change
 * committed before it has been heard too. Requests arriving meanwhile share the next barrier: one NOTIFY
 * per batch, not per request. PGlite runs in this process and calls its listeners before the notifying
 * call returns: there, everything committed has been heard already.
 * `onLost` is called when a barrier failed or took too long: what was kept can no longer be trusted.
 */
export function changesHeard(db: Db, channel: string, onLost: () => void): ChangesHeard {
  const prefix = `barrier ${process.pid}-${Math.random().toString(36).slice(2)} `;
  const pending = new Map<string, () => void>();
  let waiting: (() => void)[] = [];
  let running = false;
  let sent = 0;

  async function barrier(): Promise<void> {
    const token = `${prefix}${++sent}`;
    const heard = new Promise<void>((resolve) => pending.set(token, resolve));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), BARRIER_TIMEOUT_MS);
    });
    try {
      await db.query('SELECT pg_notify($1, $2)', [channel, token]);
      if ((await Promise.race([heard, late])) === 'late') onLost();
    } catch {
      onLost();
    } finally {
      clearTimeout(timer);
      pending.delete(token);
    }
  }

  async function run() {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      await barrier();
      for (const resolve of batch) resolve();
    }
    running = false;
  }

  return {
    upToNow() {
      if (db.notifiesInline) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push(resolve);
        if (!running) void run();
      });
    },
    isBarrier(payload) {
      if (!payload.startsWith('barrier ')) return false;
      pending.get(payload)?.();
      return true;
    },
    gap() {
      for (const resolve of pending.values()) resolve();
    },
  };
}

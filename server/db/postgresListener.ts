import pg from 'pg';
import { checkChannel, type Db } from './db.ts';

interface Listener {
  onMessage: (payload: string) => void;
  onGap?: () => void;
}

/** How long to wait before each new attempt to reach the database again: quick at first, then every 5 s. */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 5000];

/**
 * Every LISTEN of this server on one connection of its own: a pooled connection goes back to the pool
 * between queries and would take the subscriptions with it. A lost connection is opened again, its
 * channels listened to again, and every listener told of the gap.
 */
export function postgresListener(connectionString: string): Pick<Db, 'listen' | 'close'> {
  const channels = new Map<string, Set<Listener>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let attempts = 0;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', ({ channel, payload }) => {
      for (const listener of channels.get(channel) ?? []) listener.onMessage(payload ?? '');
    });
    next.on('error', (error) => {
      console.error('PostgreSQL listening connection lost:', error.message);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
    return next;
  }

  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (opened) => {
        client = opened;
        connecting = null;
        attempts = 0;
        return opened;
      },
      (error: unknown) => {
        connecting = null;
        throw error;
      },
    );
    return connecting;
  }

  function lost(which: pg.Client) {
    if (client !== which || closed) return;
    client = null;
    which.end().catch(() => undefined);
    reconnect();
  }

  function reconnect() {
    const delay = RETRY_DELAYS_MS[Math.min(attempts++, RETRY_DELAYS_MS.length - 1)];
    setTimeout(() => {
      if (closed) return;
      connected().then(
        () => {
          for (const listeners of channels.values()) for (const listener of listeners) listener.onGap?.();
        },
        () => reconnect(),
      );
    }, delay).unref();
  }

  return {
    async listen(channel, onMessage, onGap) {
      checkChannel(channel);
      const listener = { onMessage, onGap };
      let listeners = channels.get(channel);
      const first = listeners === undefined;
      listeners ??= new Set();
      channels.set(channel, listeners);
      listeners.add(listener);
      const open = await connected();
      if (first) await open.query(`LISTEN ${channel}`);
      return async () => {
        listeners.delete(listener);
        if (listeners.size > 0 || channels.get(channel) !== listeners) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const open = client;
      client = null;
      await open?.end();
    },
  };
}

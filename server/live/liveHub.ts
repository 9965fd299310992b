import * as v from 'valibot';
import { type LiveEvent, LiveEventSchema } from '../../contract/staff.ts';
import type { Db } from '../db/db.ts';
import { LIVE_CHANNEL } from '../db/queries/liveEvents.ts';

/** One reader of the live events: an open event stream. */
export interface LiveSubscriber {
  onEvent(event: LiveEvent): void;
  /** The database connection was lost and restored: events may have been missed, so the reader reads afresh. */
  onGap(): void;
  /** The server is stopping: the stream ends, so that its reader reconnects to a server that keeps going. */
  onClose(): void;
}

/** This server's fan-out of the live events to its open event streams. */
export interface LiveHub {
  /** Answers the function that stops the subscriber hearing more. */
  subscribe(subscriber: LiveSubscriber): Promise<() => void>;
  /** The server is stopping: every subscriber is closed now, and one that comes later at once. */
  close(): void;
}

function parseEvent(payload: string): LiveEvent | null {
  try {
    const parsed = v.safeParse(LiveEventSchema, JSON.parse(payload));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Listens on the database's live channel once (on the first subscriber), however many streams are open, and
 * hands each event to every subscriber in memory. Nothing shared lives here: every server has its own hub, and
 * PostgreSQL's NOTIFY reaches them all.
 */
export function liveHub(db: Pick<Db, 'listen'>): LiveHub {
  const subscribers = new Set<LiveSubscriber>();
  let listening: Promise<unknown> | null = null;
  let closed = false;

  const deliver = (payload: string) => {
    const event = parseEvent(payload);
    if (!event) return console.warn(`Live event not understood: ${payload.slice(0, 200)}`);
    for (const subscriber of subscribers) subscriber.onEvent(event);
  };
  const gap = () => {
    for (const subscriber of subscribers) subscriber.onGap();
  };

  return {
    async subscribe(subscriber) {
      if (closed) {
        subscriber.onClose();
        return () => {};
      }
      listening ??= db.listen(LIVE_CHANNEL, deliver, gap).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      await listening;
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    close() {
      closed = true;
      for (const subscriber of subscribers) subscriber.onClose();
      subscribers.clear();
    },
  };
}

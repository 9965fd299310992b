import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveEvent } from '../../contract/staff.ts';
import type { LiveHub } from './liveHub.ts';

/** A comment line this often keeps proxies and browsers from closing a quiet stream (most cut at 30 s or more). */
export const HEARTBEAT_MS = 20_000;

/**
 * Called as the stream opens with the function that ends it (once its session is signed out, say); answers the
 * function called once it has ended (to stop watching, to give back its place in a quota).
 */
export type StreamWatch = (end: () => void) => () => void;

/**
 * A `text/event-stream` of the live events `wanted` keeps: each as event `order` or `outlet`, its data the
 * event's JSON. After a gap in the database's notifications it sends `resync`: the reader fetches afresh. The
 * reader also fetches on every (re)connection: that is the catch-up, so events carry no id. The stream ends when
 * `watch` ends it (its session signed out) and when the server stops: the reader reconnects, and is refused or
 * served by a server that keeps going.
 */
export function liveEventStream(
  c: Context,
  hub: LiveHub,
  wanted: (event: LiveEvent) => boolean,
  watch: StreamWatch,
): Response {
  return streamSSE(c, async (stream) => {
    // One write at a time, in order: events come faster than a slow reader takes them.
    let writing: Promise<void> = Promise.resolve();
    const send = (write: () => Promise<unknown>) => {
      writing = writing.then(write).then(
        () => undefined,
        () => stream.abort(),
      );
    };
    let end = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    stream.onAbort(end);
    const stopWatching = watch(end);
    try {
      const unsubscribe = await hub.subscribe({
        onEvent: (event) => {
          if (wanted(event)) send(() => stream.writeSSE({ event: event.kind, data: JSON.stringify(event) }));
        },
        onGap: () => send(() => stream.writeSSE({ event: 'resync', data: '{}' })),
        onClose: end,
      });
      const heartbeat = setInterval(() => send(() => stream.write(': heartbeat\n\n')), HEARTBEAT_MS);
      // The first bytes tell the reader the stream is open (and its subscription in place).
      send(() => stream.write(': connected\n\n'));
      await ended;
      clearInterval(heartbeat);
      unsubscribe();
    } finally {
      stopWatching();
    }
  });
}

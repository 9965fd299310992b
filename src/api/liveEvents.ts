import { createParser } from 'eventsource-parser';
import { ApiError } from './client.ts';

/**
 * With no byte for this long the connection is taken for dead (a sleeping tablet, a proxy that dropped it
 * silently) and ended, to be opened again like any other drop: the server sends a comment more often.
 */
const SILENCE_MS = 45_000;

export interface LiveStreamHandlers {
  /** The server answered: events follow. */
  onOpen: () => void;
  /** One event: its name (`order`, `outlet`, `resync`…) and its data. */
  onEvent: (name: string, data: string) => void;
}

/**
 * Reads a `text/event-stream` call with fetch (EventSource cannot send the session header) as `session`, until
 * the server ends it, it goes silent, the browser goes offline (an open connection can outlive the network for
 * a long while, saying nothing), or `signal` aborts. Resolves when it ended; rejects with an ApiError when
 * refused, or with the network's error when the connection broke. Reconnecting is the caller's.
 */
export async function readEventStream(
  url: string,
  session: string | null,
  handlers: LiveStreamHandlers,
  signal: AbortSignal,
): Promise<undefined> {
  const silence = new AbortController();
  const wentOffline = () => silence.abort();
  window.addEventListener('offline', wentOffline);
  let timer = setTimeout(() => silence.abort(), SILENCE_MS);
  const heard = () => {
    clearTimeout(timer);
    timer = setTimeout(() => silence.abort(), SILENCE_MS);
  };
  try {
    const response = await fetch(url, {
      headers: { Accept: 'text/event-stream', ...(session ? { Authorization: `Bearer ${session}` } : {}) },
      cache: 'no-store',
      signal: AbortSignal.any([signal, silence.signal]),
    });
    if (!response.ok || !response.body) throw new ApiError(response.statusText, response.status);
    handlers.onOpen();
    const parser = createParser({ onEvent: (event) => handlers.onEvent(event.event ?? 'message', event.data) });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      heard();
      parser.feed(chunk.value);
    }
    return undefined;
  } catch (error) {
    if (silence.signal.aborted && !signal.aborted) return undefined;
    throw error;
  } finally {
    clearTimeout(timer);
    window.removeEventListener('offline', wentOffline);
  }
}

import { createParser } from 'eventsource-parser';
import { STORAGE_KEYS } from '../../contract/constants.ts';

export interface LiveStreamHandlers {
  /** The server answered: events follow. */
  onOpen: () => void;
  /** One event: its name (`order`, `resync`…) and its data. */
  onEvent: (name: string, data: string) => void;
}

/**
 * Reads a `text/event-stream` call with fetch (EventSource cannot send the session header) until the
 * server ends it, the connection breaks (it rejects) or `signal` aborts. Reconnecting is the caller's.
 */
export async function readEventStream(
  url: string,
  handlers: LiveStreamHandlers,
  signal: AbortSignal,
): Promise<undefined> {
  const token = localStorage.getItem(STORAGE_KEYS.authToken);
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    cache: 'no-store',
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`The event stream answered ${response.status}`);
  handlers.onOpen();
  const parser = createParser({ onEvent: (event) => handlers.onEvent(event.event ?? 'message', event.data) });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parser.feed(chunk.value);
  return undefined;
}

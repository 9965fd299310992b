import { createParser } from 'eventsource-parser';
import { STAFF_API_BASE } from '../../contract/staff.ts';
import { ApiError } from '../api/client.ts';

/**
 * With no byte for this long the connection is taken for dead (a sleeping tablet, a proxy that dropped it
 * silently) and opened again: the server is expected to send a comment line more often than this.
 */
const SILENCE_MS = 45_000;

export interface StaffEventHandlers {
  onOpen: () => void;
  /** An order or the outlet changed ('order', 'outlet', or 'resync' when the server lost track). */
  onEvent: () => void;
}

/**
 * Reads `GET /staff/events` with fetch (an EventSource cannot send the Bearer header) until the stream
 * ends, goes silent, or `signal` aborts it. Resolves when it ended; rejects with an ApiError when refused.
 */
export async function readStaffEvents(session: string, handlers: StaffEventHandlers, signal: AbortSignal) {
  const silence = new AbortController();
  const aborted = AbortSignal.any([signal, silence.signal]);
  let timer = setTimeout(() => silence.abort(), SILENCE_MS);
  const heard = () => {
    clearTimeout(timer);
    timer = setTimeout(() => silence.abort(), SILENCE_MS);
  };
  try {
    const response = await fetch(`${STAFF_API_BASE}/events`, {
      headers: { Authorization: `Bearer ${session}`, Accept: 'text/event-stream' },
      signal: aborted,
      cache: 'no-store',
    });
    if (!response.ok || !response.body) throw new ApiError(response.statusText, response.status);
    handlers.onOpen();
    const parser = createParser({ onEvent: () => handlers.onEvent() });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      heard();
      parser.feed(value);
    }
  } catch (error) {
    // Gone silent: ended, to be opened again like any other drop.
    if (silence.signal.aborted && !signal.aborted) return;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

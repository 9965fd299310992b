import type { App } from './http.ts';

/** A comment line (`: heartbeat`) as `next` reports it when asked for. */
export const COMMENT = ':';
const isEvent = (event: StreamEvent) => event.event !== COMMENT;

export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * An open `text/event-stream` of the app, read as the console reads it: `next` waits for the next event
 * `wanted` keeps , `close` hangs up. Resolves once the server says the stream is open.
 */
export async function openEventStream(app: App, url: string, headers: Record<string, string> = {}) {
  const response = await app.request(url, { headers });
  if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const received: StreamEvent[] = [];

  /** Reads until the buffer holds a whole block; parses the blocks that are complete. */
  async function readBlock(): Promise<string | null> {
    while (!buffer.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
    const end = buffer.indexOf('\n\n');
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    return block;
  }

  const parse = (block: string): StreamEvent => {
    const lines = block.split('\n').filter((line) => !line.startsWith(':'));
    if (lines.length === 0) return { event: COMMENT, data: block.slice(1).trim() };
    const field = (name: string) =>
      lines
        .filter((line) => line.startsWith(`${name}:`))
        .map((line) => line.slice(name.length + 1).trimStart())
        .join('\n');
    return { event: field('event') || 'message', data: field('data') };
  };

  const opened = await readBlock();
  if (opened !== ': connected') throw new Error(`${url} did not open: ${opened}`);

  return {
    received,
    /** The next event that `wanted` keeps (any event, comments aside, by default), within `timeoutMs`. */
    async next(wanted: (event: StreamEvent) => boolean = isEvent, timeoutMs = 3000): Promise<StreamEvent> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no event on ${url} within ${timeoutMs} ms`)), timeoutMs);
      });
      const search = (async () => {
        for (;;) {
          const block = await readBlock();
          if (block === null) throw new Error(`${url} ended`);
          const event = parse(block);
          received.push(event);
          if (wanted(event)) return event;
        }
      })();
      try {
        return await Promise.race([search, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => reader.cancel(),
  };
}

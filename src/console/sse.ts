/** One message of a `text/event-stream`: its name ('message' when unnamed) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` fed in chunks of any size, following the HTML standard's parsing rules:
 * lines end with CR, LF or CRLF (even split across chunks); `:` lines are comments; a blank line
 * dispatches the message; a message without data is dropped. `id` and `retry` are not needed here:
 * the console reads the board again after a reconnection instead of replaying from an id.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let started = false;
  let skipLineFeed = false;
  let name = '';
  let data: string[] = [];

  function dispatch() {
    if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
    name = '';
    data = [];
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const raw = colon === -1 ? '' : text.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  }

  return {
    feed(chunk: string) {
      let text = chunk;
      if (!started && text !== '') {
        text = text.replace(/^\uFEFF/, '');
        started = true;
      }
      if (skipLineFeed && text.startsWith('\n')) text = text.slice(1);
      skipLineFeed = false;
      buffer += text;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      // A CR that ends the chunk ended its line; the LF of a CRLF may open the next chunk.
      skipLineFeed = lines.length > 0 && buffer === '' && text.endsWith('\r');
      for (const each of lines) line(each);
    },
  };
}

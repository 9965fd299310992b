import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from '../../src/console/sse.ts';

// The console's live board reads the staff event stream with this parser: a message it drops or splits
// wrongly is an order the kitchen does not see until the next change.

function parse(...chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

const order = '{"kind":"order","orderId":"o1","outletId":"surat-adajan","status":"placed"}';

describe('server-sent events parser', () => {
  it('reads named events and their data', () => {
    expect(parse(`event: order\ndata: ${order}\n\nevent: outlet\ndata: {"kind":"outlet"}\n\n`)).toEqual([
      { event: 'order', data: order },
      { event: 'outlet', data: '{"kind":"outlet"}' },
    ]);
  });

  it('reassembles an event split anywhere across chunks, CRLF included', () => {
    const whole = `event: order\r\ndata: ${order}\r\n\r\n`;
    for (let cut = 1; cut < whole.length; cut += 1) {
      expect(parse(whole.slice(0, cut), whole.slice(cut)), `cut at ${cut}`).toEqual([{ event: 'order', data: order }]);
    }
  });

  it('ignores comments (keep-alives) and messages without data, and names unnamed ones message', () => {
    expect(parse(': ping\n\nevent: resync\n\ndata: a\ndata:b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('waits for the blank line before dispatching', () => {
    expect(parse('event: order\ndata: x\n')).toEqual([]);
  });

  it('skips a byte order mark and accepts bare CR line ends', () => {
    expect(parse('\uFEFFevent: order\rdata: x\r\r')).toEqual([{ event: 'order', data: 'x' }]);
  });
});

import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { API_BASE } from '../../contract/constants.ts';
import type { CatalogueCache, KeptReply } from './catalogueCache.ts';

/** Catalogue requests are a form of one or two fields; a larger body is never read here. */
const MOST_BODY_BYTES = 1024;
/** Requests told apart by anything a client may vary (a field's order, its spelling): kept to this many. */
const MOST_RECORDINGS = 2000;

interface Recording {
  reply: KeptReply;
  status: number;
  headers: Record<string, string>;
}

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

export interface ReplayLane {
  /** The app's `fetch`, recording each reply the catalogue cache sent from what it keeps, exactly as it went out. */
  fetch: Fetch;
  /** node:http's listener for the app, behind the lane: a request the lane answers never reaches it. */
  inFront(app: RequestListener): RequestListener;
}

/** Whether a reply to this request could depend on who asks or on what they hold: then the app answers it. */
const personal = (incoming: IncomingMessage) =>
  incoming.headers.authorization !== undefined ||
  incoming.headers['if-none-match'] !== undefined ||
  incoming.headers.range !== undefined;

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(Buffer.concat(chunks)));
    incoming.once('error', reject);
  });
}

/** The request as far as a catalogue reply depends on it; null when the lane leaves it to the app. */
async function requestKey(incoming: IncomingMessage): Promise<string | null> {
  const { method, url = '', headers } = incoming;
  if ((method !== 'GET' && method !== 'POST') || !url.startsWith(`${API_BASE}/`) || personal(incoming)) return null;
  const described = `${method} ${url} ${headers['content-type'] ?? ''} ${headers['accept-encoding'] ?? ''}`;
  if (method === 'GET') return described;
  const length = Number(headers['content-length']);
  if (headers['transfer-encoding'] !== undefined || !Number.isInteger(length) || length > MOST_BODY_BYTES) return null;
  const body = await readBody(incoming);
  // The app reads the body from here (@hono/node-server's `rawBody`) when the lane leaves the request to it.
  Object.assign(incoming, { rawBody: body });
  return `${described}\n${body.toString('latin1')}`;
}

/**
 * A lane in front of the app for the catalogue's kept replies (the menu, super-categories, outlets, content, blog,
 * stores). The app answers a request the first times; once its reply came from the catalogue cache's kept bytes,
 * the lane records that response (status, every header the app's middleware set, the bytes) under the request as
 * sent (method, path, body, content type, accepted codings) and replays it to the same request for as long as the
 * cache still keeps that reply: the same check, the same barrier for changes heard from other servers, the same
 * minute for replies that show opening hours. A request with a session, a validator (`If-None-Match`) or a range,
 * or a body over 1 KB, always goes to the app. The lane answers what the app itself would, without its framework's
 * cost per request (a web Request and Response, the middleware, the router, the validation): `npm run bench`.
 */
export function replayLane(cache: CatalogueCache, clock: () => Date, app: Fetch): ReplayLane {
  const recordings = new Map<string, Recording>();
  const keys = new WeakMap<object, string>();
  let generation = 0;

  function record(key: string, recording: Recording) {
    // After a change none of what was recorded is kept any longer: dropped, so that it holds no old bytes.
    if (recording.reply.generation !== generation) {
      recordings.clear();
      generation = recording.reply.generation;
    }
    recordings.delete(key);
    recordings.set(key, recording);
    for (const oldest of recordings.keys()) {
      if (recordings.size <= MOST_RECORDINGS) break;
      recordings.delete(oldest);
    }
  }

  /** True when it answered; otherwise the request (its body read, if any) is the app's. */
  async function replay(incoming: IncomingMessage, outgoing: ServerResponse): Promise<boolean> {
    const key = await requestKey(incoming);
    if (key === null) return false;
    const recording = recordings.get(key);
    if (!recording || !(await cache.stillKept(recording.reply, clock()))) {
      if (recording) recordings.delete(key);
      keys.set(incoming, key);
      return false;
    }
    outgoing.writeHead(recording.status, recording.headers);
    outgoing.end(recording.reply.bytes);
    return true;
  }

  return {
    async fetch(request, env) {
      const response = await app(request, env);
      const key = keys.get(env.incoming);
      const reply = key === undefined ? undefined : cache.keptReplyOf(response);
      if (key === undefined || !reply) return response;
      const headers = Object.fromEntries(response.headers);
      // Recorded only as the kept bytes went out: no middleware recoded or cut them on the way.
      const sentAsKept =
        headers['content-length'] === String(reply.bytes.length) && headers['transfer-encoding'] === undefined;
      if (sentAsKept && response.status === 200) record(key, { reply, status: response.status, headers });
      return response;
    },
    inFront: (listener) => (incoming, outgoing) => {
      replay(incoming, outgoing).then(
        (answered) => {
          if (!answered) listener(incoming, outgoing);
        },
        // The client went away while its body was read: nothing is left to answer.
        () => outgoing.destroy(),
      );
    },
  };
}

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../contract/envelope.ts';
import type { AppDeps } from '../deps.ts';
import type { Refusal } from '../usecases/refusal.ts';
import { type EncodedReply, encodedSize, encodeReply, sendEncoded } from './encodedReply.ts';
import { refused } from './reply.ts';

/** Announced by the database (migration 013) when any table the catalogue reads show changes. */
export const CATALOGUE_CHANNEL = 'wokflow_catalogue';

/** Every outlet's menu in all its codings is about 0.2 MB: this keeps hundreds of replies, and never more. */
const MAX_BYTES = 64 * 1024 * 1024;

/** What a catalogue read builds from the database: the reply's data, or why there is none (never kept). */
export type CatalogueRead = { data: unknown; msg?: string } | Refusal<ContentfulStatusCode>;

export interface CatalogueCache {
  /**
   * The reply kept under `key`, or the one `read` builds, encoded and kept until the catalogue changes.
   * The key names everything the reply depends on besides the catalogue (outlet, ids, `openNowKey`).
   */
  reply(c: Context, key: string, read: () => Promise<CatalogueRead>): Promise<Response>;
}

/**
 * An outlet's `isOpen` changes only when a minute starts (hours and overrides are whole minutes, Kolkata is a
 * whole number of minutes from UTC): a reply that shows it is kept for the minute it was built in, no longer.
 */
export const openNowKey = (now: Date) => `minute ${Math.floor(now.getTime() / 60_000)}`;

/**
 * The replies of one server. Any change to the catalogue, on any server sharing the database, is heard
 * (LISTEN) and drops them all: changes are rare (a member of staff marks a dish sold out) and each reply is
 * one query away. A reply built while a change was heard is sent but not kept: it may predate the change.
 * Until the listener is in place, nothing is kept.
 */
function createCatalogueCache({ db }: Pick<AppDeps, 'db'>): CatalogueCache {
  const kept = new Map<string, EncodedReply>();
  const building = new Map<string, Promise<EncodedReply | Refusal<ContentfulStatusCode>>>();
  let keptBytes = 0;
  let generation = 0;
  let listening = false;

  const forgetAll = () => {
    generation += 1;
    kept.clear();
    building.clear();
    keptBytes = 0;
  };
  // From the first catalogue read: an app that never serves one (a test's) never listens.
  let askedToListen = false;
  const startListening = () => {
    if (askedToListen) return;
    askedToListen = true;
    db.listen(CATALOGUE_CHANNEL, forgetAll, forgetAll).then(
      () => {
        listening = true;
      },
      (error: unknown) => console.error('Catalogue replies are not kept: cannot listen for changes', error),
    );
  };

  function keep(key: string, reply: EncodedReply) {
    keptBytes += encodedSize(reply);
    kept.set(key, reply);
    // A Map iterates in insertion order and a read re-inserts its key: the first keys are the least recently read.
    for (const [oldest, old] of kept) {
      if (keptBytes <= MAX_BYTES) break;
      kept.delete(oldest);
      keptBytes -= encodedSize(old);
    }
  }

  async function build(key: string, read: () => Promise<CatalogueRead>) {
    const startedAt = generation;
    const result = await read();
    if ('refusal' in result) return result;
    const body: Envelope<unknown> = { error: 0, msg: result.msg ?? 'Success', data: result.data };
    const reply = await encodeReply(body);
    if (listening && generation === startedAt) keep(key, reply);
    return reply;
  }

  return {
    async reply(c, key, read) {
      startListening();
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return sendEncoded(c, hit);
      }
      // Clients asking for the same reply at once share one build.
      let shared = building.get(key);
      if (!shared) {
        shared = build(key, read).finally(() => {
          if (building.get(key) === shared) building.delete(key);
        });
        building.set(key, shared);
      }
      const result = await shared;
      return 'refusal' in result ? refused(c, result) : sendEncoded(c, result);
    },
  };
}

const caches = new WeakMap<Pick<AppDeps, 'db'>, CatalogueCache>();

/** The catalogue cache of the app built on `deps`: one per app (one listener), shared by its routes. */
export function catalogueCacheOf(deps: Pick<AppDeps, 'db'>): CatalogueCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = createCatalogueCache(deps);
    caches.set(deps, cache);
  }
  return cache;
}

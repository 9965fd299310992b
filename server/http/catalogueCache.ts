import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../contract/envelope.ts';
import { type Db, perDatabase } from '../db/db.ts';
import type { AppDeps } from '../deps.ts';
import type { Refusal } from '../usecases/refusal.ts';
import { changesHeard } from './changesHeard.ts';
import { chooseCoding, type EncodedReply, encodedSize, encodeReply, sendEncoded } from './encodedReply.ts';
import { refused } from './reply.ts';

/** Announced by the database (migration 013) when any table the catalogue reads show changes. */
export const CATALOGUE_CHANNEL = 'wokflow_catalogue';

/** An outlet's whole menu in its three codings is about 0.12 MB: this keeps a large chain's catalogue, and never more. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * What a catalogue read builds from the database: the reply's data, or why there is none. Refusals, and
 * replies marked `keep: false` (a page nobody is known to ask for again), are sent and not kept: any id a
 * client makes up is a key, and keeping those would push the replies everyone reads out.
 */
export type CatalogueRead = { data: unknown; msg?: string; keep?: false } | Refusal<ContentfulStatusCode>;

export interface CatalogueCache {
  /**
   * The reply kept under `key`, or the one `read` builds, encoded and kept until the catalogue changes.
   * The key names everything the reply depends on besides the catalogue (outlet, ids). A reply that shows
   * whether outlets are open `now` (the instant `read` uses) is kept for that minute only: `isOpen` changes
   * only when a minute starts (hours and overrides are whole minutes, and so is Kolkata's offset from UTC).
   */
  reply(c: Context, key: string, read: () => Promise<CatalogueRead>, now?: Date): Promise<Response>;
  /** The kept reply a response of `reply` was sent from, with the bytes it sent; undefined for any other response. */
  keptReplyOf(response: Response): KeptReply | undefined;
  /**
   * Whether `reply` is still what is kept under its key at `now`: no change was heard since (every change committed
   * before the call included), its minute has not passed, and it was not pushed out. A yes counts as a read of it.
   */
  stillKept(reply: KeptReply, now: Date): Promise<boolean>;
}

const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);

interface Kept {
  reply: EncodedReply;
  /** The minute whose `isOpen` it shows; null: it shows none. */
  minute: number | null;
}

/** A kept reply as one response sent it. */
export interface KeptReply {
  key: string;
  kept: Kept;
  /** Counts the catalogue changes heard before it was sent: replies of an older count are no longer kept. */
  generation: number;
  /** The bytes sent, in the coding the client accepted. */
  bytes: Uint8Array;
}

/**
 * The replies of one server. Any change to the catalogue, on any server sharing the database, is heard
 * (LISTEN) and drops them all: changes are rare (a member of staff marks a dish sold out) and each reply is
 * one query away. A reply built while a change was heard is sent but not kept: it may predate the change.
 * Until the listener is in place, nothing is kept.
 */
function createCatalogueCache(db: Db): CatalogueCache {
  const kept = new Map<string, Kept>();
  const sentFromKept = new WeakMap<Response, KeptReply>();
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
  const heard = changesHeard(db, CATALOGUE_CHANNEL, forgetAll);
  const onChange = (payload: string) => {
    if (!heard.isBarrier(payload)) forgetAll();
  };
  const onGap = () => {
    forgetAll();
    heard.gap();
  };
  // From the first catalogue read: an app that never serves one (a test's) never listens.
  let askedToListen = false;
  const startListening = () => {
    if (askedToListen) return;
    askedToListen = true;
    db.listen(CATALOGUE_CHANNEL, onChange, onGap).then(
      () => {
        listening = true;
      },
      (error: unknown) => console.error('Catalogue replies are not kept: cannot listen for changes', error),
    );
  };

  function forget(key: string) {
    const old = kept.get(key);
    if (!old) return;
    kept.delete(key);
    keptBytes -= encodedSize(old.reply);
  }

  /** Keeps the reply in place of the key's older one (another minute's). */
  function keep(key: string, entry: Kept) {
    forget(key);
    keptBytes += encodedSize(entry.reply);
    kept.set(key, entry);
    // A Map iterates in insertion order and a read re-inserts its key: the first keys are the least recently read.
    for (const oldest of kept.keys()) {
      if (keptBytes <= MAX_BYTES) break;
      forget(oldest);
    }
  }

  async function build(key: string, minute: number | null, read: () => Promise<CatalogueRead>) {
    const startedAt = generation;
    const result = await read();
    if ('refusal' in result) return result;
    const body: Envelope<unknown> = { error: 0, msg: result.msg ?? 'Success', data: result.data };
    const reply = await encodeReply(body);
    if (listening && generation === startedAt && result.keep !== false) keep(key, { reply, minute });
    return reply;
  }

  return {
    async reply(c, key, read, now) {
      startListening();
      const minute = now ? minuteOf(now) : null;
      // A change committed before this request (a sold-out dish marked a moment ago) must be heard first.
      if (kept.has(key)) await heard.upToNow();
      const hit = kept.get(key);
      if (hit?.minute === minute) {
        kept.delete(key);
        kept.set(key, hit);
        const response = sendEncoded(c, hit.reply);
        const coding = chooseCoding(c.req.header('Accept-Encoding'));
        sentFromKept.set(response, { key, kept: hit, generation, bytes: hit.reply[coding] });
        return response;
      }
      // Clients asking for the same reply at once share one build.
      const buildKey = `${key} ${minute}`;
      let shared = building.get(buildKey);
      if (!shared) {
        shared = build(key, minute, read).finally(() => {
          if (building.get(buildKey) === shared) building.delete(buildKey);
        });
        building.set(buildKey, shared);
      }
      const result = await shared;
      return 'refusal' in result ? refused(c, result) : sendEncoded(c, result);
    },
    keptReplyOf: (response) => sentFromKept.get(response),
    async stillKept(reply, now) {
      if (kept.get(reply.key) !== reply.kept) return false;
      await heard.upToNow();
      const entry = kept.get(reply.key);
      if (entry !== reply.kept || (entry.minute !== null && entry.minute !== minuteOf(now))) return false;
      kept.delete(reply.key);
      kept.set(reply.key, entry);
      return true;
    },
  };
}

const cacheOfDatabase = perDatabase(createCatalogueCache);

/**
 * The catalogue cache of the apps on `db`: one per database handle (one listener), shared by the routes and by the
 * replay lane in front of the app (server/http/replayLane.ts).
 */
export const catalogueCacheOf = ({ db }: Pick<AppDeps, 'db'>): CatalogueCache => cacheOfDatabase(db);

import { type Db, perDatabase } from '../db/db.ts';
import type { HolderKind } from '../db/queries/otpChallenges.ts';
import { findSession, type SessionRow } from '../db/queries/sessions.ts';

/** Announced by the database (migration 016) when a session changes: its token's hash, or '*' for all of them. */
export const SESSIONS_CHANNEL = 'wokflow_sessions';
/** A session read is kept this long at most (by the server's clock), however it is used. */
const KEEP_MS = 60 * 1000;
/** Sessions kept at most: the least recently read go first. */
const MOST_KEPT = 10_000;

interface Kept {
  session: SessionRow;
  readAt: number;
}

export interface SessionCache {
  /** `findSession`, from what this server read less than a minute ago when nothing has changed the session since. */
  find(tokenHash: string, kind: HolderKind, now: Date): Promise<SessionRow | null>;
  /** This server changed the session (signed it out, used it): its next lookup reads it again. */
  forget(tokenHash: string): void;
  /**
   * Calls `changed` whenever the session may have changed (this server changed it, a change was heard, or
   * listening had a gap); answers the function that stops it.
   */
  onChange(tokenHash: string, changed: () => void): () => void;
}

/**
 * The sessions one server has read, so that a signed-in customer's calls do not each read theirs. Any change to a
 * session, on any server sharing the database, is heard (LISTEN) and drops it: a session signed out on another
 * server is refused here as soon as its notification arrives, and on this one at once (`forget`). Only sessions
 * found are kept (a made-up token is always looked up), and none until the listener is in place; a session read
 * while a change was heard is not kept, since it may predate it; a gap in listening drops them all.
 */
function createSessionCache(db: Db): SessionCache {
  const kept = new Map<string, Kept>();
  const watchers = new Map<string, Set<() => void>>();
  let generation = 0;
  let listening = false;
  let askedToListen = false;

  const tell = (changed: Iterable<() => void>) => {
    for (const watcher of [...changed]) watcher();
  };
  const forgetAll = () => {
    generation += 1;
    kept.clear();
    for (const changed of watchers.values()) tell(changed);
  };
  const forget = (tokenHash: string) => {
    generation += 1;
    kept.delete(`customer ${tokenHash}`);
    kept.delete(`staff ${tokenHash}`);
    tell(watchers.get(tokenHash) ?? []);
  };
  const startListening = () => {
    if (askedToListen) return;
    askedToListen = true;
    db.listen(SESSIONS_CHANNEL, (hash) => (hash === '*' ? forgetAll() : forget(hash)), forgetAll).then(
      () => {
        listening = true;
      },
      (error: unknown) => console.error('Sessions are read on every call: cannot listen for their changes', error),
    );
  };

  return {
    async find(tokenHash, kind, now) {
      startListening();
      const key = `${kind} ${tokenHash}`;
      const hit = kept.get(key);
      const age = hit ? now.getTime() - hit.readAt : -1;
      if (hit && age >= 0 && age <= KEEP_MS) {
        kept.delete(key);
        kept.set(key, hit);
        return hit.session;
      }
      const startedAt = generation;
      const session = await findSession(db, tokenHash, kind);
      if (session && listening && generation === startedAt) {
        kept.delete(key);
        kept.set(key, { session, readAt: now.getTime() });
        for (const oldest of kept.keys()) {
          if (kept.size <= MOST_KEPT) break;
          kept.delete(oldest);
        }
      }
      return session;
    },
    forget,
    onChange(tokenHash, changed) {
      startListening();
      const watching = watchers.get(tokenHash) ?? new Set();
      watchers.set(tokenHash, watching.add(changed));
      return () => {
        watching.delete(changed);
        if (watching.size === 0) watchers.delete(tokenHash);
      };
    },
  };
}

/** The session cache of the apps on `db`: one per database handle (one listener). */
export const sessionCacheOf: (db: Db) => SessionCache = perDatabase(createSessionCache);

import type { Context } from 'hono';
import type { CardGateway } from './adapters/gateway/gateway.ts';
import type { Geocoder } from './adapters/geocoder/geocoder.ts';
import type { SmsSender } from './adapters/sms/sms.ts';
import type { Db } from './db/db.ts';
import type { LiveHub } from './live/liveHub.ts';

/** What the application is given from outside; routes and use cases take it from here, never from app.ts. */
export interface AppDeps {
  db: Db;
  /** The current time; tests pin it to check opening hours, code expiry and session age. */
  clock: () => Date;
  /** Texts the sign-in codes; the outbox adapter also opens the development route that reads them. */
  sms: SmsSender;
  /** Finds a typed address on the map: the offline gazetteer, or Nominatim when configured. */
  geocoder: Geocoder;
  /** The card payment gateway for online orders and wallet top-ups. */
  gateway: CardGateway;
  /** Who is asking, for the hourly limits per client on sign-in codes and feedback. */
  clientAddress: (c: Context) => string;
  /** Where customers reach the shop (`https://order.wokflow.in`, no trailing slash): absolute URLs start with it. */
  publicUrl: () => string;
  /** The address map's MapLibre style URL; unset: the server's own offline style. */
  mapStyleUrl?: string | null;
  /** The built client (vite's output); defaults to dist/client of the repository. */
  clientDir?: string;
  /** The point of sale's shared secret (POS_WEBHOOK_SECRET); unset: its calls answer 503. */
  posWebhookSecret?: string | null;
  /** This server's hub of live events (server/live); createApp makes one on `db` when not given. */
  live?: LiveHub;
}

/** The dependencies with this server's hub of live events, for the event streams. */
export type LiveDeps = AppDeps & { live: LiveHub };

/** The database and the clock: what most use cases need. */
export type StoreDeps = Pick<AppDeps, 'db' | 'clock'>;

/** What paying by card needs: the database, the gateway and the clock. */
export type PaymentDeps = Pick<AppDeps, 'db' | 'gateway' | 'clock'>;

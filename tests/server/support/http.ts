import * as v from 'valibot';
import { expect } from 'vitest';
import { API_BASE } from '../../../contract/constants.ts';
import { envelope } from '../../../contract/envelope.ts';
import { gazetteerGeocoder } from '../../../server/adapters/geocoder/gazetteer.ts';
import { outboxSms } from '../../../server/adapters/sms/outbox.ts';
import { createApp } from '../../../server/app.ts';
import type { Db } from '../../../server/db/db.ts';
import type { AppDeps } from '../../../server/deps.ts';
import { fakeGateway } from './fakeGateway.ts';

export type App = ReturnType<typeof createApp>;
type Fields = Record<string, string | readonly string[]>;

/** Requests name their client address in this header, so tests can play several clients. */
export const CLIENT_HEADER = 'x-test-client';

/**
 * The app on a test database at a pinned instant (or a clock the test moves): texts to the outbox, offline
 * geocoding, a fake card gateway.
 */
export function testApp(db: Db, now: Date | (() => Date), overrides: Partial<AppDeps> = {}): App {
  const clock = typeof now === 'function' ? now : () => now;
  return createApp({
    db,
    clock,
    sms: outboxSms(db, clock, () => {}),
    geocoder: gazetteerGeocoder,
    gateway: fakeGateway(),
    clientAddress: (c) => c.req.header(CLIENT_HEADER) ?? 'test-client',
    publicUrl: () => 'http://localhost',
    ...overrides,
  });
}

/** Form-encoded like the browser's client: arrays as repeated fields. */
function form(fields: Fields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of typeof value === 'string' ? [value] : value) body.append(key, item);
  }
  return body;
}

export interface Reply {
  status: number;
  body: { error: 0 | 1; msg: string; data: unknown };
}

export async function readReply(response: Response): Promise<Reply> {
  return { status: response.status, body: await response.json() };
}

export const api = {
  get: async (app: App, path: string) => readReply(await app.request(`${API_BASE}/${path}`)),
  post: async (app: App, path: string, fields: Fields = {}) =>
    readReply(await app.request(`${API_BASE}/${path}`, { method: 'POST', body: form(fields) })),
  postJson: async (app: App, path: string, json: unknown) =>
    readReply(
      await app.request(`${API_BASE}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(json),
      }),
    ),
};

/** A successful reply whose `data` conforms to the contract's schema; returns that data. */
export function expectData<S extends v.GenericSchema>(result: Reply, schema: S): v.InferOutput<S> {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const parsed = v.parse(envelope(schema), result.body);
  expect(parsed.error).toBe(0);
  return parsed.data;
}

/** A refused request: the status, and the envelope `{ error: 1, msg, data: null }`. */
export function expectRefusal(result: Reply, status: number, msg: string | RegExp): void {
  expect(result.status).toBe(status);
  expect(result.body).toEqual({
    error: 1,
    msg: typeof msg === 'string' ? msg : expect.stringMatching(msg),
    data: null,
  });
}

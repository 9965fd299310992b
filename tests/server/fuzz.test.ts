import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sandboxGateway } from '../../server/adapters/gateway/sandbox.ts';
import type { Db } from '../../server/db/db.ts';
import { signedInCustomer } from './support/customers.ts';
import { type App, testApp } from './support/http.ts';
import { FRIDAY_EVENING } from './support/shop.ts';
import { openTestDb } from './support/testDb.ts';

// Every call of the API, sent what an attacker or a broken client might send: wrong types, missing and
// extra fields, huge and negative numbers, odd Unicode, deep nesting, wrong content types, truncated
// bodies. None may answer 5xx. In CI the seed is fixed, so a run is repeatable; `npm run fuzz` runs longer
// (FUZZ_RUNS per call) with a new seed each time, which a failure reports (rerun it with FUZZ_SEED).
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : 20_261_126));

const Operation = v.looseObject({
  parameters: v.optional(v.array(v.looseObject({ in: v.string(), name: v.string() }))),
  requestBody: v.optional(
    v.looseObject({
      content: v.record(v.string(), v.looseObject({ schema: v.optional(v.looseObject({})) })),
    }),
  ),
});
const Document = v.looseObject({ paths: v.record(v.string(), v.record(v.string(), Operation)) });

interface Call {
  method: string;
  path: string;
  fields: string[];
  query: string[];
}

/** The calls of the document with the fields their bodies and queries declare. */
function callsOf(document: v.InferOutput<typeof Document>): Call[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema as
        | { properties?: Record<string, unknown> }
        | undefined;
      return {
        method: method.toUpperCase(),
        path,
        fields: Object.keys(body?.properties ?? {}),
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      };
    }),
  );
}

/** A value as a form or a query string carries it: text as it is, anything else as its JSON. */
const asText = (field: unknown) => (typeof field === 'string' ? field : (JSON.stringify(field) ?? ''));

const deep = (depth: number, open: string, close: string, inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** A value a field might be sent: of any JSON type, often of the wrong one. */
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('', ' ', '0', '-1', 'true', 'null', 'NaN', '1e309', '９８７６５４３２１０', 'WF-000001', '\u202e'),
    fc.integer(),
    fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e308, -1e-308, 0.1),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('any'), { maxKeys: 4 }),
  ),
})).any;

/** A body for a call: its fields (some left out) with any values, plus extra ones. */
const bodyFor = (fields: string[]) =>
  fc.record({
    declared: fc
      .subarray(fields)
      .chain((present) => fc.tuple(...present.map((name) => fc.tuple(fc.constant(name), value)))),
    extra: fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 3 }),
  });

type Encoding = 'json' | 'form' | 'truncated' | 'text' | 'deep-object' | 'deep-array' | 'wrong-type';
const encoding = fc.constantFrom<Encoding>(
  'json',
  'form',
  'truncated',
  'text',
  'deep-object',
  'deep-array',
  'wrong-type',
);

function encode(kind: Encoding, body: Record<string, unknown>): { type: string; text: string } {
  const json = JSON.stringify(body);
  switch (kind) {
    case 'json':
      return { type: 'application/json', text: json };
    case 'truncated':
      return { type: 'application/json', text: json.slice(0, Math.max(1, json.length - 3)) };
    case 'deep-object':
      return { type: 'application/json', text: deep(5000, '{"a":', '}') };
    case 'deep-array':
      return { type: 'application/json', text: deep(5000, '[', ']') };
    case 'text':
      return { type: 'text/plain', text: json };
    case 'wrong-type':
      return { type: 'application/json', text: JSON.stringify(Object.values(body)) };
    case 'form': {
      const form = new URLSearchParams();
      for (const [key, field] of Object.entries(body)) {
        for (const item of Array.isArray(field) ? field : [field]) form.append(key, asText(item));
      }
      return { type: 'application/x-www-form-urlencoded', text: form.toString() };
    }
  }
}

/** A path parameter as a client might fill it: an id, a number, or junk. */
const segment = fc.oneof(
  fc.constantFrom('surat-adajan', 'WF-000001', '00000000-0000-0000-0000-000000000000', '..', '%00', 'a'.repeat(300)),
  fc.string({ minLength: 1, maxLength: 30 }),
);

let db: Db;
let app: App;
let session: string;
let calls: Call[];
beforeAll(async () => {
  db = await openTestDb();
  // Every call mounted and configured: the point of sale's too (unconfigured, it answers 503 by design).
  app = testApp(db, FRIDAY_EVENING, { gateway: sandboxGateway(), posWebhookSecret: 'fuzz-pos-secret-0123456789' });
  session = await signedInCustomer(app);
  const response = await app.request('/api/openapi.json');
  calls = callsOf(v.parse(Document, await response.json()));
});
afterAll(() => db?.close());

describe('whatever a client sends', () => {
  test('no call answers 5xx', { timeout: 30_000 + RUNS * 3_000 }, async () => {
    expect(calls.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const call of calls) {
      // A failing call is reported with its reply; the other calls are still tried.
      await fc
        .assert(
          fc.asyncProperty(
            bodyFor(call.fields),
            encoding,
            fc.array(segment, { minLength: 3, maxLength: 3 }),
            fc.constantFrom('session', 'none', 'junk'),
            async ({ declared, extra }, kind, segments, auth) => {
              let index = 0;
              const path = call.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(segments[index++] ?? 'x'));
              const body = { ...extra, ...Object.fromEntries(declared) };
              const query = new URLSearchParams(
                Object.entries(body)
                  .filter(([key]) => call.query.includes(key))
                  .map(([key, field]) => [key, asText(field)]),
              );
              const headers: Record<string, string> = {};
              if (auth === 'session') headers.Authorization = `Bearer ${session}`;
              if (auth === 'junk') headers.Authorization = `Bearer ${'x'.repeat(64)}`;
              const sendsBody = call.method !== 'GET' && call.method !== 'HEAD';
              const encoded = encode(kind, body);
              if (sendsBody) headers['Content-Type'] = encoded.type;
              const response = await app.request(`${path}${query.size ? `?${query}` : ''}`, {
                method: call.method,
                headers,
                body: sendsBody ? encoded.text : undefined,
              });
              if (response.status >= 500) {
                failures.push(`${call.method} ${path} (${kind}) answered ${response.status}: ${await response.text()}`);
              }
              // An event stream (200) never ends by itself: drop it.
              if (!response.bodyUsed) await response.body?.cancel().catch(() => undefined);
              return response.status < 500;
            },
          ),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch((error: Error) => failures.push(error.message.split('\n').slice(0, 3).join(' ')));
    }
    expect(failures).toEqual([]);
  });

  test.each([
    ['an object', deep(5000, '{"a":', '}')],
    ['an array', deep(5000, '[', ']')],
  ])('a body nested thousands of levels deep as %s is refused with a clear message', async (_, text) => {
    const response = await app.request('/api/v1/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: text,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 1, msg: 'The request body is nested too deeply', data: null });
  });
});

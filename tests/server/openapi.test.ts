import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AddToCartRequest, CartSchema } from '../../contract/cart.ts';
import { API_BASE } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { STAFF_API_BASE } from '../../contract/staff.ts';
import { MOBILE_NUMBER } from '../../contract/textRules.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { SANDBOX_BASE, sandboxGateway } from '../../server/adapters/gateway/sandbox.ts';
import type { Db } from '../../server/db/db.ts';
import { validBody } from '../../server/http/validate.ts';
import { openApiDocument } from '../../server/openapi/document.ts';
import { TAGS } from '../../server/openapi/tags.ts';
import { type App, api, testApp } from './support/http.ts';
import { FRIDAY_EVENING } from './support/shop.ts';
import { openTestDb } from './support/testDb.ts';

// The parts of the document the tests read; the whole is checked structurally below.
const Example = v.object({ value: v.object({ msg: v.string() }) });
const Media = v.looseObject({
  schema: v.optional(v.looseObject({})),
  examples: v.optional(v.record(v.string(), Example)),
});
const Reply = v.looseObject({ description: v.string(), content: v.optional(v.record(v.string(), Media)) });
const Operation = v.looseObject({
  summary: v.optional(v.string()),
  tags: v.optional(v.array(v.string())),
  security: v.optional(v.array(v.record(v.string(), v.array(v.string())))),
  parameters: v.optional(v.array(v.looseObject({ in: v.string(), name: v.string() }))),
  requestBody: v.optional(v.looseObject({ content: v.record(v.string(), Media) })),
  responses: v.pipe(v.record(v.string(), Reply), v.minEntries(1)),
});
const Document = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  servers: v.array(v.object({ url: v.string() })),
  tags: v.array(v.looseObject({ name: v.string() })),
  paths: v.record(v.string(), v.record(v.string(), Operation)),
  components: v.looseObject({ schemas: v.record(v.string(), v.looseObject({})) }),
});
type Document = v.InferOutput<typeof Document>;
type Operation = v.InferOutput<typeof Operation>;
type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; pattern?: string };

let db: Db;
let app: App;
let document: Document;
beforeAll(async () => {
  db = await openTestDb();
  // The outbox and the sandbox gateway: their routes are mounted, so the document has them too.
  app = testApp(db, FRIDAY_EVENING, { gateway: sandboxGateway() });
  const response = await app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  document = v.parse(Document, await response.json());
});
afterAll(() => db?.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

function operation(method: string, path: string): Operation {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
}

const call = (method: string, name: string) => operation(method, `${API_BASE}/${name}`);

/** Follows `#/a/b` within the document. */
function resolve(ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/** A JSON schema of the document, through its `$ref` if it is one. */
function schemaOf(schema: unknown): JsonSchema {
  const ref = (schema as { $ref?: string }).$ref;
  return (ref ? resolve(ref) : schema) as JsonSchema;
}

function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : refsIn(value),
  );
}

const examplesOf = (reply: Operation['responses'][string] | undefined) =>
  Object.values(reply?.content?.['application/json']?.examples ?? {}).map((example) => example.value.msg);

describe('the document', () => {
  test('is OpenAPI 3.1, named and versioned like the package, for the server it comes from', () => {
    expect(document.info.title).toContain(packageJson.name);
    expect(document.info.version).toBe(packageJson.version);
    expect(document.servers).toEqual([{ url: '/' }]);
  });

  test('every operation has a summary, one known tag and described replies', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    expect(operations().length).toBeGreaterThan(50);
    for (const { path, method, operation } of operations()) {
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(operation.tags, `${method} ${path}`).toHaveLength(1);
      expect(tags, `${method} ${path}`).toContain(operation.tags?.[0]);
      for (const reply of Object.values(operation.responses)) expect(reply.description).not.toBe('');
    }
  });

  test('every $ref points at something in the document', () => {
    const refs = new Set(refsIn(document));
    expect(refs).toContain('#/components/schemas/ErrorEnvelope');
    expect(refs).toContain('#/components/schemas/Product');
    for (const ref of refs) expect(resolve(ref), ref).toBeDefined();
  });

  test('every route the app serves under /api, and the sandbox gateway, is in it, and nothing else', () => {
    const registered = new Set(
      app.routes
        .filter(({ method, path }) => method !== 'ALL' && (path.startsWith('/api/') || path.startsWith(SANDBOX_BASE)))
        .map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(registered).toContain(`POST ${API_BASE}/login`);
    expect(registered).toContain('GET /api/v1/dev/sms');
    expect(registered).toContain(`POST ${SANDBOX_BASE}/choose`);
    const documented = operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(new Set(documented)).toEqual(registered);
  });

  test('a schema given to a validator is what the document shows: it is read from the route', async () => {
    const schema = v.object({ dish: v.pipe(v.string(), v.maxLength(7)) });
    const generated = await openApiDocument(new Hono().post('/t', validBody(schema), (c) => c.body(null)));
    const body = generated.paths['/t']?.post?.requestBody;
    expect(body && 'content' in body && body.content['application/json']?.schema).toEqual({
      type: 'object',
      properties: { dish: { type: 'string', maxLength: 7 } },
      required: ['dish'],
    });
  });
});

describe('calls as the routes take them', () => {
  test('login: a form or JSON body whose mobile_number has the contract pattern the route checks', async () => {
    const body = call('post', 'login').requestBody?.content ?? {};
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['application/x-www-form-urlencoded', 'application/json']),
    );
    const schema = schemaOf(body['application/json']?.schema);
    expect(schema.required).toEqual(['mobile_number']);
    const pattern = schema.properties?.mobile_number?.pattern;
    expect(pattern).toBe(MOBILE_NUMBER.source);

    const short = '98765';
    expect(new RegExp(pattern ?? '').test(short)).toBe(false);
    const refused = await api.postJson(app, 'login', { mobile_number: short });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(MESSAGES.invalidMobile);
  });

  test("add_to_cart: the contract's fields, a session, and the route's refusals", () => {
    const addToCart = call('post', 'add_to_cart');
    const schema = schemaOf(addToCart.requestBody?.content['application/x-www-form-urlencoded']?.schema);
    expect(Object.keys(schema.properties ?? {})).toEqual(Object.keys(AddToCartRequest.entries));
    expect(schema.required).toEqual(['product_id', 'store']);
    expect(addToCart.security).toEqual([{ session: [] }]);
    expect(examplesOf(addToCart.responses['404'])).toEqual([MESSAGES.outletNotFound, MESSAGES.dishNotFound]);
    expect(examplesOf(addToCart.responses['400'])).toContain('Select 2 add-ons');
  });

  test("get_cart: the reply's data is the contract's cart, by reference", () => {
    const reply = schemaOf(call('get', 'get_cart').responses['200']?.content?.['application/json']?.schema);
    const cart = schemaOf(reply.properties?.data);
    expect(cart).toBe(document.components.schemas.Cart);
    expect(cart.required).toEqual(Object.keys(CartSchema.entries));
  });

  test('path and query fields are parameters', () => {
    const inPath = call('get', 'order/latestOrder/{id}').parameters;
    expect(inPath).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
    expect(operation('get', '/api/v1/dev/sms').parameters).toEqual([
      expect.objectContaining({ in: 'query', name: 'mobile_number', required: true }),
    ]);
  });

  test("order again: the order's id in the path, a session, the reply's counts and its refusals", () => {
    const reorder = call('post', 'order/{id}/reorder');
    expect(reorder.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
    expect(reorder.security).toEqual([{ session: [] }]);
    const reply = schemaOf(reorder.responses['200']?.content?.['application/json']?.schema);
    expect(schemaOf(reply.properties?.data).required).toEqual(['added', 'unavailable']);
    expect(examplesOf(reorder.responses['404'])).toEqual([MESSAGES.orderNotFound, MESSAGES.outletNotFound]);
    expect(examplesOf(reorder.responses['409'])).toEqual([MESSAGES.outletNotTakingOrders]);
  });

  test("the outlet controls: their fields, the staff's outlets' 404 and the outlet's state in reply", () => {
    const generated = document;
    const tags = new Set(TAGS.map((tag) => tag.name));
    const availability = generated.paths[`${STAFF_API_BASE}/outlets/{id}/availability`]?.post;
    const dish = generated.paths[`${STAFF_API_BASE}/outlets/{id}/products/{productId}`]?.post;
    for (const operation of [availability, dish]) {
      expect(tags).toContain(operation?.tags?.[0]);
      expect(examplesOf(operation?.responses['404'])).toContain(MESSAGES.outletNotFound);
    }
    const fields = (operation: Operation | undefined) =>
      Object.keys(schemaOf(operation?.requestBody?.content['application/json']?.schema).properties ?? {});
    expect(fields(availability)).toEqual(['open', 'delivery', 'pickup']);
    expect(fields(dish)).toEqual(['available']);
    expect(examplesOf(dish?.responses['404'])).toContain(MESSAGES.dishNotFound);
  });

  test('every call said to need a session refuses a request without one, as documented', async () => {
    // `[{ session: [] }]`; an optional session is `[{}, { session: [] }]`.
    const signedIn = operations().filter(
      ({ operation }) => operation.security?.length === 1 && operation.security[0]?.session,
    );
    expect(signedIn.length).toBeGreaterThan(25);
    for (const { path, method, operation } of signedIn) {
      const response = await app.request(path.replace(/\{\w+\}/g, 'x'), { method: method.toUpperCase() });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(examplesOf(operation.responses['401'])).toContain((await response.json()).msg);
    }
  });

  test('a body over the limit is refused as documented', async () => {
    const response = await app.request(`${API_BASE}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `mobile_number=${'9'.repeat(70 * 1024)}`,
    });
    expect(response.status).toBe(413);
    expect(examplesOf(call('post', 'login').responses['413'])).toEqual([(await response.json()).msg]);
  });
});

describe('the interactive reference', () => {
  test('/api/openapi.json is checked by browsers every time', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  test('/api/docs is a page that loads only scripts of this server, none inline, and points at the document', async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const page = await response.text();
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/api\/docs\/assets\/[^"/]+\.js"/);
      expect(inline?.trim()).toBe('');
    }
    expect(page).not.toMatch(/\son\w+=/i);
    expect(page).toContain('data-openapi="/api/openapi.json"');
  });

  test('its stylesheet and scripts answer 200, kept for good under names that change with their content', async () => {
    const page = await (await app.request('/api/docs')).text();
    const files = [...page.matchAll(/(?:src|href)="(\/api\/docs\/assets\/[^"]+)"/g)].map(([, url]) => url ?? '');
    expect(
      files.map((url) =>
        url
          .replace(/\.[0-9a-f]{8}\./, '.')
          .split('/')
          .at(-1),
      ),
    ).toEqual(['swagger-ui.css', 'swagger-ui-bundle.js', 'init.js']);
    for (const url of files) {
      const response = await app.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Content-Type'), url).toMatch(
        url.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const unknown = await app.request('/api/docs/assets/swagger-ui.00000000.css');
    expect(unknown.status).toBe(404);
  });
});

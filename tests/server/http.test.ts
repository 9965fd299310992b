import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { API_BASE } from '../../contract/constants.ts';
import { LANDING_PAGES } from '../../contract/landingPages.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { STAFF_API_BASE } from '../../contract/staff.ts';
import { precompressFiles } from '../../scripts/lib/precompress.ts';
import type { Db } from '../../server/db/db.ts';
import { signedInCustomer } from './support/customers.ts';
import { fakeGateway } from './support/fakeGateway.ts';
import { type App, api, expectRefusal, readReply, testApp } from './support/http.ts';
import { ADAJAN_STAFF, staffSessionIn } from './support/staff.ts';
import { openTestDb } from './support/testDb.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const landingHtml = (html: string) => `<!doctype html><html><head><!-- ${html} --></head><body></body></html>`;
const VIEWER_HTML = '<!doctype html><html><head><title>Flows of the shop</title></head><body></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const CHROME = 'gzip, deflate, br, zstd';

let db: Db;
let clientDir: string;
let app: App;
let storeId: string;
beforeAll(async () => {
  db = await openTestDb();
  clientDir = await mkdtemp(join(tmpdir(), 'wokflow-client-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'index.html'), INDEX_HTML);
  await mkdir(join(clientDir, 'landing'));
  for (const page of LANDING_PAGES) await writeFile(join(clientDir, page.html), landingHtml(page.html));
  await mkdir(join(clientDir, 'flows', 'viewer'), { recursive: true });
  await writeFile(join(clientDir, 'flows', 'viewer', 'index.html'), VIEWER_HTML);
  await writeFile(join(clientDir, 'assets', 'index-3f9a1c.js'), SCRIPT);
  await writeFile(join(clientDir, 'logo.svg'), LOGO);
  await writeFile(join(clientDir, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  await writeFile(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(clientDir, 'manifest.webmanifest'), '{"name":"Wokflow"}');
  await precompressFiles(clientDir);
  app = testApp(db, new Date(), { clientDir });
  const [outlet] = await db.query<{ id: string }>('SELECT id FROM outlets LIMIT 1');
  storeId = outlet?.id ?? '';
});
afterAll(async () => {
  await db?.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('the single-page app', () => {
  test('any route of the app answers index.html, which browsers always revalidate', async () => {
    for (const path of ['/', '/terms&condition', '/profile/order', '/product/abc/def', '/no/such/page']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  test("a landing page's paths answer its copy of index.html, naming the page's code, always revalidated", async () => {
    const answers = {
      '/product': 'landing/menu.html',
      '/product/soups': 'landing/menu.html',
    };
    for (const [path, html] of Object.entries(answers)) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(landingHtml(html));
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
    }
  });

  test('the flow viewer, a page of its own, answers every path under /flows and is always revalidated', async () => {
    for (const path of ['/flows', '/flows/', '/flows/auth', '/flows/no-such-flow']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(VIEWER_HTML);
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
    }
    expect(await (await app.request('/flowsheet')).text()).toBe(INDEX_HTML);
  });

  test('hashed assets are cached for good, other files for a short while', async () => {
    const asset = await app.request('/assets/index-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Content-Type')).toMatch(/javascript/);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const logo = await app.request('/logo.svg');
    expect(logo.headers.get('Content-Type')).toMatch(/svg/);
    expect(logo.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  test('a missing asset is a 404, not the page', async () => {
    expectRefusal(await readReply(await app.request('/assets/gone-123.js')), 404, MESSAGES.notFound);
  });

  test('the copies compressed at build go to browsers that accept them: brotli, else gzip, else the file itself', async () => {
    const asked = (encodings?: string) =>
      app.request('/assets/index-3f9a1c.js', { headers: encodings ? { 'Accept-Encoding': encodings } : {} });
    const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

    const brotli = await asked(CHROME);
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bodyOf(brotli)).toString()).toBe(SCRIPT);
    const gzip = await asked('gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bodyOf(gzip)).toString()).toBe(SCRIPT);
    const plain = await asked();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect((await bodyOf(plain)).toString()).toBe(SCRIPT);

    for (const response of [brotli, gzip, plain]) {
      expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    }
  });

  test('the compressed copies are not files of their own: asked for by name, they are missing', async () => {
    for (const path of ['/assets/index-3f9a1c.js.br', '/assets/index-3f9a1c.js.gz', '/index.html.br', '/logo.svg.gz']) {
      expectRefusal(
        await readReply(await app.request(path, { headers: { 'Accept-Encoding': CHROME } })),
        404,
        MESSAGES.notFound,
      );
    }
  });

  test('a file of a few bytes is sent compressed too; an image already compressed is sent as it is', async () => {
    const logo = await app.request('/logo.svg', { headers: { 'Accept-Encoding': CHROME } });
    expect(logo.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await logo.arrayBuffer())).toString()).toBe(LOGO);
    const plainLogo = await app.request('/logo.svg');
    expect(await plainLogo.text()).toBe(LOGO);
    expect(plainLogo.headers.get('Vary')).toBe('Accept-Encoding');
    const icon = await app.request('/icon-192.png', { headers: { 'Accept-Encoding': CHROME } });
    expect(icon.headers.get('Content-Type')).toBe('image/png');
    expect(icon.headers.get('Content-Encoding')).toBeNull();
    expect(icon.headers.get('Vary')).toBeNull();
  });

  test('index.html, every route that answers it, the service worker and the manifest: always revalidated, 304 while unchanged', async () => {
    for (const path of ['/', '/index.html', '/product/abc', '/sw.js', '/manifest.webmanifest']) {
      const first = await app.request(path, { headers: { 'Accept-Encoding': CHROME } });
      expect(first.status, path).toBe(200);
      expect(first.headers.get('Content-Encoding'), path).toBe('br');
      expect(first.headers.get('Cache-Control'), path).toBe('no-cache');
      const tag = first.headers.get('ETag');
      expect(tag, path).toMatch(/^"[0-9a-f]+"$/);

      const again = await app.request(path, { headers: { 'Accept-Encoding': CHROME, 'If-None-Match': tag ?? '' } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(again.headers.get('Vary'), path).toBe('Accept-Encoding');
      const changed = await app.request(path, { headers: { 'Accept-Encoding': CHROME, 'If-None-Match': '"stale"' } });
      expect(changed.status, path).toBe(200);
    }
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('Content-Type')).toBe('application/manifest+json');
  });

  // The catalogue reads come compressed beforehand (tests/server/catalogueCache.test.ts); a search is not kept.
  test("the API's replies: under 1 KB as they are, up to 64 KB compressed at once with their length, larger ones streamed", async () => {
    const search = (term: string) =>
      app.request(`${API_BASE}/searchProducts/${term}/surat-adajan`, { headers: { 'Accept-Encoding': CHROME } });
    const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

    const none = await search('nothing-by-this-name');
    expect(none.headers.get('Content-Encoding')).toBeNull();
    const noneBytes = await bytesOf(none);
    expect(none.headers.get('Content-Length')).toBe(String(noneBytes.length));
    expect(JSON.parse(noneBytes.toString())).toEqual({ error: 0, msg: 'Success', data: [] });

    const some = await search('paneer');
    expect(some.headers.get('Content-Encoding')).toBe('br');
    expect(some.headers.get('Vary')).toBe('Accept-Encoding');
    const someBytes = await bytesOf(some);
    expect(some.headers.get('Content-Length')).toBe(String(someBytes.length));
    const json = brotliDecompressSync(someBytes);
    expect(json.length).toBeGreaterThan(1024);
    expect(json.length).toBeLessThan(64 * 1024);
    expect(JSON.parse(json.toString()).data.length).toBeGreaterThan(0);

    const many = await search('a');
    expect(many.headers.get('Content-Encoding')).toBe('gzip');
    const manyJson = gunzipSync(await bytesOf(many));
    expect(manyJson.length).toBeGreaterThan(64 * 1024);
    expect(JSON.parse(manyJson.toString()).error).toBe(0);
  });
});

describe('the API envelope', () => {
  test('sub-apps mounted at the API base add no middleware: only the body limit covers every API path', () => {
    const middleware = app.routes.filter((route) => route.method === 'ALL' && route.path.startsWith(API_BASE));
    expect(middleware.map((route) => route.path)).toEqual([`${API_BASE}/*`]);
  });

  test('an unknown API path is a 404 envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expectRefusal(await readReply(await app.request(`${API_BASE}/noSuchCall`, { method })), 404, MESSAGES.notFound);
    }
    expectRefusal(await readReply(await app.request('/api/v2/anything')), 404, MESSAGES.notFound);
    expectRefusal(await readReply(await app.request(`${API_BASE}/product`)), 404, MESSAGES.notFound);
  });

  test('a body that is not JSON, not an object, or too large is refused', async () => {
    const post = async (body: string, contentType = 'application/json') =>
      readReply(
        await app.request(`${API_BASE}/outlet/checkActive`, {
          method: 'POST',
          headers: { 'Content-Type': contentType },
          body,
        }),
      );
    expectRefusal(await post('{"storeId":'), 400, 'The request body is not valid JSON');
    expectRefusal(await post('["x"]'), 400, 'The request body must be a JSON object');
    expectRefusal(
      await post(`storeId=${'x'.repeat(70_000)}`, 'application/x-www-form-urlencoded'),
      413,
      'The request body is too large',
    );
  });

  test('a NUL or another control character anywhere in a body is refused, not passed to the database', async () => {
    for (const storeId of ['a\u0000b', 'a\u001b[31m', 'back\u0008space', '\u202eevil', 'a\u2066b']) {
      expectRefusal(
        await api.post(app, 'outlet/checkActive', { storeId }),
        400,
        'storeId contains a control character',
      );
    }
    expectRefusal(
      await api.postJson(app, 'feedback', { name: 'Asha', comments: ['fine', 'x\u0007'] }),
      400,
      'comments.1 contains a control character',
    );
    // Tabs and line breaks are typed: a multi-line comment keeps them.
    expect((await api.post(app, 'outlet/checkActive', { storeId: `\t${storeId}\r\n` })).status).not.toBe(400);
    expectRefusal(await api.get(app, `searchProducts/no%00odles/${storeId}`), 400, /NUL/);
  });

  test('an unexpected failure is a logged 500 envelope', async () => {
    const broken = testApp({ ...db, query: () => Promise.reject(new Error('disk on fire')) }, new Date(), {
      clientDir,
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expectRefusal(await api.get(broken, 'getAllSlider'), 500, MESSAGES.serverError);
      expect(String(log.mock.calls[0]?.[1])).toContain('disk on fire');
    } finally {
      log.mockRestore();
    }
  });
});

describe('security headers', () => {
  const csp = (response: Response) =>
    Object.fromEntries(
      (response.headers.get('Content-Security-Policy') ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );

  test('the app, the API and the error pages allow scripts from this server only, and no framing', async () => {
    for (const [path, method] of [
      ['/', 'GET'],
      ['/product/abc', 'GET'],
      [`${API_BASE}/getAllSlider`, 'GET'],
      [`${API_BASE}/noSuchCall`, 'POST'],
      ['/api/docs', 'GET'],
    ] as const) {
      const response = await app.request(path, { method });
      const policy = csp(response);
      expect(policy['script-src'], path).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], path).toEqual(["'none'"]);
      expect(policy['object-src'], path).toEqual(["'none'"]);
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options'), path).toBe('DENY');
      expect(response.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Permissions-Policy'), path).toContain('geolocation=(self)');
      expect(response.headers.get('Strict-Transport-Security'), path).toBeNull();
    }
  });

  test("a customer's and the staff's replies are stored nowhere; the catalogue's are revalidated", async () => {
    const customer = await signedInCustomer(app);
    const staff = await staffSessionIn(db, ADAJAN_STAFF, new Date());
    for (const [path, bearer] of [
      [`${API_BASE}/user_profile`, customer],
      [`${API_BASE}/get_cart`, customer],
      [`${API_BASE}/order/getAllOrder`, customer],
      [`${STAFF_API_BASE}/orders`, staff],
    ] as const) {
      const response = await app.request(path, { headers: { Authorization: `Bearer ${bearer}` } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    }
    const login = await app.request(`${API_BASE}/login`, {
      method: 'POST',
      body: new URLSearchParams({ mobile_number: '9811100077' }),
    });
    expect(login.headers.get('Cache-Control')).toBe('no-store');
    const menu = await app.request(`${API_BASE}/getAllSlider`);
    expect(menu.headers.get('Cache-Control')).toBe('no-cache');
  });

  test("a page's scripts, styles and pictures carry only what applies to them; workers and pages the whole policy", async () => {
    const asked = (path: string, destination: string) =>
      app.request(path, { headers: { 'Sec-Fetch-Dest': destination, 'Accept-Encoding': CHROME } });
    for (const [path, destination] of [
      ['/assets/index-3f9a1c.js', 'script'],
      ['/logo.svg', 'image'],
      ['/manifest.webmanifest', 'manifest'],
    ] as const) {
      const response = await asked(path, destination);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('Cross-Origin-Resource-Policy'), path).toBe('same-origin');
      // Opened on its own (an SVG is then a document, which a cache might hand on): nothing runs, loads or frames it.
      expect(csp(response), path).toEqual({
        'default-src': ["'none'"],
        'style-src': ["'unsafe-inline'"],
        'frame-ancestors': ["'none'"],
      });
      for (const header of ['X-Frame-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']) {
        expect(response.headers.get(header), `${path} ${header}`).toBeNull();
      }
    }
    // A worker runs under its script's policy: the map's worker and the service worker connect to this server.
    for (const [path, destination] of [
      ['/assets/index-3f9a1c.js', 'worker'],
      ['/sw.js', 'serviceworker'],
      ['/', 'document'],
      ['/logo.svg', 'document'],
      [`${API_BASE}/getAllSlider`, 'empty'],
    ] as const) {
      const response = await asked(path, destination);
      expect(csp(response)['connect-src'], `${path} as ${destination}`).toEqual(["'self'"]);
      expect(response.headers.get('X-Frame-Options'), `${path} as ${destination}`).toBe('DENY');
    }
  });

  test('over TLS, browsers are told to keep to it', async () => {
    const response = await app.request('https://shop.example/');
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  test("a configured map's server may serve tiles and images; a real gateway's page may receive the payment form", async () => {
    const configured = testApp(db, new Date(), {
      clientDir,
      mapStyleUrl: 'https://tiles.example/styles/street.json',
      gateway: { ...fakeGateway(), formOrigin: 'https://secure.ccavenue.com' },
    });
    const policy = csp(await configured.request('/'));
    expect(policy['connect-src']).toEqual(["'self'", 'https://tiles.example']);
    expect(policy['img-src']).toContain('https://tiles.example');
    expect(policy['form-action']).toEqual(["'self'", 'https://secure.ccavenue.com']);
  });
});

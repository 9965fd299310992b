import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ccavenueGateway } from '../../server/adapters/gateway/ccavenue.ts';
import { decrypt, encrypt } from '../../server/adapters/gateway/ccavenueCrypto.ts';
import type { CardGateway, GatewayForm, GatewayRequest } from '../../server/adapters/gateway/gateway.ts';
import {
  isSandboxGateway,
  SANDBOX_ACCESS_CODE,
  SANDBOX_BASE,
  SANDBOX_WORKING_KEY,
  type SandboxGateway,
  sandboxGateway,
} from '../../server/adapters/gateway/sandbox.ts';
import type { Db } from '../../server/db/db.ts';
import { SANDBOX_CHOOSE_PATH, sandboxGatewayRoutes } from '../../server/routes/sandboxGateway.ts';
import { testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

const ORIGIN = 'http://shop.test';
const HANDLER = `${ORIGIN}/api/v1/user/transaction/ccavResponseHandler`;
const CANCEL = `${ORIGIN}/api/v1/user/transaction/ccavCancel`;
let paymentCount = 0;

function request(fields: Partial<GatewayRequest> = {}): GatewayRequest {
  paymentCount += 1;
  return {
    paymentId: `PAY-${String(paymentCount).padStart(6, '0')}`,
    amountPaise: 97030,
    redirectUrl: HANDLER,
    cancelUrl: CANCEL,
    origin: ORIGIN,
    billing: { name: 'Asha Patel', email: 'asha@example.in', tel: '9876543210' },
    ...fields,
  };
}

/** The sandbox's routes alone, mounted as the app mounts them. */
function sandboxApp(sandbox: SandboxGateway) {
  return new Hono().route(SANDBOX_BASE, sandboxGatewayRoutes(sandbox));
}
type App = ReturnType<typeof sandboxApp>;

/** What the browser does with the hidden form: post it to the gateway's page. */
function postForm(app: { request: App['request'] }, form: GatewayForm, fields: Record<string, string> = {}) {
  const url = new URL(form.url);
  return app.request(`${url.pathname}${url.search}`, {
    method: 'POST',
    body: new URLSearchParams({ encRequest: form.encRequest, access_code: form.accessCode, ...fields }),
  });
}

interface PageForm {
  action: string;
  button: string;
  fields: Record<string, string>;
}

const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The page's forms, as a browser would submit them. */
function formsOf(page: string): PageForm[] {
  return [...page.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attributes = '', inner = '']) => {
    expect(attributes).toMatch(/method="post"/);
    const fields = Object.fromEntries(
      [...inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name = '', value = '']) => [
        name,
        unescapeHtml(value),
      ]),
    );
    return {
      action: unescapeHtml(/action="([^"]*)"/.exec(attributes)?.[1] ?? ''),
      button: /<button type="submit">([^<]*)<\/button>/.exec(inner)?.[1] ?? '',
      fields,
    };
  });
}

async function openPage(app: App, sandbox: SandboxGateway, payment: GatewayRequest) {
  const response = await postForm(app, sandbox.form(payment));
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
  const page = await response.text();
  return { page, forms: formsOf(page) };
}

async function press(app: App, form: PageForm) {
  return app.request(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
}

function button(forms: PageForm[], label: string): PageForm {
  const form = forms.find((each) => each.button === label);
  if (!form) throw new Error(`no ${label} button`);
  return form;
}

describe('the sandbox gateway', () => {
  test("the form posts CCAvenue's encrypted merchant parameters, with the sandbox's key, to this server", () => {
    const sandbox = sandboxGateway();
    const payment = request();
    const form = sandbox.form(payment);
    expect(sandbox.kind).toBe('sandbox');
    expect(form.url).toBe(`${ORIGIN}/sandbox/ccavenue/transaction/transaction.do?command=initiateTransaction`);
    expect(form.accessCode).toBe(SANDBOX_ACCESS_CODE);
    expect(Object.fromEntries(new URLSearchParams(decrypt(form.encRequest, SANDBOX_WORKING_KEY)))).toEqual({
      merchant_id: 'sandbox',
      order_id: payment.paymentId,
      amount: '970.30',
      currency: 'INR',
      redirect_url: HANDLER,
      cancel_url: CANCEL,
      language: 'EN',
      billing_name: 'Asha Patel',
      billing_email: 'asha@example.in',
      billing_tel: '9876543210',
      billing_country: 'India',
    });
  });

  test('its page shows the order and the amount in rupees, and four buttons, each its own form', async () => {
    const sandbox = sandboxGateway();
    const app = sandboxApp(sandbox);
    const payment = request({ amountPaise: 123456 });
    const { page, forms } = await openPage(app, sandbox, payment);
    expect(page).toMatch(/<title>Sandbox card gateway<\/title>/);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain(payment.paymentId);
    expect(page).toContain('₹1234.56');
    // Self-contained: nothing loads from elsewhere (the icon is an empty data: URL, so no favicon is asked for).
    expect(page).not.toMatch(/<script|<img|src=|url\(|<link(?! rel="icon" href="data:,">)/);
    expect(forms.map((form) => form.button)).toEqual(['Success', 'Failure', 'Abort', 'Awaited']);
    for (const form of forms) {
      expect(form.action).toBe(SANDBOX_CHOOSE_PATH);
      expect(Object.keys(form.fields)).toEqual(['encResp', 'orderNo']);
      expect(form.fields.orderNo).toBe(payment.paymentId);
    }
  });

  test("each button's encResp is the reply CCAvenue would post: readReply reads the order, amount and status", async () => {
    const sandbox = sandboxGateway();
    const payment = request();
    const { forms } = await openPage(sandboxApp(sandbox), sandbox, payment);
    const replies = forms.map((form) => sandbox.readReply(form.fields.encResp ?? ''));
    expect(replies.map((reply) => reply.status)).toEqual(['Success', 'Failure', 'Aborted', 'Awaited']);
    for (const reply of replies) {
      expect(reply).toMatchObject({ paymentId: payment.paymentId, amountPaise: 97030, currency: 'INR' });
      expect(reply.trackingId).toMatch(/^[1-9]\d{11}$/);
    }
    expect(new Set(replies.map((reply) => reply.trackingId)).size).toBe(1);
    const fields = new URLSearchParams(decrypt(button(forms, 'Success').fields.encResp ?? '', SANDBOX_WORKING_KEY));
    expect(Object.fromEntries(fields)).toMatchObject({
      order_id: payment.paymentId,
      order_status: 'Success',
      amount: '970.30',
      currency: 'INR',
      payment_mode: 'Credit Card',
      billing_name: 'Asha Patel',
      billing_email: 'asha@example.in',
      billing_tel: '9876543210',
      billing_country: 'India',
    });
    expect(fields.get('bank_ref_no')).toMatch(/^\d{10}$/);
  });

  test('escapes what the request carries', async () => {
    const sandbox = sandboxGateway();
    const payment = request({
      paymentId: `PAY-"><b>x</b>`,
      billing: { name: '<script>alert(1)</script> & "Co"', email: 'a@b.in', tel: '9876543210' },
    });
    const { page, forms } = await openPage(sandboxApp(sandbox), sandbox, payment);
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>x</b>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(forms).toHaveLength(4);
    expect(forms[0]?.fields.orderNo).toBe(payment.paymentId);
  });

  test.each([
    ['Success', 'Successful', HANDLER],
    ['Failure', 'Unsuccessful', HANDLER],
    ['Abort', 'Aborted', CANCEL],
    ['Awaited', 'Awaited', HANDLER],
  ])('%s sends the reply on to the shop and the status API then says %s', async (label, status, target) => {
    const sandbox = sandboxGateway();
    const app = sandboxApp(sandbox);
    const payment = request({ amountPaise: 4599 });
    await expect(sandbox.status(payment.paymentId)).rejects.toThrow(/knows no payment/);
    const { forms } = await openPage(app, sandbox, payment);
    const opened = await sandbox.status(payment.paymentId);
    expect(opened).toMatchObject({ status: 'Initiated', amountPaise: 4599 });
    const response = await press(app, button(forms, label));
    expect(response.status).toBe(307);
    expect(response.headers.get('Location')).toBe(target);
    expect(await sandbox.status(payment.paymentId)).toEqual({
      status,
      amountPaise: 4599,
      trackingId: opened?.trackingId,
    });
  });

  test('an awaited payment turns Successful once awaitedSettleMs has passed', async () => {
    const sandbox = sandboxGateway({ awaitedSettleMs: 80 });
    const app = sandboxApp(sandbox);
    const payment = request();
    const { forms } = await openPage(app, sandbox, payment);
    expect((await press(app, button(forms, 'Awaited'))).status).toBe(307);
    expect((await sandbox.status(payment.paymentId))?.status).toBe('Awaited');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await sandbox.status(payment.paymentId)).toMatchObject({ status: 'Successful', amountPaise: 97030 });
  });

  test('settles after 3 s by default, on the clock it is given', async () => {
    let now = 1_000_000;
    const sandbox = sandboxGateway({ now: () => now });
    expect(sandbox.awaitedSettleMs).toBe(3000);
    const app = sandboxApp(sandbox);
    const payment = request();
    const { page, forms } = await openPage(app, sandbox, payment);
    expect(page).toContain('Successful after 3 s');
    await press(app, button(forms, 'Awaited'));
    now += 2999;
    expect((await sandbox.status(payment.paymentId))?.status).toBe('Awaited');
    now += 1;
    expect((await sandbox.status(payment.paymentId))?.status).toBe('Successful');
  });

  test('the first button pressed is final: the same again is harmless, another is refused', async () => {
    const sandbox = sandboxGateway();
    const app = sandboxApp(sandbox);
    const payment = request();
    const { forms } = await openPage(app, sandbox, payment);
    expect((await press(app, button(forms, 'Success'))).status).toBe(307);
    expect((await press(app, button(forms, 'Success'))).status).toBe(307);
    const again = await press(app, button(forms, 'Failure'));
    expect(again.status).toBe(409);
    expect(await again.text()).toBe(`Payment ${payment.paymentId} is already finished: Success`);
    // Posting the gateway form again shows the same payment, tracking id and all.
    const reopened = await openPage(app, sandbox, payment);
    expect(sandbox.readReply(reopened.forms[0]?.fields.encResp ?? '').trackingId).toBe(
      sandbox.readReply(forms[0]?.fields.encResp ?? '').trackingId,
    );
    expect((await sandbox.status(payment.paymentId))?.status).toBe('Successful');
  });

  test.each([
    ['another access code', (form: GatewayForm) => ({ ...form, accessCode: 'AVXX' }), {}, /access_code is not/],
    ['no encRequest', (form: GatewayForm) => ({ ...form, encRequest: '' }), {}, /does not decrypt.*empty/],
    [
      'a request of another key',
      (form: GatewayForm) => ({ ...form, encRequest: encrypt('order_id=PAY-1&amount=1.00', 'another key') }),
      {},
      /does not decrypt with the sandbox's key/,
    ],
    [
      'a garbled request',
      (form: GatewayForm) => ({ ...form, encRequest: `${form.encRequest}zz` }),
      {},
      /not hexadecimal/,
    ],
    [
      'another command',
      (form: GatewayForm) => ({ ...form, url: form.url.replace('initiateTransaction', 'getJsonData') }),
      {},
      /only knows command=initiateTransaction/,
    ],
  ])('refuses %s with a 400 and a plain message', async (_, change, fields, message) => {
    const sandbox = sandboxGateway();
    const response = await postForm(sandboxApp(sandbox), change(sandbox.form(request())), fields);
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(message);
  });

  test.each([
    ['no amount', 'order_id=PAY-1&currency=INR', /has no amount/],
    ['a wrong amount', 'order_id=PAY-1&amount=9.999&currency=INR', /amount is wrong/],
    ['another currency', 'order_id=PAY-1&amount=9.99&currency=USD', /INR only/],
    ['no redirect URL', 'order_id=PAY-1&amount=9.99&currency=INR&cancel_url=http%3A%2F%2Fa', /has no redirect_url/],
    [
      'a redirect URL that is not http(s)',
      'order_id=PAY-1&amount=9.99&currency=INR&redirect_url=javascript%3Aalert(1)&cancel_url=http%3A%2F%2Fa',
      /redirect_url is not an http\(s\) URL/,
    ],
  ])('refuses a request with %s', async (_, plain, message) => {
    const sandbox = sandboxGateway();
    const form = { ...sandbox.form(request()), encRequest: encrypt(plain, SANDBOX_WORKING_KEY) };
    const response = await postForm(sandboxApp(sandbox), form);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(message);
  });

  test('a button refuses a forged or unknown reply', async () => {
    const sandbox = sandboxGateway();
    const app = sandboxApp(sandbox);
    const payment = request();
    const { forms } = await openPage(app, sandbox, payment);
    const success = button(forms, 'Success');
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...success.fields, encResp: `${success.fields.encResp}00` }, /does not decrypt/],
      [{ ...success.fields, orderNo: 'PAY-other' }, /orderNo is not the reply's order_id/],
      [
        {
          encResp: encrypt(
            `order_id=${payment.paymentId}&order_status=Success&amount=1.00&currency=INR`,
            SANDBOX_WORKING_KEY,
          ),
        },
        /amount is not the payment's/,
      ],
      [
        {
          encResp: encrypt(
            `order_id=${payment.paymentId}&order_status=Shipped&amount=970.30&currency=INR`,
            SANDBOX_WORKING_KEY,
          ),
        },
        /no outcome Shipped/,
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await app.request(SANDBOX_CHOOSE_PATH, { method: 'POST', body: new URLSearchParams(fields) });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(message);
    }
    // A sandbox that never opened the payment (the server restarted) cannot know where to send the reply.
    const restarted = await press(sandboxApp(sandboxGateway()), success);
    expect(restarted.status).toBe(400);
    expect(await restarted.text()).toMatch(/knows no payment .* start paying again/);
    expect((await sandbox.status(payment.paymentId))?.status).toBe('Initiated');
  });
});

describe('through a browser-like client on a real socket', () => {
  let server: ServerType;
  let base = '';
  const received: { path: string; contentType: string | null; body: string }[] = [];
  const sandbox = sandboxGateway();

  beforeAll(async () => {
    // The shop's reply handler beside the sandbox, as on one server.
    const app = sandboxApp(sandbox).post('/api/v1/user/transaction/*', async (c) => {
      received.push({ path: c.req.path, contentType: c.req.header('Content-Type') ?? null, body: await c.req.text() });
      return c.text('received');
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test("the 307 after a button keeps the POST and its body: the shop receives encResp and orderNo, as CCAvenue's post", async () => {
    const payment = request({ redirectUrl: `${base}/api/v1/user/transaction/ccavResponseHandler`, origin: base });
    const form = sandbox.form(payment);
    const page = await fetch(form.url, {
      method: 'POST',
      body: new URLSearchParams({ encRequest: form.encRequest, access_code: form.accessCode }),
    });
    const success = button(formsOf(await page.text()), 'Success');
    const followed = await fetch(new URL(success.action, base), {
      method: 'POST',
      body: new URLSearchParams(success.fields),
    });
    expect(followed.status).toBe(200);
    expect(await followed.text()).toBe('received');
    expect(received).toHaveLength(1);
    const [shop] = received as [(typeof received)[number]];
    expect(shop.path).toBe('/api/v1/user/transaction/ccavResponseHandler');
    expect(shop.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const posted = new URLSearchParams(shop.body);
    expect([...posted.keys()]).toEqual(['encResp', 'orderNo']);
    expect(posted.get('orderNo')).toBe(payment.paymentId);
    expect(sandbox.readReply(posted.get('encResp') ?? '')).toMatchObject({
      paymentId: payment.paymentId,
      status: 'Success',
      amountPaise: 97030,
    });
  });
});

describe('in the app', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db?.close());
  const now = new Date('2026-11-20T14:00:00Z');

  test('the sandbox routes are mounted, outside /api and without a session, while the sandbox is the gateway', async () => {
    const sandbox = sandboxGateway();
    const payment = request();
    const response = await postForm(testApp(db, now, { gateway: sandbox }), sandbox.form(payment));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(payment.paymentId);
  });

  test('and not otherwise: not for CCAvenue, nor for a stand-in that merely calls itself a sandbox', async () => {
    const sandbox = sandboxGateway();
    const ccavenue = ccavenueGateway({
      merchantId: '1',
      accessCode: 'A',
      workingKey: 'K',
      gatewayUrl: 'https://test.ccavenue.com',
      statusUrl: null,
    });
    // Like a test's fake gateway: kind 'sandbox', but no sandbox pages behind it.
    const standIn: CardGateway = {
      kind: 'sandbox',
      form: (payment) => ({ url: `${payment.origin}/pay`, encRequest: '', accessCode: '' }),
      readReply: () => {
        throw new Error('not a reply');
      },
      status: async () => null,
    };
    expect(isSandboxGateway(sandbox)).toBe(true);
    expect(isSandboxGateway(ccavenue)).toBe(false);
    expect(isSandboxGateway(standIn)).toBe(false);
    for (const gateway of [ccavenue, standIn]) {
      const response = await postForm(testApp(db, now, { gateway }), sandbox.form(request()));
      expect(response.status).toBe(404);
    }
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { OutboxSchema } from '../../contract/auth.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { httpGatewaySms } from '../../server/adapters/sms/httpGateway.ts';
import type { Db } from '../../server/db/db.ts';
import { codeTextedTo, newMobile, requestCode } from './support/customers.ts';
import { expectData, expectRefusal, readReply, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db?.close());

const NOW = new Date('2026-11-20T10:00:00+05:30');

describe('the development outbox', () => {
  test('keeps every message; the dev route lists a number’s, newest first', async () => {
    let now = NOW;
    const app = testApp(db, () => now);
    const mobile = newMobile();
    await requestCode(app, mobile);
    const first = await codeTextedTo(app, mobile);
    now = new Date(NOW.getTime() + 60_000);
    await requestCode(app, mobile);
    const second = await codeTextedTo(app, mobile);
    const messages = expectData(
      await readReply(await app.request(`/api/v1/dev/sms?mobile_number=${mobile}`)),
      OutboxSchema,
    );
    expect(messages.map((message) => message.text.slice(0, 4))).toEqual([second, first]);
    expect(messages[0]?.text).toBe(
      `${second} is your Wokflow sign-in code. It expires in 5 minutes. Do not share it with anyone.`,
    );
  });

  test('the dev route checks the number', async () => {
    const reply = await readReply(await testApp(db, NOW).request('/api/v1/dev/sms?mobile_number=12'));
    expectRefusal(reply, 400, MESSAGES.invalidMobile);
  });
});

describe('an HTTP SMS gateway', () => {
  let gateway: Server;
  let received: URL[] = [];
  let answer = 200;
  let base = '';
  beforeAll(async () => {
    gateway = createServer((request, response) => {
      received.push(new URL(request.url ?? '/', 'http://gateway'));
      response.writeHead(answer).end('ok');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => gateway.close(resolve)));
  afterEach(() => {
    received = [];
    answer = 200;
  });

  const template = () => `${base}/send?to=91{mobile}&text={message}&key=k`;

  test('is called with the number and the text URL-encoded into the template', async () => {
    await httpGatewaySms(template()).send('9876543210', '1234 is your code & more');
    expect(received).toHaveLength(1);
    expect(received[0]?.searchParams.get('to')).toBe('919876543210');
    expect(received[0]?.searchParams.get('text')).toBe('1234 is your code & more');
    expect(received[0]?.searchParams.get('key')).toBe('k');
  });

  test('a refusal by the gateway fails the send, and login says the SMS could not be sent', async () => {
    answer = 500;
    await expect(httpGatewaySms(template()).send('9876543210', 'x')).rejects.toThrow('SMS gateway answered 500');

    const app = testApp(db, NOW, { sms: httpGatewaySms(template()) });
    const mobile = newMobile();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expectRefusal(await requestCode(app, mobile), 502, MESSAGES.smsFailed);
      // The log names the failure, never the message (it holds the code).
      expect(JSON.stringify(logged.mock.calls)).not.toMatch(/sign-in code/);
    } finally {
      logged.mockRestore();
    }
  });

  test('with a gateway the dev route does not exist', async () => {
    const app = testApp(db, NOW, { sms: httpGatewaySms(template()) });
    const reply = await readReply(await app.request(`/api/v1/dev/sms?mobile_number=${newMobile()}`));
    expectRefusal(reply, 404, MESSAGES.notFound);
  });
});

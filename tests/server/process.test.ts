import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { DEV_SMS_PATH } from '../../contract/auth.ts';
import { API_BASE } from '../../contract/constants.ts';
import { STAFF_API_BASE } from '../../contract/staff.ts';
import { SERVER_NODE_FLAGS } from '../../server/nodeFlags.ts';
import { type ServerProcess, startServerProcess } from './support/serverProcess.ts';

/** Creating a new data directory runs PostgreSQL's initdb in WebAssembly: seconds, not milliseconds. */
const FIRST_START_MS = 90_000;

let workDir: string;
/** A data directory made by one clean first start, copied by the tests that need an existing one. */
let createdDataDir: string;
const running: ServerProcess[] = [];

function start(dataDir: string, extraEnv?: NodeJS.ProcessEnv): ServerProcess {
  const server = startServerProcess(dataDir, extraEnv);
  running.push(server);
  return server;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.kill(signal);
  return server.exited;
}

async function copyOfCreatedDataDir(): Promise<string> {
  const copy = await mkdtemp(join(workDir, 'copy-'));
  await cp(createdDataDir, copy, { recursive: true });
  return copy;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function answersWithOutlets(url: string) {
  const response = await fetch(`${url}${API_BASE}/GetAllCityOutlet`);
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.data.StoreData.length).toBeGreaterThan(0);
}

/** The demo's Adajan staff signed in through the API, the code read from the server's SMS outbox. */
async function staffToken(url: string): Promise<string> {
  const mobile = '9700000001';
  const post = async (path: string, fields: Record<string, string>, bearer?: string) => {
    const headers = bearer ? { Authorization: `Bearer ${bearer}` } : undefined;
    const response = await fetch(`${url}${STAFF_API_BASE}/${path}`, {
      method: 'POST',
      headers,
      body: new URLSearchParams(fields),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  const challenge = await post('login', { mobile_number: mobile });
  const outbox = await (await fetch(`${url}${DEV_SMS_PATH}?mobile_number=${mobile}`)).json();
  const code = (outbox as { data: { text: string }[] }).data[0]?.text.slice(0, 4) ?? '';
  return post('login_verify', { otp: code }, challenge);
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'wokflow-process-'));
  createdDataDir = join(workDir, 'created');
  const server = start(createdDataDir);
  await answersWithOutlets(await server.ready(FIRST_START_MS));
  expect((await stop(server)).code).toBe(0);
}, FIRST_START_MS);

afterEach(() => {
  for (const server of running.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('the server process', () => {
  test(
    'killed during the first creation of its data directory, it starts cleanly the next time',
    async () => {
      const dataDir = join(workDir, 'killed');
      const first = start(dataDir);
      const unfinished = async () =>
        (await readdir(dataDir).catch(() => [])).filter((name) => name.includes('.creating-'));
      // Killed once the database's files are being written, or a second after its directory appeared: creating it
      // takes seconds, its files written in its last half second or so (a fixed wait could outlast it on a fast
      // machine, and the directory was already renamed into place).
      const writing = async () => {
        const [name] = await unfinished();
        return name !== undefined && (await readdir(join(dataDir, name)).catch(() => [])).length > 0;
      };
      while ((await unfinished()).length === 0) {
        if (first.child.exitCode !== null) throw new Error(`the server exited early:\n${first.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const appeared = Date.now();
      while (Date.now() - appeared < 1000 && !(await writing()))
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await stop(first, 'SIGKILL')).signal).toBe('SIGKILL');
      expect(await unfinished()).toHaveLength(1);
      expect(await exists(join(dataDir, 'pgdata'))).toBe(false);
      expect((await readFile(join(dataDir, 'server.pid'), 'utf8')).trim()).toBe(String(first.child.pid));

      const second = start(dataDir);
      await answersWithOutlets(await second.ready(FIRST_START_MS));
      expect(await unfinished()).toEqual([]);
      expect((await readFile(join(dataDir, 'server.pid'), 'utf8')).trim()).toBe(String(second.child.pid));
      expect((await stop(second)).code).toBe(0);
    },
    2 * FIRST_START_MS,
  );

  test('a second server on the same data directory is refused with a clear message', async () => {
    const dataDir = await copyOfCreatedDataDir();
    const first = start(dataDir);
    const url = await first.ready();
    const second = start(dataDir);
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(
      `Cannot start: The data directory ${dataDir} is already in use by another server process (pid ${first.child.pid})`,
    );
    await answersWithOutlets(url);
    expect((await stop(first)).code).toBe(0);
  }, 30_000);

  test('in production without an SMS gateway it refuses to start, before touching the data directory', async () => {
    const dataDir = join(workDir, 'production');
    const server = start(dataDir, { NODE_ENV: 'production', SMS_GATEWAY_URL: '' });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain(
      'Cannot start: NODE_ENV=production needs SMS_GATEWAY_URL: the development outbox must never serve real customers',
    );
    expect(await exists(dataDir)).toBe(false);
  }, 30_000);

  test.each(['SIGTERM', 'SIGINT'] as const)(
    '%s stops the server, closes the database and releases the data directory',
    async (signal) => {
      const dataDir = await copyOfCreatedDataDir();
      const server = start(dataDir);
      await answersWithOutlets(await server.ready());
      expect(server.output()).toContain('Sign-in codes go to the SMS outbox');
      expect(await exists(join(dataDir, 'server.pid'))).toBe(true);
      expect((await stop(server, signal)).code).toBe(0);
      expect(server.output()).toContain('Stopped: database closed');
      expect(await exists(join(dataDir, 'server.pid'))).toBe(false);
    },
    30_000,
  );

  test('a stop signal ends the event streams at once: their readers reconnect to the next server without waiting', async () => {
    const server = start(await copyOfCreatedDataDir());
    const url = await server.ready();
    const events = await fetch(`${url}${STAFF_API_BASE}/events`, {
      headers: { Authorization: `Bearer ${await staffToken(url)}` },
    });
    const reader = (events.body as ReadableStream<Uint8Array>).getReader();
    await reader.read(); // ': connected'
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    try {
      while (!(await reader.read()).done);
    } catch {
      // Cut off rather than ended: it ended all the same.
    }
    // Requests still running are given 5 s: a stream must not wait for them.
    expect(Date.now() - stoppedAt).toBeLessThan(2000);
    expect((await server.exited).code).toBe(0);
  }, 30_000);

  test('npm start runs Node with the flags the server is measured and tested with', async () => {
    const manifest = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
    const start: string = manifest.scripts.start;
    const flags = start.slice(start.indexOf('node ') + 'node '.length, start.indexOf(' scripts/start.mjs')).split(' ');
    expect(flags).toEqual([...SERVER_NODE_FLAGS]);
  });
});

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { CartSchema } from '../../contract/cart.ts';
import { OrderListSchema, PlacedOrderSchema } from '../../contract/order.ts';
import { openPgliteDirectory } from '../../server/db/pglite.ts';
import { call, signedInCustomer } from './support/customers.ts';
import { type App, expectData } from './support/http.ts';
import { type ServerProcess, startServerProcess } from './support/serverProcess.ts';
import { checkoutForm, FRIDAY_EVENING, STORE } from './support/shop.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const CUSTOMERS = 4;
/** Orders placed before the backup starts, and while it runs. */
const ORDERS_BEFORE_BACKUP = 20;

const source = inject('testDatabase');
/** The global setup's migrated and seeded database: a PGlite data directory's tarball. */
function catalogueDump(): string {
  if (source.kind !== 'pglite') throw new Error('the embedded database is tested on the PGlite run only');
  return source.dumpPath;
}
let workDir: string;
/** A data directory holding the test database (the global setup's catalogue), copied by each test. */
let seededDataDir: string;
let dishId: string;
const running: ServerProcess[] = [];

interface CommandResult {
  code: number | null;
  output: string;
}

/** `npm run backup` or `npm run restore` as the operator runs it, on the embedded database in `dataDir`. */
async function runCommand(
  command: 'backup' | 'restore',
  args: string[],
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<CommandResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...extraEnv };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, [`scripts/${command}.ts`, ...args], { cwd: ROOT, env });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, 'exit');
  return { code, output };
}

function start(dataDir: string): ServerProcess {
  // The outlets open whatever the hour; each customer is a client address of its own behind the "proxy".
  const server = startServerProcess(dataDir, { CLOCK_START: FRIDAY_EVENING.toISOString(), TRUST_PROXY: '1' });
  running.push(server);
  return server;
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
}

async function copyOfSeeded(): Promise<string> {
  const copy = await mkdtemp(join(workDir, 'data-'));
  await cp(seededDataDir, copy, { recursive: true });
  return copy;
}

/** The server process seen through the test helpers' `App`: each customer calls from a client address of its own. */
const clientOf = (url: string, address: string) =>
  ({
    request: (path: string, init: RequestInit = {}) =>
      fetch(`${url}${path}`, { ...init, headers: { ...init.headers, 'X-Forwarded-For': address } }),
  }) as unknown as App;

interface Acknowledged {
  bearer: string;
  orderId: string;
  at: number;
}

/** A customer ordering one take-away after another until `stopped()`; every order the server acknowledged. */
async function orderContinuously(app: App, stopped: () => boolean, acknowledged: Acknowledged[]): Promise<void> {
  const bearer = await signedInCustomer(app);
  await call(app, 'updatePickUpLocation', { bearer, fields: { pickUp: STORE } });
  await call(app, 'changeDeliveryType', { bearer, fields: { type: 'take_out' } });
  while (!stopped()) {
    await call(app, 'add_to_cart', { bearer, fields: { product_id: dishId, store: STORE } });
    const cart = expectData(await call(app, 'get_cart', { bearer, method: 'GET' }), CartSchema);
    const reply = await call(app, 'OrderWithCOD', { bearer, fields: checkoutForm(cart, 'take_out') });
    if (reply.status === 200) {
      acknowledged.push({ bearer, orderId: expectData(reply, PlacedOrderSchema)._id, at: performance.now() });
    }
  }
}

async function waitUntil(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Everything under a directory with each file's size: what "left as it was" is compared on. */
async function snapshot(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return `${path} ${entry.isFile() ? (await stat(path)).size : 'dir'}`;
    }),
  ).then((lines) => lines.sort());
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'wokflow-backup-'));
  if (source.kind !== 'pglite') return;
  seededDataDir = join(workDir, 'seeded');
  await mkdir(seededDataDir);
  const db = await openPgliteDirectory(join(seededDataDir, 'pgdata'), new Blob([await readFile(catalogueDump())]));
  try {
    [{ id: dishId }] = (await db.query<{ id: string }>(
      `SELECT id FROM products p
       WHERE addon_category_id IS NULL AND jain_addon_id IS NULL AND NOT is_deleted
         AND NOT EXISTS (SELECT 1 FROM product_addons pa WHERE pa.product_id = p.id)
       ORDER BY id LIMIT 1`,
    )) as [{ id: string }];
  } finally {
    await db.close();
  }
});
afterEach(() => {
  for (const server of running.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

describe.runIf(source.kind === 'pglite')('backup and restore of the embedded database', () => {
  test('a backup taken while customers order restores with every order acknowledged before it started', async () => {
    const dataDir = await copyOfSeeded();
    const server = start(dataDir);
    const url = await server.ready();

    const acknowledged: Acknowledged[] = [];
    let stopped = false;
    const customers = Array.from({ length: CUSTOMERS }, (_, index) =>
      orderContinuously(clientOf(url, `10.0.0.${index + 1}`), () => stopped, acknowledged),
    );
    await waitUntil(() => acknowledged.length >= ORDERS_BEFORE_BACKUP);

    const backupFile = join(workDir, 'shop.backup');
    const backupStarted = performance.now();
    const backup = await runCommand('backup', [backupFile], dataDir);
    const backupEnded = performance.now();
    stopped = true;
    await Promise.all(customers);

    expect(backup.output).toMatch(/Backed up .* \(from the running server\) to .*shop\.backup: [\d.]+ MB, \d+ orders/);
    expect(backup.code).toBe(0);
    const beforeBackup = acknowledged.filter((order) => order.at < backupStarted);
    expect(beforeBackup.length).toBeGreaterThanOrEqual(ORDERS_BEFORE_BACKUP);
    // The shop kept taking orders while the backup was taken.
    expect(acknowledged.some((order) => order.at > backupStarted && order.at < backupEnded)).toBe(true);

    // The socket the server hands out backups on: the whole database, for the directory's owner only.
    const socket = join(dataDir, 'backup.sock');
    expect((await stat(socket)).mode & 0o777).toBe(0o600);

    const refused = await runCommand('restore', [backupFile], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`is in use by a running server (pid ${server.child.pid}): stop the server first`);
    await stop(server);
    expect(await exists(socket)).toBe(false);

    const restoredDir = join(workDir, 'restored');
    const restore = await runCommand('restore', [backupFile], restoredDir);
    expect(restore.output).toMatch(/Restored .*shop\.backup into .*restored: \d+ orders\./);
    expect(restore.code).toBe(0);

    const restoredUrl = await start(restoredDir).ready();
    for (const order of beforeBackup) {
      const reply = await call(clientOf(restoredUrl, '10.0.1.1'), 'order/getAllOrder', {
        bearer: order.bearer,
        method: 'GET',
      });
      expect(expectData(reply, OrderListSchema).map((placed) => placed._id)).toContain(order.orderId);
    }
  }, 120_000);

  test('a backup of a stopped server is taken from its directory, and never overwrites a file unless --force', async () => {
    const dataDir = await copyOfSeeded();
    const backupFile = join(workDir, 'stopped.backup');
    const first = await runCommand('backup', [backupFile], dataDir);
    expect(first.output).toMatch(/\(no server was running\) to .*stopped\.backup: [\d.]+ MB, 0 orders/);
    expect(first.code).toBe(0);
    const written = await readFile(backupFile);

    const again = await runCommand('backup', [backupFile], dataDir);
    expect(again.output).toContain('stopped.backup already exists: choose another name, or add --force to replace it');
    expect(again.code).toBe(1);
    expect(await readFile(backupFile)).toEqual(written);
    expect((await runCommand('backup', [backupFile, '--force'], dataDir)).code).toBe(0);
    expect(await readdir(workDir)).not.toContainEqual(expect.stringContaining('.partial-'));
  }, 60_000);

  test('restore refuses a missing file, one that is not a backup and a truncated one, leaving the data directory as it was', async () => {
    const dataDir = await copyOfSeeded();
    const before = await snapshot(dataDir);
    const notABackup = join(workDir, 'notes.txt');
    await writeFile(notABackup, 'Monday: order more noodles\n');
    const truncated = join(workDir, 'truncated.backup');
    const whole = gzipSync(await readFile(catalogueDump()));
    await writeFile(truncated, whole.subarray(0, whole.length / 2));

    for (const [file, message] of [
      [join(workDir, 'missing.backup'), `There is no file ${join(workDir, 'missing.backup')}`],
      [notABackup, 'notes.txt is not a Wokflow backup (not a gzip file)'],
      [truncated, 'truncated.backup is truncated: it ends before the backup does'],
    ] as const) {
      const refused = await runCommand('restore', [file], dataDir);
      expect(refused.output).toContain(message);
      expect(refused.code).toBe(1);
    }
    expect(await snapshot(dataDir)).toEqual(before);
    expect(await exists(join(dataDir, 'server.pid'))).toBe(false);
  }, 60_000);
});

describe('backup and restore on PostgreSQL', () => {
  test.each([
    ['backup', 'pg_dump --format=custom "$DATABASE_URL" -f wokflow.dump'],
    ['restore', 'pg_restore --clean --if-exists -d "$DATABASE_URL" wokflow.dump'],
  ] as const)(
    '%s refuses with DATABASE_URL set, and names the PostgreSQL command to use',
    async (command, recipe) => {
      const dataDir = join(workDir, `unused-${command}`);
      const result = await runCommand(command, [join(workDir, 'wokflow.backup')], dataDir, {
        DATABASE_URL: 'postgres://wokflow:secret@localhost:5432/wokflow',
      });
      expect(result.output).toContain('DATABASE_URL is set: the data is in PostgreSQL');
      expect(result.output).toContain(recipe);
      expect(result.output).not.toContain('secret');
      expect(result.code).toBe(1);
      expect(await exists(dataDir)).toBe(false);
    },
    30_000,
  );
});

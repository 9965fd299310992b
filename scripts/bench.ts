/**
 * npm run bench: the menu's read rate against the same bytes sent pre-compressed from memory, on PGlite and on
 * PostgreSQL; the PGlite app's resident memory under that load; orders per second on PostgreSQL. Prints one
 * table; `npm run bench -- menu` or `-- orders` runs only those measures. Needs wrk; `npm run bench` gives it a throwaway PostgreSQL (scripts/with-postgres.sh), or set
 * DATABASE_URL to a database of your own (it gets the demo data and the bench's customers and orders).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE } from '../contract/constants.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { baselineServer, type MenuBytes } from './bench/baseline.ts';
import { cpuMicroseconds, peakResidentMb } from './bench/memory.ts';
import { prepareOrders } from './bench/orders.ts';
import { BenchSetupError, type LoadResult, loadMenu, type MenuRequest, requireWrk } from './bench/wrk.ts';
import { startServer } from './lib/serve.ts';

const STORE = 'surat-adajan';
/** The demo outlets are open then; the server's clock runs on from it (CLOCK_START). */
const CLOCK_START = '2026-11-20T19:30:00+05:30';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

/** The menu's bytes exactly as the app sends them in `coding` (fetch would decode them). */
function rawMenu(menu: MenuRequest, coding: 'br' | 'gzip'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const sent = request(menu.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Encoding': coding },
    });
    sent.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.headers['content-encoding'] !== coding) reject(new Error(`the menu came without ${coding}`));
        else resolve(Buffer.concat(chunks));
      });
    });
    sent.on('error', reject);
    sent.end(menu.body);
  });
}

interface Row {
  measure: string;
  value: string;
  baseline: string;
  ratio: string;
  goal: string;
}

const rate = (result: LoadResult) =>
  `${Math.round(result.requestsPerSecond).toLocaleString('en')}/s${result.failures ? ` (${result.failures} failed)` : ''}`;

/**
 * The app as it runs day to day: on a database created by an earlier start. The first start of PGlite builds
 * the database in the server's own memory, which it keeps: that is not the memory a running shop needs.
 */
async function startOnExistingData(databaseUrl: string, dataDir: string) {
  const env = { DATABASE_URL: databaseUrl, CLOCK_START, DATA_DIR: dataDir };
  await (await startServer(env)).stop();
  return startServer(env);
}

const cpuOf = ({ user, system }: NodeJS.CpuUsage) => user + system;
/** CPU per request: on a busy machine the rates move with the other load, the CPU a request costs hardly does. */
const perRequest = (cpuUs: number, result: LoadResult) => `${Math.round(cpuUs / result.requests)} µs CPU each`;

/** The app's menu reads against the baseline's, measured one after the other under the same load. */
async function menuRows(engine: string, databaseUrl: string): Promise<{ rows: Row[]; peakMb: number }> {
  const dataRoot = await mkdtemp(join(tmpdir(), 'wokflow-bench-'));
  const server = await startOnExistingData(databaseUrl, join(dataRoot, 'data'));
  try {
    const appMenu = { url: `${server.url}${API_BASE}/product`, body: `storeId=${STORE}` };
    const bytes: MenuBytes = { br: await rawMenu(appMenu, 'br'), gzip: await rawMenu(appMenu, 'gzip') };
    const baseline = await baselineServer(bytes);
    try {
      await loadMenu(appMenu, 2, CONNECTIONS); // warm: the JIT, the cache, the database's buffers
      const floorCpu = process.cpuUsage();
      const floor = await loadMenu({ ...appMenu, url: baseline.url }, SECONDS, CONNECTIONS);
      const floorCpuUs = cpuOf(process.cpuUsage(floorCpu));
      const appCpuBefore = await cpuMicroseconds(server.pid);
      const { result: app, peakMb } = await peakResidentMb(server.pid, () => loadMenu(appMenu, SECONDS, CONNECTIONS));
      const appCpuUs = (await cpuMicroseconds(server.pid)) - appCpuBefore;
      const row = {
        measure: `menu reads, ${engine} (${(bytes.br.length / 1024).toFixed(1)} kB brotli)`,
        value: `${rate(app)}, ${perRequest(appCpuUs, app)}`,
        baseline: `${rate(floor)}, ${perRequest(floorCpuUs, floor)}`,
        ratio: `${(app.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}x`,
        goal: '≥ 0.50x',
      };
      return { rows: [row], peakMb };
    } finally {
      await baseline.stop();
    }
  } finally {
    await server.stop();
    await rm(dataRoot, { recursive: true, force: true });
  }
}

async function orderRow(databaseUrl: string): Promise<Row> {
  const server = await startServer({ DATABASE_URL: databaseUrl, CLOCK_START });
  const db = openPostgres(databaseUrl);
  try {
    const [dish] = await db.query<{ id: string }>(
      `SELECT p.id FROM products p LEFT JOIN product_addons pa ON pa.product_id = p.id
       WHERE pa.product_id IS NULL AND p.addon_category_id IS NULL AND p.jain_addon_id IS NULL AND NOT p.is_deleted
       ORDER BY p.id LIMIT 1`,
    );
    if (!dish) throw new Error('the demo menu has no dish without add-ons');
    const load = { customers: 100, inFlight: 10 };
    const orders = await prepareOrders({
      ...load,
      baseUrl: server.url,
      db,
      store: STORE,
      dishId: dish.id,
      now: new Date(CLOCK_START),
    });
    try {
      await orders.run(2); // warm, as the menu's measures are: the JIT, the pool's connections, their statements
      const cpuBefore = await cpuMicroseconds(server.pid);
      const result = await orders.run(SECONDS);
      const cpuMs = ((await cpuMicroseconds(server.pid)) - cpuBefore) / 1000;
      const failed = result.failures ? ` (${result.failures} failed)` : '';
      return {
        measure: `orders, PostgreSQL (${load.customers} customers, ${load.inFlight} in flight; cart, read, order)`,
        value: `${Math.round(result.ordersPerSecond)}/s${failed}, ${(cpuMs / result.orders).toFixed(1)} ms CPU each`,
        baseline: '',
        ratio: '',
        goal: '≥ 300/s',
      };
    } finally {
      orders.stop();
    }
  } finally {
    await db.close();
    await server.stop();
  }
}

function printTable(rows: Row[]) {
  const header: Row = { measure: 'measure', value: 'app', baseline: 'baseline', ratio: 'ratio', goal: 'goal' };
  const columns = Object.keys(header) as (keyof Row)[];
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: Row) => `| ${columns.map((column, i) => row[column].padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(
    [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n'),
  );
}

async function main() {
  requireWrk();
  const postgresUrl = process.env.DATABASE_URL;
  if (!postgresUrl) {
    throw new BenchSetupError('Run it as npm run bench (a throwaway PostgreSQL), or set DATABASE_URL.');
  }
  const only = process.argv[2];
  if (only !== undefined && only !== 'menu' && only !== 'orders') {
    throw new BenchSetupError(`Measures are 'menu' and 'orders' (none: both), not '${only}'.`);
  }
  const rows: Row[] = [];
  if (only !== 'orders') {
    const pglite = await menuRows('PGlite', '');
    const postgres = await menuRows('PostgreSQL', postgresUrl);
    const memory: Row = {
      measure: 'PGlite app resident memory under the menu load (peak VmRSS, second start)',
      value: `${pglite.peakMb} MB`,
      baseline: '',
      ratio: '',
      goal: '≤ 200 MB',
    };
    rows.push(...pglite.rows, ...postgres.rows, memory);
  }
  if (only !== 'menu') rows.push(await orderRow(postgresUrl));
  console.log(`\n${new Date().toISOString().slice(0, 10)}, ${SECONDS} s per measure, wrk -t2 -c${CONNECTIONS}:\n`);
  printTable(rows);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof BenchSetupError ? error.message : error);
  process.exitCode = 1;
}

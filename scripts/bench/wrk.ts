import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the bench needs and does not have: said to the operator, without a stack trace. */
export class BenchSetupError extends Error {}

/** wrk (https://github.com/wg/wrk) drives the load: a C client that is never the bottleneck of a Node server. */
export function requireWrk(): void {
  if (spawnSync('wrk', ['--version']).error) {
    throw new BenchSetupError(
      'npm run bench needs wrk on the PATH: apt-get install wrk (Debian, Ubuntu) or brew install wrk.',
    );
  }
}

export interface MenuRequest {
  url: string;
  /** The form the shop posts (`storeId=...`). */
  body: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  /** Answers other than 2xx and 3xx, and socket errors: a run with any is not a measure. */
  failures: number;
}

/** The menu request as a browser makes it: a form POST that accepts brotli and gzip. */
async function menuScript({ body }: MenuRequest): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'wokflow-bench-')), 'menu.lua');
  await writeFile(
    path,
    [
      'wrk.method = "POST"',
      `wrk.body = ${JSON.stringify(body)}`,
      'wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"',
      'wrk.headers["Accept-Encoding"] = "gzip, deflate, br"',
    ].join('\n'),
  );
  return path;
}

const count = (output: string, pattern: RegExp) =>
  [...output.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1] ?? 0), 0);

/** `connections` clients asking for the menu as fast as they are answered, for `seconds`. */
export async function loadMenu(request: MenuRequest, seconds: number, connections: number): Promise<LoadResult> {
  const script = await menuScript(request);
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '-s', script, request.url];
  const output = await new Promise<string>((resolve, reject) => {
    const wrk = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    wrk.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    wrk.on('error', reject);
    wrk.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`))));
  });
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  if (!rate) throw new Error(`no rate in wrk's output:\n${output}`);
  const failures =
    count(output, /Non-2xx or 3xx responses: (\d+)/g) + count(output, /(?:connect|read|write|timeout) (\d+)/g);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  return { requestsPerSecond: Number(rate), requests, failures };
}

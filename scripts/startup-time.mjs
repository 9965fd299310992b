// `npm run startup-time`: the time from starting `npm start` to the first answer of an API call, on
// an existing data directory and on a new one (median of a few runs each). Fails when the existing
// directory's median is over the target.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS_EXISTING = 5;
const RUNS_NEW = 3;
const TARGET_EXISTING_MS = 2000;
const GIVE_UP_MS = 120_000;

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `npm start` on `dataDir`, returns the milliseconds until an API call answers, then stops it. */
async function timeStart(dataDir) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const startedAt = performance.now();
  // Its own process group, so that the stop signal reaches npm and the server alike.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = once(child, 'exit');
  try {
    while (performance.now() - startedAt < GIVE_UP_MS) {
      if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/user/getAllSlider`).catch(() => null);
      if (response?.ok) return performance.now() - startedAt;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no answer within ${GIVE_UP_MS} ms`);
  } finally {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const report = (label, runs) =>
  console.log(`${label}: median ${seconds(median(runs))}  (runs: ${runs.map(seconds).join(', ')})`);

const work = await mkdtemp(join(tmpdir(), 'wokflow-startup-'));
try {
  const existing = join(work, 'existing');
  console.log('Warming up: builds the client if its sources changed, creates the existing data directory');
  await timeStart(existing);

  const existingRuns = [];
  for (let run = 0; run < RUNS_EXISTING; run++) existingRuns.push(await timeStart(existing));
  const newRuns = [];
  for (let run = 0; run < RUNS_NEW; run++) newRuns.push(await timeStart(join(work, `new-${run}`)));

  console.log('Time from `npm start` to the first API answer:');
  report(`  existing data directory (target under ${seconds(TARGET_EXISTING_MS)})`, existingRuns);
  report('  new data directory (creates and fills the database)', newRuns);
  if (median(existingRuns) > TARGET_EXISTING_MS) {
    console.error('Over the target on an existing data directory');
    process.exitCode = 1;
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../../scripts/lib/serve.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the staff sessions the test files share are kept (support/staff.ts). */
    staffSessionsDir: string;
  }
}

/** Builds the app once and serves it on a new data directory for every end-to-end test file. */
export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // A Friday evening in Surat: the outlets are open whenever the tests run.
  // Each browser context and API helper is a client of its own (X-Forwarded-For, support/clientAddress.ts).
  const server = await startServer({ CLOCK_START: '2026-11-20T19:30:00+05:30', TRUST_PROXY: '1' });
  project.provide('baseUrl', server.url);
  const staffSessionsDir = await mkdtemp(join(tmpdir(), 'wokflow-e2e-staff-'));
  project.provide('staffSessionsDir', staffSessionsDir);
  return async () => {
    await server.stop();
    await rm(staffSessionsDir, { recursive: true, force: true });
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/nodeFlags.ts';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface ServerProcess extends RunningServer {
  /** To read its memory from /proc. */
  pid: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${url}/api/v1/user/getAllSlider`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms`);
}

/** Starts the built app (dist/client must exist) on a free port with its own new data directory. */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataRoot = await mkdtemp(join(tmpdir(), 'wokflow-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The browser reaches it at this address: the gateway's return and the pages' form-action name the same origin.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: join(dataRoot, 'data'), PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilAnswering(url, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dataRoot, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataRoot, { recursive: true, force: true });
    },
  };
}

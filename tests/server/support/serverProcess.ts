import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../../server/nodeFlags.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the first match of `pattern` in its output; rejects if it exits or time runs out first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves when it is listening, with its base URL. */
  ready(timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `server/main.ts` as its own process on the embedded database in `dataDir`, on a free port; `extraEnv` on top. */
export function startServerProcess(dataDir: string, extraEnv: NodeJS.ProcessEnv = {}): ServerProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, ...extraEnv };
  delete env.DATABASE_URL; // these tests are about the embedded database's directory
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], { cwd: ROOT, env });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }));

  const waitFor = async (pattern: RegExp, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    let hasExited = false;
    void exited.then(() => {
      hasExited = true;
    });
    while (Date.now() < deadline) {
      const match = output.match(pattern);
      if (match) return match;
      if (hasExited) throw new Error(`the server exited before printing ${pattern}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the server did not print ${pattern} within ${timeoutMs} ms:\n${output}`);
  };

  return {
    child,
    output: () => output,
    waitFor,
    ready: async (timeoutMs) => (await waitFor(/serving on (http:\/\/localhost:\d+)/, timeoutMs))[1] as string,
    exited,
  };
}

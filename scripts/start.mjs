// `npm start`: builds the client when its sources changed since the last build, then runs the
// server in this very process (signals reach it directly, and its exit code is ours).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const CLIENT_SOURCES = ['src', 'machines', 'flows', 'contract', 'public', 'index.html', 'vite.config.ts'];
const BUILT_INDEX = join(root, 'dist', 'client', 'index.html');

/** The latest modification time of a file or of anything under a directory; 0 when missing. */
function newestChange(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

const builtAt = newestChange(BUILT_INDEX);
const changedAt = Math.max(...CLIENT_SOURCES.map((source) => newestChange(join(root, source))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the client (first start)' : 'Client sources changed: rebuilding the client');
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('Cannot start: the client build failed');
    process.exit(build.status ?? 1);
  }
}

// Node runs the server's TypeScript itself (type stripping; tsconfig's erasableSyntaxOnly keeps the code to
// what it can strip): no loader transforms it on the way, at start or on each request.
await import('../server/main.ts');

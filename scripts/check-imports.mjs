// The import rules of `npm run check` (.dependency-cruiser.cjs), type imports included.
//
// dependency-cruiser reads TypeScript only through the TypeScript compiler API (at most version 6) or swc; this
// repository compiles with TypeScript 7, which has no such API, so dependency-cruiser would skip every .ts file.
// This script reads the imports with the oxc parser that vite already brings (rolldown), writes each source file
// as a stand-in module holding only its local imports (`import type` and `import('...')` types kept as plain
// imports), and lets dependency-cruiser judge those stand-ins with the repository's rules.
//
// Usage: node scripts/check-imports.mjs [folder ...]  (exit status: dependency-cruiser's, non-zero on an error)
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

const ROOT = resolve(import.meta.dirname, '..');
const FOLDERS = process.argv.slice(2);
const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs|cjs)$/;
/** What the stand-ins' names end with: a file dependency-cruiser parses as JavaScript. */
const STAND_IN = '.mjs';

function sourceFiles(folder) {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => SOURCE.test(path) && !path.endsWith('.d.ts') && statSync(join(ROOT, path)).isFile());
}

/** Every module specifier the file names: imports and re-exports of values and types, dynamic imports, import types. */
function specifiers(path) {
  const lang = /\.[jt]sx$/.test(path) ? 'tsx' : 'ts';
  const found = [];
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const named =
      (node.type === 'ImportDeclaration' || node.type?.startsWith('Export') || node.type === 'ImportExpression') &&
      node.source?.value;
    const typed = node.type === 'TSImportType' && (node.argument?.literal?.value ?? node.source?.value);
    if (typeof (named || typed) === 'string') found.push(named || typed);
    for (const key in node) if (key !== 'type') visit(node[key]);
  };
  visit(parseAst(readFileSync(join(ROOT, path), 'utf8'), { lang }, path).body);
  return found;
}

/** The repository file a relative specifier names, or null for packages and what does not exist. */
function localTarget(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  // Vite's suffixes (`./paths.worker.ts?worker`, `?url`) name the same file.
  const base = join(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end)];
  return candidates.find((path) => SOURCE.test(path) && existsSync(join(ROOT, path))) ?? null;
}

const mirror = mkdtempSync(join(tmpdir(), 'check-imports-'));
try {
  for (const path of FOLDERS.flatMap(sourceFiles)) {
    const lines = specifiers(path)
      .map((specifier) => localTarget(path, specifier))
      .filter((target) => target !== null)
      .map((target) => `import './${relative(dirname(path), target)}${STAND_IN}';`);
    mkdirSync(join(mirror, dirname(path)), { recursive: true });
    writeFileSync(join(mirror, path + STAND_IN), `${lines.join('\n')}\n`);
  }
  const cruise = spawnSync(
    join(ROOT, 'node_modules/.bin/depcruise'),
    [...FOLDERS, '--config', join(ROOT, '.dependency-cruiser.cjs')],
    { cwd: mirror, encoding: 'utf8' },
  );
  // The stand-ins are named after their sources: the report names the sources.
  const unmirrored = (text) => text.replaceAll(/(\.[cm]?[jt]sx?)\.mjs/g, '$1');
  process.stdout.write(unmirrored(cruise.stdout ?? ''));
  process.stderr.write(unmirrored(cruise.stderr ?? ''));
  process.exitCode = cruise.status ?? 1;
} finally {
  rmSync(mirror, { recursive: true, force: true });
}

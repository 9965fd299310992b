/**
 * `npm run flows`: writes docs/flows/ from the machines of machines/index.ts: per machine an SVG diagram
 * and a Mermaid stateDiagram-v2, and README.md as the index; removes the files of machines no longer
 * listed. `--check` writes nothing and fails when docs/flows is not what it would write.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOWS_DIR, flowExports, staleFlows } from './lib/flowExports.tsx';

const files = await flowExports();
const stale = staleFlows(files);
const list = stale.map(({ file, status }) => `  ${status}: ${join(FLOWS_DIR, file)}`).join('\n');

if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`${FLOWS_DIR} is out of date: run npm run flows and commit it.\n${list}`);
    process.exit(1);
  }
  console.log(`${FLOWS_DIR} is up to date (${files.size} files).`);
} else {
  mkdirSync(FLOWS_DIR, { recursive: true });
  for (const { file, status } of stale) if (status === 'extra') rmSync(join(FLOWS_DIR, file));
  for (const [file, content] of files) writeFileSync(join(FLOWS_DIR, file), content);
  console.log(`${FLOWS_DIR}: ${files.size} files, ${stale.length ? `changed:\n${list}` : 'none changed.'}`);
}

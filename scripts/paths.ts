/**
 * `npm run paths`: runs the machines tests while recording what every harness walks, then reports for
 * each machine of machines/index.ts its states, transitions and generated paths, and what the tests
 * walked (coverage/paths.json, coverage/paths.md). Fails when a state or transition was never walked.
 * `--verbose` prints every state, transition and path's steps too.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Visits } from '../flows/graph/coverage.ts';
import { mergeVisitLogs, type VisitLog } from '../flows/graph/record.ts';
import { machinePaths, markdownOf, unwalked, walkedCounts } from '../flows/graph/report.ts';
import { describePath, pathsOf } from '../flows/graph/steps.ts';
import { flows } from '../flows/index.ts';

const verbose = process.argv.includes('--verbose');
const visitsDir = join('coverage', 'visits');
rmSync(visitsDir, { recursive: true, force: true });
mkdirSync(visitsDir, { recursive: true });

const tests = spawnSync('npx', ['vitest', 'run', '--project', 'machines'], {
  env: { ...process.env, WOKFLOW_VISITS_DIR: visitsDir },
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (tests.status !== 0) {
  process.stdout.write(tests.stdout);
  process.stderr.write(tests.stderr);
  console.error('\nThe machines tests failed: no path coverage without them.');
  process.exit(1);
}

const logs = readdirSync(visitsDir).map((file) => JSON.parse(readFileSync(join(visitsDir, file), 'utf8')) as VisitLog);
const visits = mergeVisitLogs(logs);
const indent = (lines: string[]) => lines.map((line) => `    ${line}`).join('\n');

const reports = flows.map((entry) => {
  const planned = pathsOf(entry.model);
  const report = machinePaths(entry, planned, visits.get(entry.id) ?? new Visits());
  const starts = new Set(planned.map((path) => path.start)).size;
  console.log(
    `${report.title} (${report.id}): ${report.states.length} states, ${report.transitions.length} transitions, ` +
      `${planned.length} paths from ${starts} start${starts > 1 ? 's' : ''}; tests walked: ${walkedCounts(report)}`,
  );
  for (const id of unwalked(report)) console.log(`  not walked by any test: ${id}`);
  if (verbose) {
    console.log(`  states:\n${indent(report.states.map((state) => state.id))}`);
    console.log(`  transitions:\n${indent(report.transitions.map((transition) => transition.label))}`);
    for (const [index, path] of planned.entries()) {
      console.log(`  path ${index + 1}:\n${indent(describePath(path, entry.machine))}`);
    }
  }
  return report;
});

writeFileSync(join('coverage', 'paths.json'), `${JSON.stringify({ machines: reports }, null, 2)}\n`);
writeFileSync(join('coverage', 'paths.md'), markdownOf(reports));
console.log('\nWritten: coverage/paths.json, coverage/paths.md');

const gaps = reports.filter((report) => unwalked(report).length > 0);
if (gaps.length > 0) {
  console.error(
    `No test walks some states or transitions of: ${gaps.map((report) => report.id).join(', ')} (listed above).`,
  );
  process.exit(1);
}
console.log('Every state and every transition of every machine is walked by a test.');

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { chartOf } from '../../flows/graph/chart.ts';
import { layoutChart } from '../../flows/graph/layout.ts';
import { mermaidOf } from '../../flows/graph/mermaid.ts';
import { flows } from '../../flows/index.ts';
import { FlowDiagram } from '../../flows/viewer/FlowDiagram.tsx';

export const FLOWS_DIR = join('docs', 'flows');

function indexPage(entries: { id: string; title: string; description: string }[]): string {
  const sections = entries.map((entry) =>
    [
      `## ${entry.title} (\`${entry.id}\`)`,
      entry.description,
      `![The ${entry.id} machine](${entry.id}.svg)`,
      `Mermaid source: [${entry.id}.mmd](${entry.id}.mmd)`,
    ].join('\n\n'),
  );
  return [
    '# Flow diagrams',
    'Every customer flow of the storefront is a state machine in `machines/`. These diagrams are drawn ' +
      'from the machines themselves by `npm run flows`: do not edit them by hand, change the machine and run it ' +
      'again. CI fails when they are out of date.',
    'How to read them: boxes are states, nested ones inside their parent; dashed boxes are regions of a ' +
      'state that are all active at the same time. The black dot points at the state its parent starts in; a ' +
      'double border is a final state; H is the state last left there (history). Arrows are transitions, ' +
      'labelled with their event and `[guard]`, a delay (`after 300 ms (debounce)`), the outcome of a call ' +
      '(`done: sendOtp`, `error: sendOtp`) or `always` (taken as soon as its guard holds). An arrow from a ' +
      'ring applies in every state of the box the ring is in. Lines starting with ↻ are transitions that ' +
      'stay in their state, with their actions after the slash.',
    ...sections,
    '',
  ].join('\n\n');
}

/** Every file of docs/flows by name: an SVG and a Mermaid file per machine, and the index page. */
export async function flowExports(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of flows) {
    const chart = chartOf(entry.machine);
    const layout = await layoutChart(chart);
    const svg = renderToStaticMarkup(<FlowDiagram chart={chart} layout={layout} />);
    // A line per group, so a change to a machine reads as a diff of the states and transitions it touched.
    files.set(`${entry.id}.svg`, `${svg.replaceAll('</g>', '</g>\n')}\n`);
    files.set(`${entry.id}.mmd`, mermaidOf(chart));
  }
  files.set('README.md', indexPage(flows));
  return files;
}

export interface StaleFlow {
  file: string;
  /** missing: not written yet; differs: out of date; extra: of a machine no longer listed. */
  status: 'missing' | 'differs' | 'extra';
}

/** How docs/flows differs from the exports, file by file. */
export function staleFlows(files: Map<string, string>, dir = FLOWS_DIR): StaleFlow[] {
  const present = existsSync(dir) ? readdirSync(dir) : [];
  const changed = [...files].flatMap(([file, content]): StaleFlow[] => {
    if (!present.includes(file)) return [{ file, status: 'missing' }];
    return readFileSync(join(dir, file), 'utf8') === content ? [] : [{ file, status: 'differs' }];
  });
  const extra = present.filter((file) => !files.has(file)).map((file): StaleFlow => ({ file, status: 'extra' }));
  return [...changed, ...extra];
}

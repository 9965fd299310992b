import type { Chart, ChartNode } from './chart.ts';

/** Mermaid ids allow letters, digits and underscores only: state ids become `auth_signedOut_login`. */
function safeIds(root: ChartNode): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  const visit = (node: ChartNode) => {
    const base = node.id.replace(/\W+/g, '_');
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}_${n}`;
    taken.add(id);
    ids.set(node.id, id);
    node.children.forEach(visit);
  };
  visit(root);
  return ids;
}

/** Mermaid ends a statement at ';' and reads '#…;' as an entity: both are spelled as entities. */
const text = (value: string) => value.replace(/[#;]/g, (char) => `#${char.charCodeAt(0)};`).replace(/\s+/g, ' ');

function stateLines(node: ChartNode, ids: Map<string, string>, indent: string): string[] {
  const id = ids.get(node.id) ?? '';
  const name = node.type === 'history' ? `${node.key} (history)` : node.key;
  const inner = `${indent}  `;
  const description = node.description ? [`${indent}${id} : ${text(node.description)}`] : [];
  // Mermaid gives a composite state no description: it gets a note instead.
  const note = node.description
    ? [`${indent}note right of ${id}`, `${inner}${text(node.description)}`, `${indent}end note`]
    : [];
  const ending = (child: ChartNode) => (child.type === 'final' ? [`${inner}${ids.get(child.id)} --> [*]`] : []);
  if (node.children.length === 0) return [`${indent}state "${text(name)}" as ${id}`, ...description];
  const initial = node.children.find((child) => child.initial);
  const children = node.children.map((child) => [...stateLines(child, ids, inner), ...ending(child)]);
  return [
    `${indent}state "${text(name)}" as ${id} {`,
    ...(initial ? [`${inner}[*] --> ${ids.get(initial.id)}`] : []),
    // Regions of a parallel state are separated by '--'.
    ...children.flatMap((lines, index) => (index && node.type === 'parallel' ? [`${inner}--`, ...lines] : lines)),
    `${indent}}`,
    ...note,
  ];
}

/** The chart as a Mermaid `stateDiagram-v2`: nested states first, then every transition. */
export function mermaidOf(chart: Chart): string {
  const ids = safeIds(chart.root);
  const transitions = chart.edges.flatMap((edge) => {
    const source = ids.get(edge.source);
    // A transition without a target stays in its state: a loop on it.
    const targets = edge.targets.length ? edge.targets : [edge.source];
    return targets.map((target) => `  ${source} --> ${ids.get(target)} : ${text(edge.label)}`);
  });
  return ['stateDiagram-v2', ...stateLines(chart.root, ids, '  '), ...transitions, ''].join('\n');
}

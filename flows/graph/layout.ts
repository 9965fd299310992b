import ELK, { type ElkExtendedEdge, type ElkNode, type ElkPoint } from 'elkjs/lib/elk.bundled.js';
import { boxTextOf, boxTextSize, lineTop, TEXT, textWidth } from './boxText.ts';
import type { Chart, ChartEdge, ChartNode } from './chart.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

/** Where everything of a chart goes, in absolute coordinates rounded to 0.1. */
export interface ChartLayout {
  width: number;
  height: number;
  /** By state id. */
  nodes: Record<string, Box>;
  /**
   * By edge id. A transition to several targets has one path per target: `more` holds the others. A
   * transition that stays in its state has no path: its label is its line inside the state's box.
   */
  edges: Record<string, { points: Point[]; label?: Box; more?: Point[][] }>;
  /** By the id of a compound state: the dot marking its initial child, and the arrow into it. */
  initials: Record<string, { dot: Box; points: Point[] }>;
  /**
   * By the id of a compound state with transitions into its own states (they apply in any of them):
   * the ring those transitions start from, inside the state, clear of its title.
   */
  anchors: Record<string, Box>;
}

const LABEL_HEIGHT = 16;
const LABEL_PAD = 4;
const MIN_WIDTH = 96;
const MIN_HEIGHT = 40;
const HISTORY_SIZE = 28;
const DOT_SIZE = 12;
/** Room around the children of a compound state. */
const INSET = 16;

const round = (value: number) => Math.round(value * 10) / 10;
const initialId = (parent: string) => `${parent}#initial`;
const anchorId = (parent: string) => `${parent}#any`;

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  // Transitions cross compound borders: lay the whole hierarchy out at once.
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  // States and transitions keep the order they are written in, so a small change to a machine moves little.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.spacing.edgeLabel': '4',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

/** What the ELK graph is built from: the chart, each state's parent, and the states that need an anchor. */
interface Context {
  edges: ChartEdge[];
  parents: Map<string, string>;
  anchored: Set<string>;
}

function parentsOf(node: ChartNode, parents = new Map<string, string>()): Map<string, string> {
  for (const child of node.children) {
    parents.set(child.id, node.id);
    parentsOf(child, parents);
  }
  return parents;
}

/** The state and its ancestors, innermost first. */
function lineage(id: string, parents: Map<string, string>): string[] {
  const ids = [id];
  for (let parent = parents.get(id); parent; parent = parents.get(parent)) ids.push(parent);
  return ids;
}

const inside = (id: string, ancestor: string, parents: Map<string, string>) =>
  id !== ancestor && lineage(id, parents).includes(ancestor);

function leafSize(node: ChartNode, edges: ChartEdge[]): { width: number; height: number } {
  if (node.type === 'history') return { width: HISTORY_SIZE, height: HISTORY_SIZE };
  const size = boxTextSize(boxTextOf(node, edges));
  return { width: Math.max(MIN_WIDTH, size.width), height: Math.max(MIN_HEIGHT, size.height) };
}

/** Unseen edges from each region of a parallel state to the next: regions stack instead of spreading wide. */
const stacking = (node: ChartNode): ElkExtendedEdge[] =>
  node.children.slice(1).map((region, index) => ({
    id: `${node.id}#stack${index}`,
    sources: [node.children[index]?.id ?? ''],
    targets: [region.id],
  }));

const dot = (id: string) => ({ id, width: DOT_SIZE, height: DOT_SIZE });

/**
 * A compound state is at least as wide as its header. ELK (0.12) applies a compound node's minimum size
 * before turning the layered graph downwards, so the width goes second.
 */
const minimumWidth = (width: number) => ({
  'elk.nodeSize.constraints': 'MINIMUM_SIZE',
  'elk.nodeSize.minimum': `(0, ${width})`,
});

function elkNodeOf(node: ChartNode, context: Context): ElkNode {
  if (node.children.length === 0) return { id: node.id, ...leafSize(node, context.edges) };
  const header = boxTextSize(boxTextOf(node, context.edges));
  const initial = node.children.find((child) => child.initial);
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${header.height + 4},left=${INSET},bottom=${INSET},right=${INSET}]`,
      ...minimumWidth(header.width + 2 * INSET),
    },
    children: [
      ...(initial ? [dot(initialId(node.id))] : []),
      ...(context.anchored.has(node.id) ? [dot(anchorId(node.id))] : []),
      ...node.children.map((child) => elkNodeOf(child, context)),
    ],
    edges: [
      ...(initial ? [{ id: initialId(node.id), sources: [initialId(node.id)], targets: [initial.id] }] : []),
      ...(node.type === 'parallel' ? stacking(node) : []),
    ],
  };
}

/** Inline: the path runs through its label, so a label is never read as another transition's. */
const labelOf = (text: string) => ({
  text,
  width: textWidth(text, TEXT.smallSize) + 2 * LABEL_PAD,
  height: LABEL_HEIGHT,
  layoutOptions: { 'elk.edgeLabels.inline': 'true' },
});

/**
 * Where ELK should put an edge: the lowest state containing both ends (a state contains itself here), and
 * the node it starts from: the anchor of its source when it goes into the source's own states.
 */
function endsOf(edge: ChartEdge, target: string, context: Context, top: string) {
  const { parents } = context;
  if (inside(target, edge.source, parents)) return { from: anchorId(edge.source), container: edge.source };
  if (edge.source === target) return { from: edge.source, container: parents.get(target) ?? top };
  const targets = new Set(lineage(target, parents));
  return { from: edge.source, container: lineage(edge.source, parents).find((id) => targets.has(id)) ?? top };
}

/** The ELK graph, and for each of its edges the transition it draws and which of its targets. */
function elkGraphOf(chart: Chart): { graph: ElkNode; parts: Map<string, { edge: string; target: number }> } {
  const top = `${chart.id}#graph`;
  const parents = parentsOf(chart.root);
  const anchored = new Set(
    chart.edges
      .filter((edge) => edge.targets.some((target) => inside(target, edge.source, parents)))
      .map((edge) => edge.source),
  );
  const context = { edges: chart.edges, parents, anchored };
  const graph: ElkNode = {
    id: top,
    layoutOptions: LAYOUT_OPTIONS,
    children: [elkNodeOf(chart.root, context)],
    edges: [],
  };
  const byId = new Map<string, ElkNode>();
  const index = (node: ElkNode) => {
    byId.set(node.id, node);
    node.children?.forEach(index);
  };
  index(graph);
  const parts = new Map<string, { edge: string; target: number }>();
  for (const edge of chart.edges) {
    edge.targets.forEach((target, position) => {
      const id = position === 0 ? edge.id : `${edge.id}#${position}`;
      const { from, container } = endsOf(edge, target, context, top);
      parts.set(id, { edge: edge.id, target: position });
      byId.get(container)?.edges?.push({
        id,
        sources: [from],
        targets: [target],
        labels: position === 0 ? [labelOf(edge.label)] : [],
      });
    });
  }
  return { graph, parts };
}

function pathOf(edge: ElkExtendedEdge): Point[] {
  const points = (edge.sections ?? []).flatMap((section) => [
    section.startPoint,
    ...(section.bendPoints ?? []),
    section.endPoint,
  ]);
  return points.map((point: ElkPoint) => ({ x: round(point.x), y: round(point.y) }));
}

const boxOf = (shape: { x?: number; y?: number; width?: number; height?: number }): Box => ({
  x: round(shape.x ?? 0),
  y: round(shape.y ?? 0),
  width: round(shape.width ?? 0),
  height: round(shape.height ?? 0),
});

/** Lays a chart out with ELK's layered algorithm: states as nested boxes, transitions as orthogonal paths. */
export async function layoutChart(chart: Chart): Promise<ChartLayout> {
  const { graph, parts } = elkGraphOf(chart);
  const result = await new ELK().layout(graph);
  const shapes = new Map<string, ElkNode>();
  const edges = new Map<string, ElkExtendedEdge>();
  const collect = (node: ElkNode) => {
    shapes.set(node.id, node);
    for (const edge of node.edges ?? []) edges.set(edge.id, edge);
    node.children?.forEach(collect);
  };
  collect(result);
  const layout: ChartLayout = {
    width: round(result.width ?? 0),
    height: round(result.height ?? 0),
    nodes: {},
    edges: {},
    initials: {},
    anchors: {},
  };
  const visit = (node: ChartNode) => {
    const box = boxOf(shapes.get(node.id) ?? {});
    layout.nodes[node.id] = box;
    boxTextOf(node, chart.edges).lines.forEach((line, index) => {
      if (!line.edge) return;
      const width = round(textWidth(line.text, TEXT.smallSize));
      const label = { x: round(box.x + TEXT.padX), y: round(box.y + lineTop(index)), width, height: TEXT.smallLine };
      layout.edges[line.edge] = { points: [], label };
    });
    const dot = shapes.get(initialId(node.id));
    const arrow = edges.get(initialId(node.id));
    if (dot && arrow) layout.initials[node.id] = { dot: boxOf(dot), points: pathOf(arrow) };
    const anchor = shapes.get(anchorId(node.id));
    if (anchor) layout.anchors[node.id] = boxOf(anchor);
    node.children.forEach(visit);
  };
  visit(chart.root);
  for (const [id, part] of parts) {
    const edge = edges.get(id);
    if (!edge) continue;
    const label = edge.labels?.[0];
    if (part.target === 0) layout.edges[id] = { points: pathOf(edge), ...(label ? { label: boxOf(label) } : {}) };
    else {
      const first = layout.edges[part.edge];
      if (first) first.more = [...(first.more ?? []), pathOf(edge)];
    }
  }
  return layout;
}

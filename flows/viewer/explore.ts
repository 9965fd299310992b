import { type AnyEventObject, type AnyMachineSnapshot, initialTransition, transition } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { type MachineModel, traversalOf } from '../graph/walk.ts';

export type PathKind = 'shortest' | 'simple';

export interface PathQuery {
  kind: PathKind;
  /** A state node id. Shortest paths without one go to every state; simple paths need one. */
  target: string | null;
}

/** How many simple paths are listed, and how long the search for them may take. */
export const SIMPLE_PATHS_MAX = 50;
export const SIMPLE_PATHS_BUDGET_MS = 2000;

/**
 * A path as the paths worker sends it: at each step, the position of the event taken among the events
 * the traversal offers in that state. Events carry errors and records that do not survive the trip
 * between threads; positions do, and `decodePath` replays them into the very same events.
 */
export type EncodedPath = number[];

export interface Exploration {
  paths: EncodedPath[];
  /** False when there are more paths than listed: the cap or the time budget stopped the search. */
  complete: boolean;
}

const isIn = (snapshot: AnyMachineSnapshot, target: string) => snapshot._nodes.some((node) => node.id === target);

const offered = (model: MachineModel, input: unknown, snapshot: AnyMachineSnapshot) =>
  traversalOf(model, input).events(snapshot);

/** Replays events from the start, giving each the position xstate/graph finds it at. */
function encodePath(model: MachineModel, input: unknown, events: AnyEventObject[]): EncodedPath {
  let snapshot = initialTransition(model.machine, input)[0];
  return events.map((event) => {
    const choices = offered(model, input, snapshot);
    // xstate/graph keys a state's transitions by JSON.stringify(event): of equal ones, the last is kept.
    const serialized = JSON.stringify(event);
    const index = choices.findLastIndex((choice) => JSON.stringify(choice) === serialized);
    const chosen = choices[index];
    if (!chosen) throw new Error(`${event.type} is not offered in ${JSON.stringify(snapshot.value)}`);
    snapshot = transition(model.machine, snapshot, chosen)[0];
    return index;
  });
}

export interface DecodedPath {
  events: AnyEventObject[];
  /** The snapshot the path ends in, as the pure machine computes it. */
  end: AnyMachineSnapshot;
}

export function decodePath(model: MachineModel, input: unknown, path: EncodedPath): DecodedPath {
  let end = initialTransition(model.machine, input)[0];
  const events = path.map((index) => {
    const event = offered(model, input, end)[index];
    if (!event) throw new Error(`no event ${index} in ${JSON.stringify(end.value)}`);
    end = transition(model.machine, end, event)[0];
    return event;
  });
  return { events, end };
}

/** The quickest way into each state value, or into each value where the target is active. */
function shortestPaths(model: MachineModel, input: unknown, target: string | null): AnyEventObject[][] {
  const quickest = new Map<string, AnyEventObject[]>();
  for (const path of getShortestPaths(model.machine, traversalOf(model, input))) {
    if (target !== null && !isIn(path.state, target)) continue;
    const value = JSON.stringify(path.state.value);
    const events = path.steps.slice(1).map((step) => step.event);
    const known = quickest.get(value);
    if (!known || known.length > events.length) quickest.set(value, events);
  }
  return [...quickest.values()].sort((a, b) => a.length - b.length);
}

interface Edge {
  from: string;
  /** JSON of the event: with `from`, what tells two edges apart, as in xstate/graph. */
  on: string;
  event: AnyEventObject;
  to: string;
}

/** A path through the walk's states: `keys` has one more entry than `edges`. */
interface Route {
  keys: string[];
  edges: Edge[];
}

/** xstate/graph's adjacency map of a start, as edges out of each state of the walk. */
export interface PathGraph {
  start: string;
  snapshots: Map<string, AnyMachineSnapshot>;
  out: Map<string, Edge[]>;
}

export function graphOf(model: MachineModel, input: unknown): PathGraph {
  const traversal = traversalOf(model, input);
  const adjacency = getAdjacencyMap(model.machine, traversal);
  const snapshots = new Map<string, AnyMachineSnapshot>();
  const out = new Map<string, Edge[]>();
  for (const [from, { state, transitions }] of Object.entries(adjacency)) {
    snapshots.set(from, state);
    // Keyed by JSON.stringify(event): xstate/graph brands the key type, which Object.entries cannot read.
    const steps = Object.entries(transitions as Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }>);
    const edges = steps.map(([on, next]) => ({
      from,
      on,
      event: next.event,
      to: traversal.serializeState(next.state),
    }));
    out.set(from, edges);
  }
  return { start: traversal.serializeState(initialTransition(model.machine, input)[0]), snapshots, out };
}

const edgeId = (edge: Edge) => `${edge.from}\n${edge.on}`;
const routeId = (edges: Edge[]) => edges.map(edgeId).join('\n\n');

/** Breadth first from `from` to the nearest goal, around the banned states and edges. */
function quickestRoute(
  graph: PathGraph,
  from: string,
  isGoal: (key: string) => boolean,
  bannedKeys: ReadonlySet<string>,
  bannedEdges: ReadonlySet<string>,
): Route | null {
  const cameBy = new Map<string, Edge | null>([[from, null]]);
  const queue = [from];
  for (const key of queue) {
    if (isGoal(key)) {
      const edges: Edge[] = [];
      for (let edge = cameBy.get(key); edge; edge = cameBy.get(edge.from)) edges.unshift(edge);
      return { keys: [from, ...edges.map((edge) => edge.to)], edges };
    }
    for (const edge of graph.out.get(key) ?? []) {
      if (cameBy.has(edge.to) || bannedKeys.has(edge.to) || bannedEdges.has(edgeId(edge))) continue;
      cameBy.set(edge.to, edge);
      queue.push(edge.to);
    }
  }
  return null;
}

/**
 * The simple paths into the target (no state of the walk twice, the target entered at the end only),
 * shortest first, by Yen's algorithm on xstate/graph's adjacency map. xstate/graph's getSimplePaths
 * lists the same paths but all at once, to every state: on checkout, auth, cart and location it had not
 * ended after 20 s. Stops after SIMPLE_PATHS_MAX or the time budget.
 */
export function simplePaths(graph: PathGraph, target: string, budgetMs = SIMPLE_PATHS_BUDGET_MS) {
  const until = performance.now() + budgetMs;
  const goals = new Set([...graph.snapshots].filter(([, snapshot]) => isIn(snapshot, target)).map(([key]) => key));
  const isGoal = (key: string) => goals.has(key);
  const first = quickestRoute(graph, graph.start, isGoal, new Set(), new Set());
  if (!first) return { routes: [], complete: true };
  const routes = [first];
  const candidates: Route[] = [];
  const seen = new Set([routeId(first.edges)]);
  while (routes.length <= SIMPLE_PATHS_MAX) {
    const last = routes[routes.length - 1] as Route;
    for (const [index, spur] of last.keys.slice(0, -1).entries()) {
      if (performance.now() > until) return { routes, complete: false };
      const root = last.edges.slice(0, index);
      const rootId = routeId(root);
      const taken = routes.flatMap((route) => {
        const next = route.edges[index];
        return next && routeId(route.edges.slice(0, index)) === rootId ? [edgeId(next)] : [];
      });
      const tail = quickestRoute(graph, spur, isGoal, new Set(last.keys.slice(0, index)), new Set(taken));
      if (!tail) continue;
      const route = { keys: [...last.keys.slice(0, index), ...tail.keys], edges: [...root, ...tail.edges] };
      const id = routeId(route.edges);
      if (seen.has(id)) continue;
      seen.add(id);
      candidates.push(route);
    }
    if (candidates.length === 0) return { routes, complete: true };
    const shortest = candidates.reduce(
      (best, route, at) => (route.edges.length < (candidates[best] as Route).edges.length ? at : best),
      0,
    );
    routes.push(...candidates.splice(shortest, 1));
  }
  return { routes: routes.slice(0, SIMPLE_PATHS_MAX), complete: false };
}

/** The paths of a query, shortest first, encoded for the trip from the worker. */
export function explorePaths(
  model: MachineModel,
  input: unknown,
  { kind, target }: PathQuery,
  graph: () => PathGraph = () => graphOf(model, input),
): Exploration {
  const encode = (events: AnyEventObject[]) => encodePath(model, input, events);
  if (kind === 'shortest') return { paths: shortestPaths(model, input, target).map(encode), complete: true };
  if (target === null) return { paths: [], complete: true };
  const { routes, complete } = simplePaths(graph(), target);
  return { paths: routes.map((route) => encode(route.edges.map((edge) => edge.event))), complete };
}

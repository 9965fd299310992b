import { flows } from '../index.ts';
import { type Exploration, explorePaths, graphOf, type PathGraph, type PathQuery } from './explore.ts';

/** What the page asks: the paths of one machine from one of its starts (by position in model.starts). */
export interface PathRequest extends PathQuery {
  machineId: string;
  start: number;
}

// The adjacency map of a start serves every simple-path query on it: built once per worker.
const graphs = new Map<string, PathGraph>();

function explore({ machineId, start, ...query }: PathRequest): Exploration {
  const model = flows.find((entry) => entry.id === machineId)?.model;
  const input = model?.starts[start]?.input;
  if (!model) throw new Error(`no machine ${machineId}`);
  const key = `${machineId}/${start}`;
  return explorePaths(model, input, query, () => {
    const graph = graphs.get(key) ?? graphOf(model, input);
    graphs.set(key, graph);
    return graph;
  });
}

// A worker's global scope, without the WebWorker library's types (the project compiles for the DOM).
const scope = globalThis as unknown as {
  onmessage: ((message: MessageEvent<PathRequest>) => void) | null;
  postMessage(exploration: Exploration): void;
};

/** The path explorer's searches, off the page's thread: the largest charts take most of a second. */
scope.onmessage = (message) => scope.postMessage(explore(message.data));

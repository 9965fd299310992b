import { useEffect, useState } from 'react';
import type { AnyEventObject } from 'xstate';
import { describeStep } from '../graph/steps.ts';
import type { FlowEntry } from '../index.ts';
import { decodePath, type Exploration, type PathQuery } from './explore.ts';
import type { PathRequest } from './paths.worker.ts';

/** A generated path, ready to read and to play. */
export interface ListedPath {
  events: AnyEventObject[];
  /** describeStep's words for each event. */
  steps: string[];
  /** The active leaf states at its end. */
  reaches: string[];
}

export type Paths =
  | { status: 'finding' }
  | { status: 'found'; paths: ListedPath[]; complete: boolean }
  | { status: 'failed'; message: string };

/** One worker for the page, replaced when a search is still running as another is asked for. */
class PathsWorker {
  private worker: Worker | null = null;
  private busy = false;

  ask(request: PathRequest, answer: (exploration: Exploration) => void, fail: (message: string) => void): void {
    if (this.busy) this.close();
    const worker = this.worker ?? new Worker(new URL('./paths.worker.ts', import.meta.url), { type: 'module' });
    this.worker = worker;
    this.busy = true;
    worker.onmessage = (message: MessageEvent<Exploration>) => {
      this.busy = false;
      answer(message.data);
    };
    worker.onerror = (error) => {
      this.busy = false;
      fail(error.message);
    };
    worker.postMessage(request);
  }

  close(): void {
    this.worker?.terminate();
    this.worker = null;
    this.busy = false;
  }
}

function listed(entry: FlowEntry, input: unknown, exploration: Exploration): Paths {
  const paths = exploration.paths.map((encoded) => {
    const { events, end } = decodePath(entry.model, input, encoded);
    return {
      events,
      steps: events.map((event) => describeStep(event, entry.model.machine)),
      reaches: end._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id),
    };
  });
  return { status: 'found', paths, complete: exploration.complete };
}

/** The generated paths of a machine from one of its starts, searched in a worker so the page stays responsive. */
export function usePaths(entry: FlowEntry, start: number, { kind, target }: PathQuery): Paths {
  const [worker] = useState(() => new PathsWorker());
  const [paths, setPaths] = useState<Paths>({ status: 'finding' });
  useEffect(() => () => worker.close(), [worker]);
  useEffect(() => {
    let wanted = true;
    setPaths({ status: 'finding' });
    const input = entry.model.starts[start]?.input;
    worker.ask(
      { machineId: entry.id, start, kind, target },
      (exploration) => wanted && setPaths(listed(entry, input, exploration)),
      (message) => wanted && setPaths({ status: 'failed', message }),
    );
    return () => {
      wanted = false;
    };
  }, [worker, entry, start, kind, target]);
  return paths;
}

import { Visits } from './coverage.ts';

/** What one test file walked, per machine id, as written to coverage/visits/<test file>.json. */
export type VisitLog = Record<string, { states: string[]; transitions: string[] }>;

/** The visits of every harness started since recording began; null when not recording (the app, most test runs). */
let recorded: { id: string; visits: Visits }[] | null = null;

/** Turned on by the path-coverage report's test setup; everywhere else `recordVisits` does nothing. */
export function startRecording(): void {
  recorded ??= [];
}

/** A harness's visits, kept by reference: they grow while the test drives it. */
export function recordVisits(machineId: string, visits: Visits): void {
  recorded?.push({ id: machineId, visits });
}

/** The log of everything recorded so far, merged per machine; recording starts over empty. */
export function takeVisitLog(): VisitLog {
  const merged = new Map<string, Visits>();
  for (const { id, visits } of recorded ?? []) {
    const into = merged.get(id) ?? new Visits();
    into.merge(visits);
    merged.set(id, into);
  }
  if (recorded) recorded = [];
  return Object.fromEntries(
    [...merged].map(([id, visits]) => [
      id,
      { states: [...visits.states].sort(), transitions: [...visits.transitions].sort() },
    ]),
  );
}

/** The logs of several test files as one Visits per machine id. */
export function mergeVisitLogs(logs: VisitLog[]): Map<string, Visits> {
  const merged = new Map<string, Visits>();
  for (const log of logs) {
    for (const [id, { states, transitions }] of Object.entries(log)) {
      const visits = merged.get(id) ?? new Visits();
      for (const state of states) visits.states.add(state);
      for (const transition of transitions) visits.transitions.add(transition);
      merged.set(id, visits);
    }
  }
  return merged;
}

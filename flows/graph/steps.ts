import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  initialTransition,
  transition,
} from 'xstate';
import { type EventPath, type MachineModel, planWalk } from './walk.ts';

/** One generated path: where it starts, the events a tester makes happen, and the states it ends in. */
export interface PlannedPath {
  start: string;
  events: AnyEventObject[];
  /** The ids of the active leaf states at the end (several when parallel regions are active). */
  reaches: string[];
}

/** Arrays longer than this are shown as a count: a tester needs to know "4 items", not each one. */
const LIST_MAX = 3;
/** Records without a name show their first fields only: enough to recognise the sample. */
const FIELDS_MAX = 4;
const TEXT_MAX = 40;

function quote(text: string): string {
  return JSON.stringify(text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text);
}

/**
 * Samples of one record often differ only in a status (an order paid, pending or failed), and the flow
 * branches on it: shown beside the name, from the record or one of its fields.
 */
function statusOf(record: Record<string, unknown>): string {
  if (typeof record.status === 'string') return ` (status ${quote(record.status)})`;
  for (const [key, value] of Object.entries(record)) {
    const status = (value as { status?: unknown } | null)?.status;
    if (typeof status === 'string') return ` (${key}.status ${quote(status)})`;
  }
  return '';
}

/** A payload in short: strings quoted, records by their name, long lists as counts. */
function summarize(value: unknown, nested = false): string {
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) {
    if (value.length > LIST_MAX) return `${value.length} items`;
    return `[${value.map((item) => summarize(item, true)).join(', ')}]`;
  }
  if (value === null || typeof value !== 'object') return String(value);
  const record = value as Record<string, unknown>;
  const label = ['name', 'title', '_id'].map((field) => record[field]).find((field) => typeof field === 'string');
  if (typeof label === 'string') return `${quote(label)}${statusOf(record)}`;
  if (nested) return '{…}';
  const entries = Object.entries(record);
  const shown = entries.slice(0, FIELDS_MAX).map(([key, item]) => `${key}: ${summarize(item, true)}`);
  return `{${[...shown, ...(entries.length > FIELDS_MAX ? ['…'] : [])].join(', ')}}`;
}

/** How the API client's refusals read: the status and the server's message (flows/samples/failures.ts). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return summarize(error);
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? `${status} ${error.message}` : error.message;
}

function describeWait(delay: string, machine: AnyStateMachine): string {
  const value = machine.implementations.delays[delay] ?? Number(delay);
  if (typeof value !== 'number' || Number.isNaN(value)) return `wait for ${delay}`;
  return value === Number(delay) ? `wait ${value} ms` : `wait ${value} ms (${delay})`;
}

/** One step as a tester would do it by hand: a customer's event, an actor's answer, or a wait. */
export function describeStep(event: AnyEventObject, machine: AnyStateMachine): string {
  const [, kind, subject = ''] = event.type.match(/^xstate\.(done\.actor|error\.actor|after)\.(.+)$/) ?? [];
  if (kind === 'done.actor')
    return event.output === undefined ? `${subject} answers` : `${subject} answers: ${summarize(event.output)}`;
  if (kind === 'error.actor') return `${subject} fails: ${describeError(event.error)}`;
  // `xstate.after.<delay>.<state id>`: the state id may itself contain dots.
  if (kind === 'after') return describeWait(subject.split('.')[0] ?? '', machine);
  const { type, ...payload } = event;
  const fields = Object.entries(payload).map(([key, value]) => `${key} ${summarize(value)}`);
  return fields.length ? `${type}: ${fields.join(', ')}` : type;
}

/** The path as a tester reads it: the start, the numbered steps, then the states it ends in. */
export function describePath(path: PlannedPath, machine: AnyStateMachine): string[] {
  return [
    `Start: ${path.start}`,
    ...path.events.map((event, index) => `${index + 1}. ${describeStep(event, machine)}`),
    `Reaches: ${path.reaches.join(', ')}`,
  ];
}

/** The ids of the snapshot's active leaf states (several when parallel regions are active). */
export function leavesOf(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);
}

/** The snapshots the chart computes along a path from a start: the start's first, then one after each event. */
export function snapshotsAlong(machine: AnyStateMachine, input: unknown, path: EventPath): AnyMachineSnapshot[] {
  let snapshot = initialTransition(machine, input)[0];
  const snapshots = [snapshot];
  for (const event of path) {
    snapshot = transition(machine, snapshot, event)[0];
    snapshots.push(snapshot);
  }
  return snapshots;
}

/** Every path the walk plans, from every start, with the states the chart says it ends in. */
export function pathsOf(model: MachineModel): PlannedPath[] {
  return model.starts.flatMap(({ name, input }) =>
    planWalk(model, input).map((events) => {
      const end = snapshotsAlong(model.machine, input, events)[events.length] as AnyMachineSnapshot;
      return { start: name, events, reaches: leavesOf(end) };
    }),
  );
}

import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { stateNames, transitionName, type Visits } from './coverage.ts';
import { describeStep, type PlannedPath } from './steps.ts';

interface Count {
  visited: number;
  total: number;
}

/** One machine in coverage/paths.json: what the chart has, what the tests walked, the paths to follow by hand. */
export interface MachinePaths {
  id: string;
  title: string;
  description: string;
  states: { id: string; walked: boolean }[];
  transitions: { id: string; label: string; walked: boolean }[];
  paths: { start: string; steps: string[]; reaches: string[] }[];
  walked: { states: Count; transitions: Count };
}

interface Entry {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
}

/** What sets a transition off, in the words of describeStep. */
function trigger(eventType: string): string {
  const [, kind, subject = ''] = eventType.match(/^xstate\.(done\.actor|error\.actor|after)\.(.+)$/) ?? [];
  if (kind === 'done.actor') return `${subject} answers`;
  if (kind === 'error.actor') return `${subject} fails`;
  if (kind === 'after') return `after ${subject.split('.')[0]}`;
  return eventType === '' ? 'at once' : eventType;
}

function guardName(guard: AnyTransitionDefinition['guard']): string | undefined {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return guard ? 'a condition' : undefined;
}

/** A transition for a reader: from where to where, on what, when, and its description if it has one. */
function labelOf(transition: AnyTransitionDefinition, machine: AnyStateMachine): string {
  const local = (node: AnyStateNode) => (node.parent ? node.id.slice(machine.id.length + 1) : machine.id);
  const targets = (transition.target ?? []).map(local).join(', ') || 'stays';
  const guard = guardName(transition.guard);
  return (
    `${local(transition.source)} → ${targets} on ${trigger(transition.eventType)}` +
    (guard ? ` if ${guard}` : '') +
    (transition.description ? `: ${transition.description}` : '')
  );
}

/** In the order of coverage.ts's transitionNames, with a label. */
function transitionsOf(machine: AnyStateMachine): { id: string; label: string }[] {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  return nodes
    .flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
    .map((transition) => ({ id: transitionName(transition), label: labelOf(transition, machine) }));
}

function count(items: { walked: boolean }[]): Count {
  return { visited: items.filter((item) => item.walked).length, total: items.length };
}

export function machinePaths(entry: Entry, planned: PlannedPath[], visits: Visits): MachinePaths {
  const states = stateNames(entry.machine).map((id) => ({ id, walked: visits.states.has(id) }));
  const transitions = transitionsOf(entry.machine).map((transition) => ({
    ...transition,
    walked: visits.transitions.has(transition.id),
  }));
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    states,
    transitions,
    paths: planned.map(({ start, events, reaches }) => ({
      start,
      steps: events.map((event) => describeStep(event, entry.machine)),
      reaches,
    })),
    walked: { states: count(states), transitions: count(transitions) },
  };
}

/** The states and transitions no test walked, by id. */
export function unwalked(report: MachinePaths): string[] {
  return [...report.states, ...report.transitions].filter((item) => !item.walked).map((item) => item.id);
}

/** 'states 4/4, transitions 6/6': how much of the chart the tests walked. */
export function walkedCounts(report: MachinePaths): string {
  const { states, transitions } = report.walked;
  return `states ${states.visited}/${states.total}, transitions ${transitions.visited}/${transitions.total}`;
}

const notWalked = (item: { walked: boolean }) => (item.walked ? '' : ' — **not walked by any test**');

/** coverage/paths.md: every machine with its states, transitions and numbered paths, for a tester to print. */
export function markdownOf(reports: MachinePaths[]): string {
  const sections = reports.map((report) =>
    [
      `## ${report.title} (\`${report.id}\`)`,
      report.description,
      `Tests walked: ${walkedCounts(report)}.`,
      `### States (${report.states.length})`,
      report.states.map((state) => `- ${state.id}${notWalked(state)}`).join('\n'),
      `### Transitions (${report.transitions.length})`,
      report.transitions.map((transition) => `- ${transition.label}${notWalked(transition)}`).join('\n'),
      `### Paths (${report.paths.length})`,
      ...report.paths.map((path, index) =>
        [
          `#### Path ${index + 1}, from "${path.start}"`,
          path.steps.map((step, number) => `${number + 1}. ${step}`).join('\n') || 'No step: the start itself.',
          `Reaches: ${path.reaches.join(', ')}`,
        ].join('\n\n'),
      ),
    ].join('\n\n'),
  );
  return `# Path coverage\n\nWritten by \`npm run paths\`.\n\n${sections.join('\n\n')}\n`;
}

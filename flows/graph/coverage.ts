import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** A stable name for a transition of the chart, the same in every copy made by `machine.provide`. */
export function transitionName(transition: AnyTransitionDefinition): string {
  const source: AnyStateNode = transition.source;
  const siblings: AnyTransitionDefinition[] =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  const targets = (transition.target ?? []).map((target: AnyStateNode) => `#${target.id}`).join(',') || '(stays)';
  const on = transition.eventType === '' ? 'always' : transition.eventType;
  return `${source.id} on ${on} [${siblings.indexOf(transition)}] -> ${targets}`;
}

/**
 * Every state of the chart, by id: the root excluded (it is always active), and history nodes too
 * (a machine is never in one: entering it enters the state it remembers).
 */
export function stateNames(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type !== 'history')
    .map((node) => node.id);
}

/** Every transition of the chart: events, invocation outcomes, delays and eventless ones. */
export function transitionNames(machine: AnyStateMachine): string[] {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(transitionName),
  );
}

/** What a run visited: filled from an actor's inspection events. */
export class Visits {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  /** Pass as `createActor(machine, { inspect: visits.inspect })`; only the root actor counts. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.rootId !== event.actorRef.sessionId) return;
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) {
        this.transitions.add(transitionName(transition));
        // An eventless transition leaves its source in the same microstep: count the source as visited.
        this.addNodes([transition.source]);
      }
      this.addSnapshot(event.snapshot as AnyMachineSnapshot);
    }
    if (event.type === '@xstate.snapshot') this.addSnapshot(event.snapshot as AnyMachineSnapshot);
  };

  addSnapshot(snapshot: AnyMachineSnapshot): void {
    this.addNodes(snapshot._nodes);
  }

  merge(other: Visits): void {
    for (const state of other.states) this.states.add(state);
    for (const transition of other.transitions) this.transitions.add(transition);
  }

  private addNodes(nodes: readonly AnyStateNode[]): void {
    for (const node of nodes) if (node.parent) this.states.add(node.id);
  }
}

export interface CoverageReport {
  states: { visited: number; total: number; missing: string[] };
  transitions: { visited: number; total: number; missing: string[] };
}

export function coverageOf(machine: AnyStateMachine, visits: Visits): CoverageReport {
  const states = stateNames(machine);
  const transitions = transitionNames(machine);
  const missingStates = states.filter((state) => !visits.states.has(state));
  const missingTransitions = transitions.filter((transition) => !visits.transitions.has(transition));
  return {
    states: { visited: states.length - missingStates.length, total: states.length, missing: missingStates },
    transitions: {
      visited: transitions.length - missingTransitions.length,
      total: transitions.length,
      missing: missingTransitions,
    },
  };
}

import {
  type Actor,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromTransition,
  initialTransition,
  SimulatedClock,
  transition,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { type CoverageReport, coverageOf, Visits } from './coverage.ts';
import { FakeActors, type RecordedAction, recordActions, settle } from './fakes.ts';
import { recordVisits } from './record.ts';

/** Sample events for a state: the customer's events and the answers its actors may give. */
export type EventCatalog = (snapshot: AnyMachineSnapshot) => AnyEventObject[];

/** A way into a flow: the input its actor is created with, named for a reader ('signed in'). */
export interface Start {
  name: string;
  input: unknown;
}

export interface MachineModel {
  /** The chart as written; its effects are replaced with fakes for each run. */
  machine: AnyStateMachine;
  /** Where the flow can start; the first is the usual one. */
  starts: readonly [Start, ...Start[]];
  /** The actor sources the app supplies (faked: the walk settles them). */
  actors: readonly string[];
  /** The named actions the app supplies (faked: they record their params). */
  actions: readonly string[];
  events: EventCatalog;
  /**
   * The facts of a snapshot's context that the chart's guards read: snapshots with the same value and
   * facts are one state of the walk, which keeps the exploration small. Default: the whole context.
   * Too coarse a key shows up as transitions the walk missed.
   */
  key?: (snapshot: AnyMachineSnapshot) => unknown;
}

/** An actor of the machine with every effect faked and a simulated clock. */
export interface Harness {
  actor: Actor<AnyStateMachine>;
  fakes: FakeActors;
  effects: RecordedAction[];
  clock: SimulatedClock;
  visits: Visits;
}

export function startHarness(model: Omit<MachineModel, 'events'>, input = model.starts[0].input): Harness {
  const fakes = new FakeActors();
  const effects: RecordedAction[] = [];
  const clock = new SimulatedClock();
  const visits = new Visits();
  recordVisits(model.machine.id, visits);
  const machine = model.machine.provide({
    actors: fakes.logic(model.actors),
    actions: recordActions(model.actions, effects),
  });
  const actor = createActor(machine, { input, clock, inspect: visits.inspect });
  actor.start();
  visits.addSnapshot(actor.getSnapshot());
  return { actor, fakes, effects, clock, visits };
}

/** The answer of an invoked actor, as the machine receives it. */
export function done(invokeId: string, output: unknown): AnyEventObject {
  return { type: `xstate.done.actor.${invokeId}`, output, actorId: invokeId };
}

export function failed(invokeId: string, error: unknown): AnyEventObject {
  return { type: `xstate.error.actor.${invokeId}`, error, actorId: invokeId };
}

/** The timers (`after`) the active states are waiting on. */
export function timerEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  return snapshot._nodes.flatMap((node) => node.after.map((delayed) => ({ type: delayed.eventType })));
}

/** The milliseconds a timer event (`xstate.after.<delay>.<state id>`) waits. */
export function delayOf(machine: AnyStateMachine, eventType: string): number {
  const name = eventType.split('.')[2] ?? '';
  const delay = machine.implementations.delays[name] ?? Number(name);
  if (typeof delay !== 'number' || Number.isNaN(delay)) throw new Error(`unknown delay in ${eventType}`);
  return delay;
}

/**
 * Makes one step of a path happen for real: a customer's event is sent, an actor's answer is given by
 * settling its fake, a timer fires by moving the simulated clock.
 */
export async function perform(harness: Harness, event: AnyEventObject): Promise<void> {
  const [, kind, subject] = event.type.match(/^xstate\.(done\.actor|error\.actor|after)\.(.+)$/) ?? [];
  if (kind === 'done.actor' && subject) harness.fakes.resolve(subject, event.output);
  else if (kind === 'error.actor' && subject) harness.fakes.reject(subject, event.error);
  else if (kind === 'after') harness.clock.increment(delayOf(harness.actor.logic, event.type));
  else harness.actor.send(event);
  await settle();
}

/** The walk's name of a state: its value and the facts of its context that matter to the chart. */
function keyOf(model: MachineModel, snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, facts: model.key ? model.key(snapshot) : snapshot.context });
}

function observable(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}

/** Computes, without running anything, which transitions and states of the chart one step takes. */
class Predictor {
  private visits = new Visits();
  private readonly probe = createActor(
    fromTransition((state) => state, null),
    { inspect: (event) => this.visits.inspect(event) },
  );
  private readonly scope: AnyActorScope = {
    self: this.probe,
    id: '',
    sessionId: this.probe.sessionId,
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: this.probe.system,
    stopChild: () => {},
    actionExecutor: () => {},
  };

  private readonly machine: AnyStateMachine;

  constructor(machine: AnyStateMachine) {
    this.machine = machine;
  }

  /** What creating an actor takes: its initial state and the eventless transitions on the way there. */
  start(input: unknown): Visits {
    this.visits = new Visits();
    this.visits.addSnapshot(this.machine.getInitialSnapshot(this.scope, input));
    return this.visits;
  }

  step(snapshot: AnyMachineSnapshot, event: AnyEventObject): Visits {
    this.visits = new Visits();
    this.visits.addSnapshot(this.machine.transition(snapshot, event, this.scope));
    return this.visits;
  }
}

function addsSomething(known: Visits, step: Visits): boolean {
  return (
    [...step.states].some((state) => !known.states.has(state)) ||
    [...step.transitions].some((transition) => !known.transitions.has(transition))
  );
}

/**
 * How xstate/graph explores a model from a start: snapshots named by keyOf, and from each the sample
 * events and timers it accepts. The walk and the flow viewer's path explorer use the same one.
 */
export function traversalOf(model: MachineModel, input: unknown) {
  return {
    input,
    serializeState: (snapshot: AnyMachineSnapshot) => keyOf(model, snapshot),
    events: (snapshot: AnyMachineSnapshot) =>
      [...model.events(snapshot), ...timerEvents(snapshot)].filter((event) => snapshot.can(event)),
  };
}

/** A walk: the events that lead a new actor from its start. */
export type EventPath = AnyEventObject[];

/**
 * The paths to walk. xstate/graph explores the chart (`getAdjacencyMap`, `adjacencyMapToArray`) and gives the shortest path
 * to each state (`getShortestPaths`); every (state, event) pair, in breadth-first order, becomes the
 * shortest path to that state plus that event, kept only when it takes a transition or enters a state
 * that no earlier path does.
 */
export function planWalk(model: MachineModel, input: unknown): EventPath[] {
  const traversal = traversalOf(model, input);
  const heads = new Map(
    getShortestPaths(model.machine, traversal).map((path) => [
      keyOf(model, path.state),
      path.steps.slice(1).map((step) => step.event),
    ]),
  );
  const adjacency = getAdjacencyMap(model.machine, traversal);
  const predictor = new Predictor(model.machine);
  const planned = new Visits();
  const paths: EventPath[] = [[]];
  planned.addSnapshot(initialTransition(model.machine, input)[0]);
  for (const { state, event } of adjacencyMapToArray(adjacency)) {
    const step = predictor.step(state, event);
    if (!addsSomething(planned, step)) continue;
    const head = heads.get(keyOf(model, state));
    if (!head) throw new Error(`no path to ${keyOf(model, state)}`);
    planned.merge(step);
    paths.push([...head, event]);
  }
  return paths;
}

/**
 * The states and transitions a path takes from a start, computed without running anything: what a test
 * that makes the path happen elsewhere (in a browser) has covered.
 */
export function visitsOf(machine: AnyStateMachine, input: unknown, path: EventPath): Visits {
  const predictor = new Predictor(machine);
  const visits = predictor.start(input);
  let snapshot = initialTransition(machine, input)[0];
  for (const event of path) {
    visits.merge(predictor.step(snapshot, event));
    snapshot = transition(machine, snapshot, event)[0];
  }
  return visits;
}

/**
 * Drives a fresh actor, with fakes, along a path, and checks after every step that its state and
 * context are what the chart computes for the same events.
 */
export async function drive(model: MachineModel, path: EventPath, input = model.starts[0].input): Promise<Harness> {
  const harness = startHarness(model, input);
  let expected = initialTransition(model.machine, input)[0];
  const check = (done: number) => {
    const actual = observable(harness.actor.getSnapshot());
    if (actual === observable(expected)) return;
    const steps = path.slice(0, done).map((event) => event.type);
    throw new Error(
      `after ${steps.join(' → ') || 'the start'}\nthe chart says ${observable(expected)}\nbut the actor is ${actual}`,
    );
  };
  check(0);
  for (const [index, event] of path.entries()) {
    await perform(harness, event);
    expected = transition(model.machine, expected, event)[0];
    check(index + 1);
  }
  harness.actor.stop();
  return harness;
}

export interface WalkReport extends CoverageReport {
  paths: number;
  steps: number;
}

/**
 * Plans the paths, walks each on a real actor with fakes, and reports what the walks visited. A chart
 * with several starts (signed in or not) is walked from each and reported as one.
 */
export async function walkMachine(model: MachineModel): Promise<WalkReport> {
  const visits = new Visits();
  let paths = 0;
  let steps = 0;
  for (const { input } of model.starts) {
    for (const path of planWalk(model, input)) {
      visits.merge((await drive(model, path, input)).visits);
      paths += 1;
      steps += path.length;
    }
  }
  return { ...coverageOf(model.machine, visits), paths, steps };
}

export function formatReport(id: string, report: WalkReport): string {
  return (
    `${id}: states ${report.states.visited}/${report.states.total}, ` +
    `transitions ${report.transitions.visited}/${report.transitions.total}, ` +
    `${report.paths} paths, ${report.steps} steps`
  );
}

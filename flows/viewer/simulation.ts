import type { AnyEventObject, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { transitionName } from '../graph/coverage.ts';
import type { RecordedAction } from '../graph/fakes.ts';
import { describeStep } from '../graph/steps.ts';
import { type Harness, type MachineModel, perform, type Start, startHarness, timerEvents } from '../graph/walk.ts';

/** An actor's answer, `xstate.done.actor.<id>` or `xstate.error.actor.<id>`: given under "Waiting on", not as an event. */
const ANSWER = /^xstate\.(done|error)\.actor\.(.+)$/;

export interface SimulatedStep {
  event: AnyEventObject;
  /** describeStep's words: what the path explorer and the coverage report say for the same step. */
  label: string;
  /** The transitions it took, in order, by the chart's edge ids (coverage's transitionName). */
  edges: string[];
}

/** An invoked actor of the current state that has not answered yet. */
export interface PendingCall {
  id: string;
  src: string;
  input: unknown;
  /** The model's sample answers for this invocation: its done and error events. */
  answers: AnyEventObject[];
}

/**
 * One run of a machine in the flow viewer: every actor faked, every app action recorded, time simulated.
 * Each step goes through the walk's `perform`, so the viewer moves a machine exactly as the tests do.
 */
export class Simulation {
  readonly history: SimulatedStep[] = [];
  private readonly harness: Harness;
  private taken: string[] = [];

  readonly model: MachineModel;
  readonly start: Start;

  constructor(model: MachineModel, start: Start) {
    this.model = model;
    this.start = start;
    this.harness = startHarness(model, start.input);
    this.harness.actor.system.inspect((event) => this.observe(event));
  }

  get snapshot(): AnyMachineSnapshot {
    return this.harness.actor.getSnapshot();
  }

  get effects(): readonly RecordedAction[] {
    return this.harness.effects;
  }

  /** The ids of every active state node, compound ones included, as the diagram names them. */
  activeStates(): string[] {
    return this.snapshot._nodes.filter((node) => node.parent).map((node) => node.id);
  }

  /** The model's sample events the current state accepts, the actors' answers left out. */
  events(): AnyEventObject[] {
    const snapshot = this.snapshot;
    return this.model.events(snapshot).filter((event) => !ANSWER.test(event.type) && snapshot.can(event));
  }

  /** Invocations of the current state still waiting for their fake to be settled. */
  pending(): PendingCall[] {
    const snapshot = this.snapshot;
    const children = snapshot.children as Record<string, { getSnapshot(): { status: string } } | undefined>;
    const answers = this.model.events(snapshot).filter((event) => ANSWER.test(event.type));
    return Object.entries(children).flatMap(([id, child]) => {
      const call = this.harness.fakes.calls.findLast((candidate) => candidate.id === id);
      if (!call || child?.getSnapshot().status !== 'active') return [];
      const own = answers.filter((event) => event.type.match(ANSWER)?.[2] === id);
      return [{ id, src: call.src, input: call.input, answers: own }];
    });
  }

  /** The `after` timers of the active states: each a step that moves the simulated clock by its delay. */
  timers(): AnyEventObject[] {
    return timerEvents(this.snapshot);
  }

  async step(event: AnyEventObject): Promise<SimulatedStep> {
    this.taken = [];
    await perform(this.harness, event);
    const step = { event, label: describeStep(event, this.model.machine), edges: this.taken };
    this.history.push(step);
    return step;
  }

  private observe(event: InspectionEvent): void {
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    this.taken.push(...event._transitions.map(transitionName));
  }
}

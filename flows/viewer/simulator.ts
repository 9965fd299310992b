import type { AnyEventObject } from 'xstate';
import type { MachineModel, Start } from '../graph/walk.ts';
import { Simulation } from './simulation.ts';

/** A generated path loaded for playing: its events, and how many of them were played. */
export interface Script {
  events: readonly AnyEventObject[];
  played: number;
}

/** Long enough to see the highlight move from state to state. */
const PLAY_PAUSE_MS = 700;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The viewer's simulator: the current run, restarted from a start or to play a path, and the path
 * being played. Steps happen one after the other, whatever the clicks; views re-render on `subscribe`.
 */
export class Simulator {
  simulation: Simulation;
  script: Script | null = null;
  playing = false;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  readonly model: MachineModel;

  constructor(model: MachineModel) {
    this.model = model;
    this.simulation = new Simulation(model, model.starts[0]);
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getVersion = () => this.version;

  /** A new run from the start (the current one by default); a path being played is dropped. */
  restart(start: Start = this.simulation.start): void {
    this.simulation = new Simulation(this.model, start);
    this.script = null;
    this.playing = false;
    this.changed();
  }

  /** A step the tester chose: the path being played, if any, no longer describes the run. */
  step(event: AnyEventObject): Promise<void> {
    this.script = null;
    this.playing = false;
    return this.enqueue(event);
  }

  /** A new run from the path's start, ready to play its events. */
  load(start: Start, events: readonly AnyEventObject[]): void {
    this.restart(start);
    this.script = { events, played: 0 };
    this.changed();
  }

  /** Plays the path's next event. */
  next(): Promise<void> {
    const script = this.script;
    const event = script?.events[script.played];
    if (!script || !event) return this.queue.then(() => {});
    script.played += 1;
    return this.enqueue(event);
  }

  /** Plays the rest of the path, a step at a time, until it ends or the tester does something else. */
  async playAll(): Promise<void> {
    const script = this.script;
    this.playing = true;
    this.changed();
    while (this.playing && this.script === script && script && script.played < script.events.length) {
      await this.next();
      if (script.played < script.events.length) await pause(PLAY_PAUSE_MS);
    }
    if (this.script === script) this.playing = false;
    this.changed();
  }

  /** The transition the last step took into the current state: the diagram draws it highlighted. */
  lastEdge(): string | undefined {
    return this.simulation.history.at(-1)?.edges.at(-1);
  }

  private enqueue(event: AnyEventObject): Promise<void> {
    const simulation = this.simulation;
    const stepped = this.queue.then(() => simulation.step(event)).then(() => this.changed());
    this.queue = stepped.catch(() => {});
    return stepped;
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

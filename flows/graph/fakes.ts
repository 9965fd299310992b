import { fromPromise } from 'xstate';

interface Call {
  src: string;
  /** The invocation's id: what the machine's `xstate.done.actor.<id>` events name. */
  id: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors that wait until the test settles them, so a test decides when and how an API call,
 * a storage read or the geolocation answers.
 */
export class FakeActors {
  readonly calls: Call[] = [];

  /** One fake per actor source, ready for `machine.provide({ actors })`. */
  logic<const TName extends string>(names: readonly TName[]) {
    return Object.fromEntries(
      names.map((src) => [
        src,
        fromPromise<unknown, unknown>(
          ({ input, self }) =>
            new Promise((resolve, reject) => this.calls.push({ src, id: self.id, input, resolve, reject })),
        ),
      ]),
    ) as Record<TName, ReturnType<typeof fromPromise<unknown, unknown>>>;
  }

  /** The most recent call of an invocation: earlier ones belong to states since left. */
  latest(id: string): Call {
    const call = this.calls.findLast((candidate) => candidate.id === id);
    if (!call) throw new Error(`no call of "${id}" was made`);
    return call;
  }

  inputsOf(src: string): unknown[] {
    return this.calls.filter((call) => call.src === src).map((call) => call.input);
  }

  resolve(id: string, output: unknown): void {
    this.latest(id).resolve(output);
  }

  reject(id: string, error: unknown): void {
    this.latest(id).reject(error);
  }
}

export interface RecordedAction {
  type: string;
  params: unknown;
}

/** Named actions the app would supply, recording what they were given instead of touching a browser. */
export function recordActions<const TName extends string>(names: readonly TName[], log: RecordedAction[]) {
  return Object.fromEntries(
    names.map((type) => [type, (_args: unknown, params: unknown) => void log.push({ type, params })]),
  ) as Record<TName, (args: unknown, params: unknown) => void>;
}

/** Lets every pending promise callback run, so the actors' answers reach the machine (in Node and in a browser). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

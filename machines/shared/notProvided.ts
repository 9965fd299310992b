import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * The default of every effect the app supplies with `machine.provide(...)`.
 * It fails loudly, so a forgotten implementation shows up at once instead of doing nothing.
 */
export function notProvided(machineId: string, name: string): never {
  throw new Error(`${machineId}: "${name}" must be supplied with machine.provide()`);
}

/**
 * The actions the app supplies, one per name of `Params` (what each receives), every one failing loudly
 * until provided: `appActions<AuthActionParams>('auth', ['saveAuthToken', ...])`.
 */
export function appActions<Params>(machineId: string, names: readonly (keyof Params & string)[]) {
  const failing =
    (name: string) =>
    (_args: unknown, _params: unknown): void =>
      notProvided(machineId, name);
  return Object.fromEntries(names.map((name) => [name, failing(name)])) as {
    [Name in keyof Params]: (_args: unknown, _params: Params[Name]) => void;
  };
}

/**
 * The promise actors the app supplies, one per name of `IO` (each name's input and output), every one
 * failing loudly until provided: `appActors<AuthActorIO>('auth', ['sendOtp', ...])`.
 */
export function appActors<IO extends { [Name in keyof IO]: { input: unknown; output: unknown } }>(
  machineId: string,
  names: readonly (keyof IO & string)[],
) {
  return Object.fromEntries(names.map((name) => [name, fromPromise(async () => notProvided(machineId, name))])) as {
    [Name in keyof IO]: PromiseActorLogic<IO[Name]['output'], IO[Name]['input']>;
  };
}

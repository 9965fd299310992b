/**
 * The default of every effect the app supplies with `machine.provide(...)`.
 * It fails loudly, so a forgotten implementation shows up at once instead of doing nothing.
 */
export function notProvided(machineId: string, name: string): never {
  throw new Error(`${machineId}: "${name}" must be supplied with machine.provide()`);
}

/** A named action whose real implementation the app provides; `TParams` is what it receives. */
export function appAction<TParams>(machineId: string, name: string) {
  return (_args: unknown, _params: TParams): void => notProvided(machineId, name);
}

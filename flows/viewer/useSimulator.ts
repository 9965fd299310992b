import { useState, useSyncExternalStore } from 'react';
import type { MachineModel } from '../graph/walk.ts';
import { Simulator } from './simulator.ts';

/** The simulator of one machine, re-rendering its view after every step, restart or path loaded. */
export function useSimulator(model: MachineModel): Simulator {
  const [simulator] = useState(() => new Simulator(model));
  useSyncExternalStore(simulator.subscribe, simulator.getVersion);
  return simulator;
}

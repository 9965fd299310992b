import { expect, it } from 'vitest';
import { formatReport, type MachineModel, walkMachine } from '../../../flows/graph/walk.ts';

/** The test every machine has: its model's walks reach every state and take every transition. */
export function itWalksEveryStateAndTransition(name: string, model: MachineModel): void {
  it('walks every state and every transition', async () => {
    const report = await walkMachine(model);
    console.info(formatReport(name, report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
}

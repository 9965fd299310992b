import { describe, expect, it } from 'vitest';
import { done, drive, walkMachine } from '../../flows/graph/walk.ts';
import { dishSearchModel } from '../../flows/models/dishSearch.model.ts';
import { hakkaNoodles } from '../../flows/samples/products.ts';

describe('the model-based walk', () => {
  it('reports the states and transitions that no sample event reaches', async () => {
    const report = await walkMachine({
      ...dishSearchModel,
      events: (snapshot) => dishSearchModel.events(snapshot).filter((event) => !event.type.startsWith('xstate.')),
    });
    // Timers still fire (the walk adds them), but no search ever answers.
    expect(report.states.missing).toEqual(['dishSearch.showing']);
    expect(report.transitions.missing).toEqual([
      'dishSearch.searching on xstate.done.actor.searchProducts [0] -> #dishSearch.showing',
      'dishSearch.searching on xstate.error.actor.searchProducts [0] -> #dishSearch.closed',
    ]);
  });

  it('fails a path whose actor does not do what the chart says', async () => {
    // Without the 300 ms wait no search has started, so there is nothing to answer.
    const path = [{ type: 'search.input', text: 'noodles', storeId: 's' }, done('searchProducts', [hakkaNoodles])];
    await expect(drive(dishSearchModel, path)).rejects.toThrow('no call of "searchProducts"');
  });
});

import { describe, expect, it } from 'vitest';
import { DISH_SEARCH_DEBOUNCE_MS } from '../../contract/constants.ts';
import { settle } from '../../flows/graph/fakes.ts';
import { perform, startHarness } from '../../flows/graph/walk.ts';
import { dishSearchModel, STORE } from '../../flows/models/dishSearch.model.ts';
import { offline } from '../../flows/samples/failures.ts';
import { hakkaNoodles, manchowSoup } from '../../flows/samples/products.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const typing = (text: string) => ({ type: 'search.input', text, storeId: STORE });

describe('dish search machine', () => {
  itWalksEveryStateAndTransition('dishSearch', dishSearchModel);

  it('collapses fast typing into one search of the last text, 300 ms after the last key', async () => {
    const harness = startHarness(dishSearchModel);
    for (const text of ['n', 'no', 'noo', 'nood']) {
      await perform(harness, typing(text));
      harness.clock.increment(DISH_SEARCH_DEBOUNCE_MS - 1);
    }
    expect(harness.fakes.calls).toEqual([]);
    expect(harness.actor.getSnapshot().hasTag('open')).toBe(true);
    harness.clock.increment(1);
    expect(harness.fakes.inputsOf('searchProducts')).toEqual([{ term: 'nood', storeId: STORE }]);
    harness.fakes.resolve('searchProducts', [hakkaNoodles]);
    await settle();
    expect(harness.actor.getSnapshot().context.results).toEqual([hakkaNoodles]);
    expect(harness.actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('never searches blank text, and blank text closes the result panel', async () => {
    const harness = startHarness(dishSearchModel);
    await perform(harness, typing('   '));
    harness.clock.increment(DISH_SEARCH_DEBOUNCE_MS);
    expect(harness.fakes.calls).toEqual([]);
    expect(harness.actor.getSnapshot().hasTag('open')).toBe(false);

    await perform(harness, typing('soup'));
    harness.clock.increment(DISH_SEARCH_DEBOUNCE_MS);
    harness.fakes.resolve('searchProducts', [manchowSoup]);
    await perform(harness, typing(''));
    expect(harness.actor.getSnapshot().hasTag('open')).toBe(false);
    expect(harness.actor.getSnapshot().context.results).toEqual([]);
  });

  it('restarts on new input while a search is under way, and ignores the older answer', async () => {
    const harness = startHarness(dishSearchModel);
    await perform(harness, typing('soup'));
    harness.clock.increment(DISH_SEARCH_DEBOUNCE_MS);
    await perform(harness, typing('noodles'));
    harness.fakes.calls[0]?.resolve([manchowSoup]);
    harness.clock.increment(DISH_SEARCH_DEBOUNCE_MS);
    await settle();
    expect(harness.actor.getSnapshot().value).toBe('searching');
    harness.fakes.resolve('searchProducts', [hakkaNoodles]);
    await settle();
    expect(harness.fakes.inputsOf('searchProducts')).toEqual([
      { term: 'soup', storeId: STORE },
      { term: 'noodles', storeId: STORE },
    ]);
    expect(harness.actor.getSnapshot().context.results).toEqual([hakkaNoodles]);
  });

  it('shows nothing when the search fails, and only logs it', async () => {
    const harness = startHarness(dishSearchModel);
    await perform(harness, typing('noodles'));
    harness.clock.increment(DISH_SEARCH_DEBOUNCE_MS);
    harness.fakes.reject('searchProducts', offline);
    await settle();
    expect(harness.actor.getSnapshot().hasTag('open')).toBe(false);
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);
  });
});

import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import {
  done,
  failed,
  formatReport,
  type Harness,
  perform,
  startHarness,
  walkMachine,
} from '../../flows/graph/walk.ts';
import { groups, menuFiltersModel, STORE } from '../../flows/models/menuFilters.model.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import { hakkaNoodles } from '../../flows/samples/products.ts';
import type { MenuFiltersContext } from '../../machines/menuFilters/menuFilters.types.ts';

const context = (harness: Harness) => harness.actor.getSnapshot().context as MenuFiltersContext;
const hasTag = (harness: Harness, tag: string) => harness.actor.getSnapshot().hasTag(tag);

async function startWithMenu(superCategoryId?: string): Promise<Harness> {
  const harness = startHarness(menuFiltersModel);
  await perform(harness, { type: 'menu.load', storeId: STORE, superCategoryId });
  await perform(harness, done('loadMenu', groups));
  return harness;
}

async function chooseFilters(harness: Harness): Promise<void> {
  await perform(harness, { type: 'filters.open' });
  await perform(harness, { type: 'filters.sort', sortBy: '3' });
  await perform(harness, { type: 'filters.category', category: 'Noodles' });
  await perform(harness, { type: 'filters.category', category: 'Soups' });
  await perform(harness, { type: 'filters.category', category: 'Soups' });
  await perform(harness, { type: 'filters.search', text: 'hakka' });
}

describe('menu filters machine', () => {
  it('walks every state and every transition', async () => {
    const report = await walkMachine(menuFiltersModel);
    console.info(formatReport('menuFilters', report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('loads the grouped menu of the outlet or of the route super-category', async () => {
    const harness = await startWithMenu('noodles-and-rice');
    expect(harness.fakes.inputsOf('loadMenu')).toEqual([{ storeId: STORE, superCategoryId: 'noodles-and-rice' }]);
    expect(context(harness)).toMatchObject({ groups, view: 'grouped', sortBy: '1' });
  });

  it('applies sort, categories and search as one flat list, and closes the modal', async () => {
    const harness = await startWithMenu();
    await chooseFilters(harness);
    expect(hasTag(harness, 'modalOpen')).toBe(true);
    await perform(harness, { type: 'filters.apply' });
    expect(hasTag(harness, 'modalOpen')).toBe(false);
    expect(hasTag(harness, 'loading')).toBe(true);
    expect(harness.fakes.inputsOf('filterProducts')).toEqual([
      { storeId: STORE, superCategoryId: '', sortBy: '3', categories: ['Noodles'], search: 'hakka' },
    ]);
    await perform(harness, done('filterProducts', [hakkaNoodles]));
    expect(context(harness)).toMatchObject({ products: [hakkaNoodles], view: 'flat' });
  });

  it('Clear All puts sort back to Popularity, drops categories and search, and reloads the grouped list', async () => {
    const harness = await startWithMenu();
    await chooseFilters(harness);
    await perform(harness, { type: 'filters.apply' });
    await perform(harness, done('filterProducts', [hakkaNoodles]));
    await perform(harness, { type: 'filters.clearAll' });
    expect(context(harness)).toMatchObject({ sortBy: '1', categories: [], search: '' });
    expect(harness.fakes.inputsOf('loadMenu')).toHaveLength(2);
    await perform(harness, done('loadMenu', groups));
    expect(context(harness).view).toBe('grouped');
  });

  it("keeps a server refusal's msg for the view, and only logs a network failure", async () => {
    const harness = startHarness(menuFiltersModel);
    await perform(harness, { type: 'menu.load', storeId: STORE, superCategoryId: 'gone' });
    await perform(harness, failed('loadMenu', refusal(404, MESSAGES.superCategoryNotFound)));
    expect(context(harness).error).toBe(MESSAGES.superCategoryNotFound);

    await perform(harness, { type: 'menu.load', storeId: STORE });
    expect(context(harness).error).toBeNull();
    await perform(harness, failed('loadMenu', offline));
    expect(context(harness).error).toBeNull();
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);
  });

  it('does not filter before a menu was asked for', () => {
    const harness = startHarness(menuFiltersModel);
    expect(harness.actor.getSnapshot().can({ type: 'filters.apply' })).toBe(false);
  });
});

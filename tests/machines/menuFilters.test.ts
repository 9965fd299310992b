import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { groups, menuFiltersModel, STORE } from '../../flows/models/menuFilters.model.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import { chickenManchow, hakkaNoodles, manchowSoup } from '../../flows/samples/products.ts';
import { shownDishes } from '../../machines/menuFilters/menuFilters.selectors.ts';
import type { MenuFiltersContext } from '../../machines/menuFilters/menuFilters.types.ts';
import { RECONNECT_MAX_MS } from '../../machines/shared/backoff.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const context = (harness: Harness) => harness.actor.getSnapshot().context as MenuFiltersContext;
const hasTag = (harness: Harness, tag: string) => harness.actor.getSnapshot().hasTag(tag);

async function startWithMenu(superCategoryId?: string, vegOnly = false): Promise<Harness> {
  const harness = startHarness(menuFiltersModel, { vegOnly, visible: true });
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
  itWalksEveryStateAndTransition('menuFilters', menuFiltersModel);

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

  it('starts veg-only when the browser remembers it, and keeps it through Clear All and a new outlet', async () => {
    const harness = await startWithMenu(undefined, true);
    expect(context(harness).vegOnly).toBe(true);
    await perform(harness, { type: 'filters.clearAll' });
    await perform(harness, { type: 'menu.load', storeId: 'vadodara-fatehgunj' });
    expect(context(harness).vegOnly).toBe(true);
    expect(harness.effects).toEqual([]);
  });

  it('the veg-only switch works with the modal closed and hands each choice to the app to remember', async () => {
    const harness = await startWithMenu();
    await perform(harness, { type: 'filters.vegOnly', vegOnly: true });
    expect(context(harness).vegOnly).toBe(true);
    await perform(harness, { type: 'filters.vegOnly', vegOnly: false });
    expect(context(harness).vegOnly).toBe(false);
    expect(harness.effects).toEqual([
      { type: 'rememberVegOnly', params: { vegOnly: true } },
      { type: 'rememberVegOnly', params: { vegOnly: false } },
    ]);
    expect(hasTag(harness, 'modalOpen')).toBe(false);
  });
});

describe('the dishes the menu shows', () => {
  const menu = { view: 'grouped', groups, products: [], vegOnly: false } as const;

  it('shows every dish unless veg-only is on', () => {
    expect(shownDishes(menu, null).groups).toEqual(groups);
  });

  it('veg-only hides non-veg dishes, and a category left with none', () => {
    const shown = shownDishes({ ...menu, vegOnly: true }, null);
    expect(shown.groups).toEqual([
      { _id: 'Soups', products: [manchowSoup] },
      { _id: 'Noodles', products: [hakkaNoodles] },
    ]);
    expect(shownDishes({ ...menu, groups: [{ _id: 'Soups', products: [chickenManchow] }] }, null).groups).toEqual([
      { _id: 'Soups', products: [chickenManchow] },
    ]);
    const onlyChicken = { ...menu, vegOnly: true, groups: [{ _id: 'Soups', products: [chickenManchow] }] };
    expect(shownDishes(onlyChicken, null)).toMatchObject({ groups: [], allHiddenByVegOnly: true });
  });

  it('keeps the non-veg dish the customer chose in the search', () => {
    const shown = shownDishes({ ...menu, vegOnly: true }, chickenManchow._id);
    expect(shown.groups[0]?.products).toEqual([manchowSoup, chickenManchow]);
  });

  it('filters the flat list the same way; an empty list is not blamed on veg-only', () => {
    const flat = { view: 'flat', groups: [], products: [hakkaNoodles, chickenManchow], vegOnly: true } as const;
    expect(shownDishes(flat, null)).toMatchObject({ products: [hakkaNoodles], allHiddenByVegOnly: false });
    expect(shownDishes({ ...flat, products: [] }, null).allHiddenByVegOnly).toBe(false);
    expect(shownDishes({ ...flat, products: [chickenManchow] }, null).allHiddenByVegOnly).toBe(true);
  });

  describe("following the outlet's live events", () => {
    const storesFollowed = (harness: Harness) =>
      harness.fakes.inputsOf('outletEvents').map((input) => (input as { storeId: string }).storeId);
    const reads = (harness: Harness) => harness.fakes.inputsOf('loadMenu').length;
    const noodlesOnly = [groups[1]];

    it("reads the list and the outlet again on each of the staff's switches, keeping the list shown; a failed read leaves it as it was", async () => {
      const harness = await startWithMenu();
      expect(storesFollowed(harness)).toEqual([STORE]);
      await perform(harness, { type: 'live.opened' });
      expect(reads(harness)).toBe(1);

      expect(harness.effects).toEqual([]);

      await perform(harness, { type: 'live.changed' });
      expect(reads(harness)).toBe(2);
      expect(harness.effects).toEqual([{ type: 'readOutletAgain', params: { storeId: STORE } }]);
      expect(hasTag(harness, 'loading')).toBe(false);
      expect(context(harness).groups).toEqual(groups);
      await perform(harness, done('refreshMenu', noodlesOnly));
      expect(context(harness).groups).toEqual(noodlesOnly);

      await perform(harness, { type: 'live.changed' });
      await perform(harness, failed('refreshMenu', offline));
      expect(context(harness)).toMatchObject({ groups: noodlesOnly, error: null });
      expect(harness.actor.getSnapshot().matches({ list: 'grouped' })).toBe(true);
    });

    it('reads a filtered list again with its filters', async () => {
      const harness = await startWithMenu();
      await chooseFilters(harness);
      await perform(harness, { type: 'filters.apply' });
      await perform(harness, done('filterProducts', [hakkaNoodles, manchowSoup]));
      await perform(harness, { type: 'live.changed' });
      const [first, again] = harness.fakes.inputsOf('filterProducts');
      expect(again).toEqual(first);
      await perform(harness, done('refreshFiltered', [hakkaNoodles]));
      expect(context(harness)).toMatchObject({ products: [hakkaNoodles], view: 'flat' });
    });

    it('connects again after a drop, at once when back online, and reads the list again once connected', async () => {
      const harness = await startWithMenu();
      await perform(harness, failed('outletEvents', offline));
      await perform(harness, { type: 'connection.changed', online: false });
      expect(storesFollowed(harness)).toHaveLength(1);
      harness.clock.increment(RECONNECT_MAX_MS);
      expect(storesFollowed(harness)).toHaveLength(2);
      await perform(harness, { type: 'live.opened' });
      expect(reads(harness)).toBe(2);
      expect(harness.effects).toContainEqual({ type: 'readOutletAgain', params: { storeId: STORE } });

      await perform(harness, done('outletEvents', undefined));
      await perform(harness, { type: 'connection.changed', online: true });
      expect(storesFollowed(harness)).toHaveLength(3);
    });

    it('closes the stream while the page is hidden, and opens it once shown, reading the list and the outlet again', async () => {
      const harness = await startWithMenu();
      await perform(harness, { type: 'live.opened' });
      await perform(harness, { type: 'visibility.changed', visible: false });
      expect(harness.actor.getSnapshot().matches({ live: 'resting' })).toBe(true);
      // The stream's actor is stopped with the state: nothing keeps the connection.
      expect(harness.actor.getSnapshot().children.outletEvents).toBeUndefined();
      await perform(harness, { type: 'connection.changed', online: true });
      expect(storesFollowed(harness)).toHaveLength(1);

      await perform(harness, { type: 'visibility.changed', visible: true });
      expect(storesFollowed(harness)).toEqual([STORE, STORE]);
      expect(reads(harness)).toBe(1);
      await perform(harness, { type: 'live.opened' });
      expect(reads(harness)).toBe(2);
      expect(harness.effects).toEqual([{ type: 'readOutletAgain', params: { storeId: STORE } }]);
    });

    it('keeps its stream when told a shown page is shown', async () => {
      const harness = await startWithMenu();
      await perform(harness, { type: 'visibility.changed', visible: true });
      expect(storesFollowed(harness)).toHaveLength(1);
      await perform(harness, failed('outletEvents', offline));
      await perform(harness, { type: 'visibility.changed', visible: true });
      expect(harness.actor.getSnapshot().matches({ live: 'waiting' })).toBe(true);
    });

    it('follows nothing from a page opened hidden until it is shown', async () => {
      const harness = startHarness(menuFiltersModel, { vegOnly: false, visible: false });
      await perform(harness, { type: 'menu.load', storeId: STORE });
      expect(reads(harness)).toBe(1);
      expect(storesFollowed(harness)).toEqual([]);
      await perform(harness, { type: 'visibility.changed', visible: true });
      expect(storesFollowed(harness)).toEqual([STORE]);
    });

    it("follows another outlet's events once the customer changes outlet, not anew for a super-category", async () => {
      const harness = await startWithMenu();
      await perform(harness, { type: 'menu.load', storeId: STORE, superCategoryId: 'noodles-and-rice' });
      expect(storesFollowed(harness)).toEqual([STORE]);
      await perform(harness, { type: 'menu.load', storeId: 'surat-vesu' });
      expect(storesFollowed(harness)).toEqual([STORE, 'surat-vesu']);
    });
  });
});

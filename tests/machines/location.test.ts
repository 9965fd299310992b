import { describe, expect, it } from 'vitest';
import { LOCATION_RECHECK_MS, type OrderType } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { NearestOutletAnswer, Outlet } from '../../contract/outlet.ts';
import { orderTypeFrom } from '../../contract/outletMessages.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { denied, here, locationModel, pickupList } from '../../flows/models/location.model.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import {
  adajan,
  adajanClosed,
  adajanOffersNothing,
  alkapuri,
  nearestAnswer,
  noneDelivers,
  noneNear,
  vesu,
} from '../../flows/samples/outlets.ts';
import { areasOfSelectedCity, selectedPickupOutlet } from '../../machines/location/location.selectors.ts';
import type { LocationContext } from '../../machines/location/location.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

function start(orderType: OrderType | null): Harness {
  return startHarness(locationModel, { orderType });
}

/** A returning visitor whose saved outlet is still open. */
async function startWith(outlet: Outlet, orderType: OrderType | null): Promise<Harness> {
  const harness = start(orderType);
  await perform(harness, done('storedOnStart', { outlet, recent: [] }));
  await perform(harness, done('checkOutlet', outlet));
  return harness;
}

/** A first visit with the position refused: the panel is open and must be answered. */
async function startRefused(orderType: OrderType | null): Promise<Harness> {
  const harness = start(orderType);
  await perform(harness, done('storedOnStart', { outlet: null, recent: [] }));
  await perform(harness, failed('positionOnStart', denied));
  return harness;
}

const context = (harness: Harness) => harness.actor.getSnapshot().context as LocationContext;
const tags = (harness: Harness) => {
  const snapshot = harness.actor.getSnapshot();
  return ['loading', 'overlay', 'panel', 'panelBusy', 'dismissible'].filter((tag) => snapshot.hasTag(tag));
};
const effectsOf = (harness: Harness, type: string) =>
  harness.effects.filter((effect) => effect.type === type).map((effect) => effect.params);

/**
 * A lookup `when` the machine makes one: a fresh, precise position asked of the device, then the nearest outlet for
 * `orderType` asked of the server from it; both answered.
 */
async function answerFreshLookup(
  harness: Harness,
  when: 'OnStart' | 'ForOrderType',
  orderType: OrderType,
  nearest: NearestOutletAnswer,
): Promise<void> {
  expect(harness.fakes.inputsOf('getDevicePosition')).toEqual([
    { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
  ]);
  await perform(harness, done(`position${when}`, here));
  expect(harness.fakes.inputsOf('findNearestOutlet')).toEqual([{ ...here, orderType }]);
  await perform(harness, done(`nearest${when}`, nearest));
}

describe('location machine', () => {
  itWalksEveryStateAndTransition('location', locationModel);

  it('on a first visit asks for a fresh, precise position and silently takes the nearest outlet', async () => {
    const harness = start('take_out');
    await perform(harness, done('storedOnStart', { outlet: null, recent: [] }));
    expect(tags(harness)).toEqual(['loading', 'overlay']);
    await answerFreshLookup(harness, 'OnStart', 'take_out', nearestAnswer(adajan, 1.2));

    expect(context(harness).outlet).toEqual(adajan);
    expect(tags(harness)).toEqual(['dismissible']);
    expect(harness.effects.map((effect) => effect.type)).toEqual(['storePosition', 'storeOutlet', 'announceOutlet']);
    expect(effectsOf(harness, 'storeOutlet')).toEqual([{ outlet: adajan }]);
    expect(effectsOf(harness, 'announceOutlet')).toEqual([{ outlet: adajan }]);
  });

  it('opens the panel when no outlet is near, says why, and keeps it open until one is chosen', async () => {
    const harness = start('delivery');
    await perform(harness, done('storedOnStart', { outlet: null, recent: [] }));
    await perform(harness, done('positionOnStart', here));
    await perform(harness, done('nearestOnStart', noneNear));
    expect(context(harness).unserved).toEqual({ reason: MESSAGES.noOutletNearby, nearestTakeAway: null });

    expect(tags(harness)).toEqual(['overlay', 'panel']);
    expect(harness.actor.getSnapshot().can({ type: 'location.close' })).toBe(false);
    await perform(harness, { type: 'location.close' });
    expect(tags(harness)).toContain('panel');
  });

  it('with the position refused, the delivery panel suggests delivery outlets and a choice closes it', async () => {
    const harness = await startRefused('delivery');
    expect(harness.actor.getSnapshot().matches({ panel: { open: { delivery: 'idle' } } })).toBe(true);
    await perform(harness, { type: 'location.close' });
    expect(tags(harness)).toEqual(['overlay', 'panel']);

    await perform(harness, { type: 'delivery.search', text: ' Adajan ' });
    expect(tags(harness)).toContain('panelBusy');
    expect(harness.fakes.inputsOf('searchAreas')).toEqual([{ search: 'Adajan' }]);
    await perform(harness, done('areaSearch', [adajan, alkapuri]));
    expect(context(harness).searchResults).toEqual([adajan]);

    await perform(harness, { type: 'delivery.choose', outlet: adajan });
    expect(tags(harness)).toEqual(['dismissible']);
    expect(context(harness).outlet).toEqual(adajan);
    expect(effectsOf(harness, 'storeOutlet')).toEqual([{ outlet: adajan }]);
    expect(effectsOf(harness, 'storeRecent')).toEqual([{ recent: [adajan] }]);
    expect(effectsOf(harness, 'toastSuccess')).toEqual([{ message: MESSAGES.locationSelected }]);
  });

  it('says no area was found when no delivery outlet matches, and a new search clears it', async () => {
    const harness = await startRefused('delivery');
    await perform(harness, { type: 'delivery.search', text: 'Adajan' });
    await perform(harness, done('areaSearch', [adajan]));
    await perform(harness, { type: 'delivery.search', text: 'qwertyxyz' });
    await perform(harness, done('areaSearch', [alkapuri]));
    const noAreaFound = { panel: { open: { delivery: 'noAreaFound' } } };
    expect(harness.actor.getSnapshot().matches(noAreaFound)).toBe(true);
    expect(context(harness).searchResults).toEqual([]);

    await perform(harness, { type: 'delivery.search', text: 'Adajan' });
    expect(harness.actor.getSnapshot().matches(noAreaFound)).toBe(false);
    await perform(harness, done('areaSearch', [adajan]));
    expect(context(harness).searchResults).toEqual([adajan]);
  });

  it("says 'Please enter area / city' for a blank area search and asks the server nothing", async () => {
    const harness = await startRefused('delivery');
    await perform(harness, { type: 'delivery.search', text: '   ' });
    expect(context(harness).error).toBe(MESSAGES.pleaseEnterArea);
    expect(harness.fakes.inputsOf('searchAreas')).toEqual([]);
  });

  it('asks PROCEED for the delivery type, then the city, then the area, before choosing', async () => {
    const harness = await startRefused(null);
    await perform(harness, done('pickupOutlets', pickupList));
    await perform(harness, { type: 'pickup.proceed' });
    expect(context(harness).error).toBe(MESSAGES.pleaseSelectDeliveryType);

    await perform(harness, { type: 'orderType.changed', orderType: 'take_out' });
    await perform(harness, done('pickupOutlets', pickupList));
    await perform(harness, { type: 'pickup.proceed' });
    expect(context(harness).error).toBe(MESSAGES.pleaseSelectCity);

    await perform(harness, { type: 'pickup.city', city: 'Surat' });
    // Vesu, also in Surat, offers no take away: the area select does not list it.
    expect(areasOfSelectedCity(context(harness))).toEqual([adajan]);
    await perform(harness, { type: 'pickup.proceed' });
    expect(context(harness).error).toBe(MESSAGES.pleaseSelectArea);

    await perform(harness, { type: 'pickup.area', outletId: adajan.id });
    expect(selectedPickupOutlet(context(harness))).toEqual(adajan);
    await perform(harness, { type: 'pickup.proceed' });
    expect(tags(harness)).toEqual(['dismissible']);
    expect(effectsOf(harness, 'storeOutlet')).toEqual([{ outlet: adajan }]);
    expect(effectsOf(harness, 'toastSuccess')).toEqual([{ message: MESSAGES.locationSelected }]);
    expect(effectsOf(harness, 'storeRecent')).toEqual([]);
  });

  it('keeps a repeated choice once in RECENT SEARCH, most recent first, and deletes on request', async () => {
    const harness = await startWith(adajan, 'delivery');
    for (const outlet of [vesu, adajan, vesu]) {
      await perform(harness, { type: 'location.open' });
      await perform(harness, { type: 'delivery.choose', outlet });
    }
    expect(context(harness).recent).toEqual([vesu, adajan]);
    expect(effectsOf(harness, 'storeRecent').at(-1)).toEqual({ recent: [vesu, adajan] });

    await perform(harness, { type: 'location.open' });
    await perform(harness, { type: 'recent.remove', outletId: adajan.id });
    expect(context(harness).recent).toEqual([vesu]);
    expect(effectsOf(harness, 'storeRecent').at(-1)).toEqual({ recent: [vesu] });
  });

  it('Locate me chooses the nearest outlet delivering there, and says why when none does or the position is refused', async () => {
    const harness = await startRefused('delivery');
    await perform(harness, { type: 'delivery.locateMe' });
    await perform(harness, failed('positionOnRequest', denied));
    expect(context(harness).error).toBe(MESSAGES.locationUnavailable);

    await perform(harness, { type: 'delivery.locateMe' });
    expect(context(harness).error).toBeNull();
    await perform(harness, done('positionOnRequest', here));
    expect(harness.fakes.inputsOf('findNearestOutlet')).toEqual([{ ...here, orderType: 'delivery' }]);
    await perform(harness, done('nearestOnRequest', noneDelivers));
    expect(context(harness).unserved).toEqual({
      reason: noneDelivers.reason,
      nearestTakeAway: noneDelivers.nearestTakeAway,
    });

    await perform(harness, { type: 'delivery.locateMe' });
    await perform(harness, done('positionOnRequest', here));
    await perform(harness, done('nearestOnRequest', nearestAnswer(vesu, 2.5)));
    expect(tags(harness)).toEqual(['dismissible']);
    expect(effectsOf(harness, 'storeOutlet')).toEqual([{ outlet: vesu }]);
    expect(effectsOf(harness, 'toastSuccess')).toEqual([{ message: orderTypeFrom('delivery', vesu.name, 2.5) }]);
  });

  describe('the Near me tile', () => {
    /** Picks Vadodara's Alkapuri in the open pickup panel. */
    async function pickAlkapuri(harness: Harness): Promise<void> {
      await perform(harness, done('pickupOutlets', pickupList));
      await perform(harness, { type: 'pickup.city', city: 'Vadodara' });
      await perform(harness, { type: 'pickup.area', outletId: alkapuri.id });
      await perform(harness, { type: 'pickup.proceed' });
    }
    const pageEffects = (harness: Harness) =>
      harness.effects
        .filter((effect) => ['storePage', 'openStoredPage', 'clearStoredPage'].includes(effect.type))
        .map((effect) => effect.type);

    it("saves page 'product', and a choice in its panel opens the saved page once", async () => {
      const harness = await startWith(adajan, 'take_out');
      await perform(harness, { type: 'location.nearMe' });
      expect(effectsOf(harness, 'storePage')).toEqual([{ page: 'product' }]);
      expect(tags(harness)).toEqual(['panel', 'panelBusy', 'dismissible']);

      await pickAlkapuri(harness);
      expect(context(harness).outlet).toEqual(alkapuri);
      expect(tags(harness)).toEqual(['dismissible']);
      // Saved, chosen (the outlet first, so the page opens on it), then opened.
      const types = harness.effects.map((effect) => effect.type);
      expect(types.indexOf('storeOutlet')).toBeLessThan(types.indexOf('openStoredPage'));
      expect(pageEffects(harness)).toEqual(['storePage', 'openStoredPage']);

      // The next choice, from the header's outlet button, stays where it is.
      await perform(harness, { type: 'location.open' });
      await perform(harness, done('pickupOutlets', pickupList));
      await perform(harness, { type: 'pickup.proceed' });
      expect(context(harness).outlet).toEqual(alkapuri);
      expect(pageEffects(harness)).toEqual(['storePage', 'openStoredPage']);
    });

    it('closed without a choice, its panel removes the saved page and the customer stays', async () => {
      const harness = await startWith(adajan, 'delivery');
      await perform(harness, { type: 'location.nearMe' });
      await perform(harness, { type: 'location.close' });
      expect(tags(harness)).toEqual(['dismissible']);
      expect(pageEffects(harness)).toEqual(['storePage', 'clearStoredPage']);

      await perform(harness, { type: 'location.open' });
      await perform(harness, { type: 'delivery.choose', outlet: vesu });
      expect(context(harness).outlet).toEqual(vesu);
      expect(pageEffects(harness)).toEqual(['storePage', 'clearStoredPage']);
    });

    it('an outlet found in its panel for a new order type opens the saved page too', async () => {
      const harness = await startWith(alkapuri, 'take_out');
      await perform(harness, { type: 'location.nearMe' });
      await perform(harness, { type: 'orderType.changed', orderType: 'delivery' });
      await perform(harness, done('positionForOrderType', here));
      await perform(harness, done('nearestForOrderType', nearestAnswer(adajan, 1.9)));
      expect(context(harness).outlet).toEqual(adajan);
      expect(tags(harness)).toEqual(['dismissible']);
      expect(pageEffects(harness)).toEqual(['storePage', 'openStoredPage']);
    });

    it("a choice in the panel the header's outlet button opened stays where it is", async () => {
      const harness = await startWith(adajan, 'take_out');
      await perform(harness, { type: 'location.open' });
      await pickAlkapuri(harness);
      expect(context(harness).outlet).toEqual(alkapuri);
      expect(pageEffects(harness)).toEqual([]);
    });
  });

  describe('an order type the outlet in hand does not offer', () => {
    it('choosing Delivery beside a take-away-only outlet picks the nearest delivering one and says so', async () => {
      const harness = await startWith(alkapuri, 'take_out');
      await perform(harness, { type: 'orderType.changed', orderType: 'delivery' });
      expect(tags(harness)).toEqual(['panelBusy']);
      await answerFreshLookup(harness, 'ForOrderType', 'delivery', nearestAnswer(adajan, 1.9));

      expect(context(harness).outlet).toEqual(adajan);
      expect(tags(harness)).toEqual(['dismissible']);
      expect(effectsOf(harness, 'storeOutlet').at(-1)).toEqual({ outlet: adajan });
      expect(effectsOf(harness, 'toastSuccess')).toEqual([{ message: orderTypeFrom('delivery', adajan.name, 1.9) }]);
      expect(effectsOf(harness, 'announceOutlet').at(-1)).toEqual({ outlet: adajan });
    });

    it('an outlet that offers it already is kept, and a known position is not asked again', async () => {
      const harness = await startWith(adajan, 'take_out');
      await perform(harness, { type: 'orderType.changed', orderType: 'delivery' });
      expect(tags(harness)).toEqual(['dismissible']);
      expect(harness.fakes.inputsOf('getDevicePosition')).toEqual([]);

      const located = await startWith(alkapuri, 'take_out');
      await perform(located, { type: 'orderType.changed', orderType: 'delivery' });
      await perform(located, done('positionForOrderType', here));
      await perform(located, done('nearestForOrderType', nearestAnswer(vesu, 2.5)));
      await perform(located, { type: 'orderType.changed', orderType: 'take_out' });
      expect(located.fakes.inputsOf('getDevicePosition')).toHaveLength(1);
      expect(located.fakes.inputsOf('findNearestOutlet')).toEqual([
        { ...here, orderType: 'delivery' },
        { ...here, orderType: 'take_out' },
      ]);
    });

    it('when none delivers there, the panel says why and offers the nearest take-away outlet, for Take Away', async () => {
      const harness = await startWith(alkapuri, 'take_out');
      await perform(harness, { type: 'orderType.changed', orderType: 'delivery' });
      await perform(harness, done('positionForOrderType', here));
      await perform(harness, done('nearestForOrderType', noneDelivers));

      expect(harness.actor.getSnapshot().matches({ panel: { open: 'delivery' } })).toBe(true);
      expect(context(harness).unserved).toEqual({
        reason: noneDelivers.reason,
        nearestTakeAway: noneDelivers.nearestTakeAway,
      });
      // Nothing changed behind the customer's back: the outlet stays, and the panel may be closed.
      expect(context(harness).outlet).toEqual(alkapuri);
      expect(harness.actor.getSnapshot().can({ type: 'location.close' })).toBe(true);

      await perform(harness, { type: 'takeAway.choose' });
      expect(effectsOf(harness, 'wantOrderType')).toEqual([{ orderType: 'take_out' }]);
      expect(effectsOf(harness, 'toastSuccess')).toEqual([{ message: orderTypeFrom('take_out', alkapuri.name, 0.4) }]);
      expect(tags(harness)).toEqual(['dismissible']);
      expect(context(harness).unserved).toBeNull();
    });

    it('a refused position or a failed call opens the panel on the area search, which may be closed', async () => {
      const harness = await startWith(alkapuri, 'take_out');
      await perform(harness, { type: 'orderType.changed', orderType: 'delivery' });
      await perform(harness, failed('positionForOrderType', denied));
      expect(context(harness).unserved).toEqual({ reason: MESSAGES.locationUnavailable, nearestTakeAway: null });
      expect(harness.actor.getSnapshot().matches({ panel: { open: { delivery: 'idle' } } })).toBe(true);
      await perform(harness, { type: 'location.close' });
      expect(tags(harness)).toEqual(['dismissible']);
      expect(context(harness).unserved).toBeNull();
    });

    it('with no outlet yet and the position known, a new order type is looked for at once', async () => {
      const harness = start('delivery');
      await perform(harness, done('storedOnStart', { outlet: null, recent: [] }));
      await perform(harness, done('positionOnStart', here));
      await perform(harness, done('nearestOnStart', noneDelivers));
      await perform(harness, { type: 'orderType.changed', orderType: 'take_out' });
      await perform(harness, done('nearestForOrderType', nearestAnswer(alkapuri, 0.4)));
      expect(context(harness).outlet).toEqual(alkapuri);
      expect(tags(harness)).toEqual(['dismissible']);
    });
  });

  it('every panel may be closed once an outlet is chosen, also after the position was refused', async () => {
    const harness = await startRefused('take_out');
    await perform(harness, done('pickupOutlets', pickupList));
    await perform(harness, { type: 'pickup.city', city: 'Surat' });
    await perform(harness, { type: 'pickup.area', outletId: adajan.id });
    await perform(harness, { type: 'pickup.proceed' });
    await perform(harness, { type: 'location.open' });
    expect(harness.actor.getSnapshot().can({ type: 'location.close' })).toBe(true);
    await perform(harness, { type: 'location.close' });
    expect(tags(harness)).toEqual(['dismissible']);
  });

  describe('re-checks a saved outlet with the server', () => {
    it('keeps and saves the refreshed outlet when it is open', async () => {
      const refreshed = { ...adajan, toTime: '11:30 PM' };
      const harness = start('take_out');
      await perform(harness, done('storedOnStart', { outlet: adajan, recent: [] }));
      expect(harness.fakes.inputsOf('checkOutlet')).toEqual([{ storeId: adajan.id }]);
      expect(tags(harness)).toEqual(['loading']);
      await perform(harness, done('checkOutlet', refreshed));
      expect(context(harness).outlet).toEqual(refreshed);
      expect(effectsOf(harness, 'storeOutlet')).toEqual([{ outlet: refreshed }]);
      expect(harness.fakes.inputsOf('getDevicePosition')).toEqual([]);
    });

    it('keeps the saved outlet itself when the server describes it the same, so views reading it do not render again', async () => {
      const harness = start('take_out');
      await perform(harness, done('storedOnStart', { outlet: adajan, recent: [] }));
      await perform(harness, done('checkOutlet', { ...adajan }));
      expect(context(harness).outlet).toBe(adajan);
    });

    it('forgets it and uses the device position when it is closed', async () => {
      const harness = start('take_out');
      await perform(harness, done('storedOnStart', { outlet: adajan, recent: [] }));
      await perform(harness, done('checkOutlet', adajanClosed));
      expect(context(harness).outlet).toBeNull();
      expect(harness.effects.map((effect) => effect.type)).toEqual(['clearStoredOutlet']);
      expect(harness.fakes.inputsOf('getDevicePosition')).toHaveLength(1);
    });

    it('forgets it when the server no longer knows it, keeps it when the network fails', async () => {
      const gone = start('take_out');
      await perform(gone, done('storedOnStart', { outlet: adajan, recent: [] }));
      await perform(gone, failed('checkOutlet', refusal(404, MESSAGES.outletNotFound)));
      expect(gone.effects.map((effect) => effect.type)).toEqual(['clearStoredOutlet']);
      expect(gone.fakes.inputsOf('getDevicePosition')).toHaveLength(1);

      const unreachable = start('take_out');
      await perform(unreachable, done('storedOnStart', { outlet: adajan, recent: [] }));
      await perform(unreachable, failed('checkOutlet', offline));
      expect(context(unreachable).outlet).toEqual(adajan);
      expect(tags(unreachable)).toEqual(['dismissible']);
      expect(unreachable.effects.map((effect) => effect.type)).toEqual(['logFailure', 'announceOutlet']);
    });

    it('removes it and reloads the page when it offers neither delivery nor take away', async () => {
      const harness = start('take_out');
      await perform(harness, done('storedOnStart', { outlet: adajan, recent: [] }));
      await perform(harness, done('checkOutlet', adajanOffersNothing));
      expect(harness.effects.map((effect) => effect.type)).toEqual(['clearStoredOutlet', 'reloadPage']);
      expect(tags(harness)).toEqual(['loading', 'overlay']);
    });
  });

  it('re-reads the saved location every second: another tab may change or remove it', async () => {
    const harness = await startWith(adajan, 'take_out');
    const readsBefore = harness.fakes.inputsOf('readStoredLocation').length;
    harness.clock.increment(LOCATION_RECHECK_MS - 1);
    expect(harness.fakes.inputsOf('readStoredLocation')).toHaveLength(readsBefore);
    harness.clock.increment(1);
    expect(harness.fakes.inputsOf('readStoredLocation')).toHaveLength(readsBefore + 1);

    await perform(harness, done('storedEverySecond', { outlet: vesu, recent: [vesu] }));
    expect(context(harness).outlet).toEqual(vesu);
    expect(context(harness).recent).toEqual([vesu]);
    expect(tags(harness)).toEqual(['dismissible']);

    harness.clock.increment(LOCATION_RECHECK_MS);
    await perform(harness, done('storedEverySecond', { outlet: null, recent: [vesu] }));
    expect(tags(harness)).toEqual(['overlay', 'panel', 'panelBusy']);
    expect(harness.actor.getSnapshot().can({ type: 'location.close' })).toBe(false);
  });
});

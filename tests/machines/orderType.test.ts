import { describe, expect, it } from 'vitest';
import type { OrderType } from '../../contract/constants.ts';
import type { Outlet } from '../../contract/outlet.ts';
import { orderTypeSwitched } from '../../contract/outletMessages.ts';
import { type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { orderTypeModel } from '../../flows/models/orderType.model.ts';
import { adajan, adajanOffersNothing, alkapuri, vesu } from '../../flows/samples/outlets.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

function start(orderType: OrderType | null): Harness {
  return startHarness(orderTypeModel, { orderType });
}

const offered = (harness: Harness) =>
  (['delivery', 'take_out'] as const).filter((orderType) =>
    harness.actor.getSnapshot().can({ type: 'orderType.change', orderType }),
  );
const orderType = (harness: Harness) => harness.actor.getSnapshot().context.orderType;
const outletChanged = (outlet: Outlet | null) => ({ type: 'outlet.changed', outlet });

/** The effects of Delivery chosen: stored in the browser, and said to the rest of the shop. */
const deliveryStored = [
  { type: 'storeOrderType', params: { orderType: 'delivery' } },
  { type: 'announceOrderType', params: { orderType: 'delivery' } },
];

/** Take away stored, then `outlet` in hand: either order type may be chosen, and Delivery is. */
async function deliveryChosenAt(outlet: Outlet): Promise<Harness> {
  const harness = start('take_out');
  await perform(harness, outletChanged(outlet));
  expect(offered(harness)).toEqual(['delivery', 'take_out']);
  await perform(harness, { type: 'orderType.change', orderType: 'delivery' });
  expect(orderType(harness)).toBe('delivery');
  return harness;
}

describe('order type machine', () => {
  itWalksEveryStateAndTransition('orderType', orderTypeModel);

  it('starts with the stored order type, or take away when none is stored', () => {
    expect(orderType(start('delivery'))).toBe('delivery');
    expect(orderType(start(null))).toBe('take_out');
  });

  it('stores a change the outlet offers', async () => {
    const harness = await deliveryChosenAt(adajan);
    expect(harness.effects).toEqual(deliveryStored);
  });

  it('switches to the only order type an outlet offers, with a note saying so', async () => {
    const harness = start('take_out');
    await perform(harness, outletChanged(vesu));
    expect(orderType(harness)).toBe('delivery');
    await perform(harness, outletChanged(alkapuri));
    expect(orderType(harness)).toBe('take_out');
    expect(harness.effects).toEqual([
      ...deliveryStored,
      { type: 'toastNotice', params: { message: orderTypeSwitched(vesu.name, 'delivery') } },
      { type: 'storeOrderType', params: { orderType: 'take_out' } },
      { type: 'announceOrderType', params: { orderType: 'take_out' } },
      { type: 'toastNotice', params: { message: orderTypeSwitched(alkapuri.name, 'take_out') } },
    ]);
  });

  it('keeps an order type the outlet offers without a note', async () => {
    const harness = start('take_out');
    await perform(harness, outletChanged(alkapuri));
    expect(harness.actor.getSnapshot().value).toBe('takeAwayOnly');
    expect(harness.effects).toEqual([]);
  });

  it('never refuses a choice: one the outlet does not offer is saved and waits for an outlet that does', async () => {
    const harness = await deliveryChosenAt(alkapuri);
    expect(harness.actor.getSnapshot().value).toBe('awaitingOutlet');
    expect(harness.effects).toEqual(deliveryStored);

    await perform(harness, outletChanged(adajan));
    expect(orderType(harness)).toBe('delivery');
    expect(harness.actor.getSnapshot().value).toBe('bothOffered');
  });

  it('clears the saved location when the outlet offers neither', async () => {
    const harness = start('delivery');
    await perform(harness, outletChanged(adajanOffersNothing));
    expect(harness.effects).toEqual([{ type: 'clearStoredOutlet', params: undefined }]);
    expect(harness.actor.getSnapshot().value).toBe('noneOffered');

    await perform(harness, outletChanged(null));
    expect(harness.actor.getSnapshot().value).toBe('bothOffered');
  });
});

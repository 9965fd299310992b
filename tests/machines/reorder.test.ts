import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { done, failed, perform, startHarness } from '../../flows/graph/walk.ts';
import { reorderModel } from '../../flows/models/reorder.model.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

describe('reorder machine', () => {
  itWalksEveryStateAndTransition('reorder', reorderModel);

  it('puts the order into the cart at the outlet, then opens the cart with what could not go in', async () => {
    const harness = startHarness(reorderModel);
    expect(harness.actor.getSnapshot().can({ type: 'reorder.start', orderId: 'o1', storeId: null })).toBe(false);
    await perform(harness, { type: 'reorder.start', orderId: 'o1', storeId: 'outlet-athwa' });
    expect(harness.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(harness.fakes.inputsOf('reorder')).toEqual([{ orderId: 'o1', storeId: 'outlet-athwa' }]);
    const reply = { added: 1, unavailable: ['Hakka Noodles'] };
    await perform(harness, done('reorder', reply));
    expect(harness.effects).toEqual([{ type: 'openCart', params: reply }]);
    expect(harness.actor.getSnapshot().can({ type: 'reorder.start', orderId: 'o1', storeId: 'outlet-athwa' })).toBe(
      true,
    );
  });

  it("a refusal toasts the server's msg and a network failure a generic one, logged; the cart stays closed", async () => {
    const harness = startHarness(reorderModel);
    await perform(harness, { type: 'reorder.start', orderId: 'o1', storeId: 'outlet-athwa' });
    await perform(harness, failed('reorder', refusal(404, 'Order not found')));
    await perform(harness, { type: 'reorder.start', orderId: 'o1', storeId: 'outlet-athwa' });
    await perform(harness, failed('reorder', offline));
    expect(harness.effects).toEqual([
      { type: 'notifyRefusal', params: { message: 'Order not found' } },
      { type: 'notifyRefusal', params: { message: MESSAGES.serverError } },
      { type: 'logFailure', params: { error: offline } },
    ]);
  });
});

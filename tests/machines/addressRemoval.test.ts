import { describe, expect, it } from 'vitest';
import { done, failed, perform, startHarness } from '../../flows/graph/walk.ts';
import { addressRemovalModel } from '../../flows/models/addressRemoval.model.ts';
import { home, office } from '../../flows/samples/addresses.ts';
import { refusal } from '../../flows/samples/failures.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

describe('addressRemoval machine', () => {
  itWalksEveryStateAndTransition('addressRemoval', addressRemovalModel);

  it('asks first; Keep it deletes nothing; Delete removes it once the server has', async () => {
    const harness = startHarness(addressRemovalModel);
    await perform(harness, { type: 'removal.ask', address: home });
    await perform(harness, { type: 'removal.cancel' });
    expect(harness.fakes.inputsOf('removeAddress')).toEqual([]);
    await perform(harness, { type: 'removal.ask', address: home });
    await perform(harness, { type: 'removal.confirm' });
    expect(harness.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(harness.fakes.inputsOf('removeAddress')).toEqual([{ addressId: home._id }]);
    await perform(harness, done('removeAddress', [office]));
    expect(harness.effects).toEqual([{ type: 'addressRemoved', params: { addresses: [office] } }]);
    expect(harness.actor.getSnapshot().context.address).toBeNull();
  });

  it('a refusal is reported and the dialog stays open to try again', async () => {
    const harness = startHarness(addressRemovalModel);
    await perform(harness, { type: 'removal.ask', address: home });
    await perform(harness, { type: 'removal.confirm' });
    const error = refusal(404, 'Address not found');
    await perform(harness, failed('removeAddress', error));
    expect(harness.effects).toEqual([{ type: 'reportFailure', params: { error } }]);
    expect(harness.actor.getSnapshot().matches('asking')).toBe(true);
  });
});

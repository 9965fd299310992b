import { describe, expect, it } from 'vitest';
import { done, failed, perform, startHarness } from '../../flows/graph/walk.ts';
import { favouritesModel } from '../../flows/models/favourites.model.ts';
import { likeModel } from '../../flows/models/like.model.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import { hakkaNoodles, manchowSoup } from '../../flows/samples/products.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const dishesOf = (harness: ReturnType<typeof startHarness>) =>
  harness.actor.getSnapshot().context.dishes?.map((dish: { _id: string }) => dish._id) ?? null;

describe('favourites machine', () => {
  itWalksEveryStateAndTransition('favourites', favouritesModel);

  it('an unliked dish leaves the list at once; the list is then read again and the hearts wait meanwhile', async () => {
    const harness = startHarness(favouritesModel);
    await perform(harness, done('loadFavourites', [hakkaNoodles, manchowSoup]));
    await perform(harness, { type: 'favourites.unlike', productId: hakkaNoodles._id });
    expect(dishesOf(harness)).toEqual([manchowSoup._id]);
    expect(harness.fakes.inputsOf('unlike')).toEqual([{ productId: hakkaNoodles._id }]);
    expect(harness.actor.getSnapshot().can({ type: 'favourites.unlike', productId: manchowSoup._id })).toBe(false);
    await perform(harness, done('unlike', false));
    expect(harness.actor.getSnapshot().hasTag('loading')).toBe(true);
    await perform(harness, done('loadFavourites', [manchowSoup]));
    expect(harness.actor.getSnapshot().can({ type: 'favourites.unlike', productId: manchowSoup._id })).toBe(true);
  });

  it('a failed first list offers Try again; a failed later one keeps the list shown', async () => {
    const harness = startHarness(favouritesModel);
    await perform(harness, failed('loadFavourites', offline));
    expect(harness.actor.getSnapshot().matches('failed')).toBe(true);
    await perform(harness, { type: 'favourites.reload' });
    await perform(harness, done('loadFavourites', [manchowSoup]));
    await perform(harness, { type: 'favourites.clearAll' });
    expect(dishesOf(harness)).toEqual([]);
    await perform(harness, failed('clearFavourites', refusal(500, 'Server error')));
    await perform(harness, failed('loadFavourites', offline));
    expect(harness.actor.getSnapshot().matches('shown')).toBe(true);
    expect(harness.effects.map((effect) => effect.type)).toEqual(['reportFailure', 'reportFailure', 'reportFailure']);
  });
});

describe('like machine', () => {
  itWalksEveryStateAndTransition('like', likeModel);

  it("flips at once, the server's answer stands, a failure flips back; taps while sending are ignored", async () => {
    const harness = startHarness(likeModel);
    const liked = () => harness.actor.getSnapshot().context.liked;
    await perform(harness, { type: 'like.toggle' });
    expect(liked()).toBe(true);
    expect(harness.actor.getSnapshot().can({ type: 'like.toggle' })).toBe(false);
    await perform(harness, done('toggleLike', false));
    expect(liked()).toBe(false);
    await perform(harness, { type: 'like.toggle' });
    await perform(harness, failed('toggleLike', offline));
    expect(liked()).toBe(false);
    expect(harness.effects).toEqual([{ type: 'reportFailure', params: { error: offline } }]);
  });
});

import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { addToCartModel, STORE, signedIn, visitor } from '../../flows/models/addToCart.model.ts';
import { refusal } from '../../flows/samples/failures.ts';
import { hakkaNoodles, jainFriedRice, manchurianDry, sizzler } from '../../flows/samples/products.ts';
import type { AddToCartContext, AddToCartInput } from '../../machines/addToCart/addToCart.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const start = (input: AddToCartInput = signedIn) => startHarness(addToCartModel, input);
const context = (harness: Harness) => harness.actor.getSnapshot().context as AddToCartContext;
const at = (harness: Harness) => JSON.stringify(harness.actor.getSnapshot().value);
const effectTypes = (harness: Harness) => harness.effects.map((effect) => effect.type);

async function steps(harness: Harness, ...events: Parameters<typeof perform>[1][]) {
  for (const event of events) await perform(harness, event);
}

/** A Jain-capable dish whose one group takes a single dip: past the Jain step, each of `dips` toggled in turn. */
async function dipsToggled(...dips: string[]): Promise<Harness> {
  const harness = start();
  await steps(harness, { type: 'cart.add', product: manchurianDry, storeId: STORE }, { type: 'jain.next' });
  for (const addonId of dips) await steps(harness, { type: 'addon.toggle', addonId });
  return harness;
}

describe('add-to-cart wizard', () => {
  itWalksEveryStateAndTransition('addToCart', addToCartModel);

  it('sends a visitor to the login panel', async () => {
    const harness = start(visitor);
    await steps(harness, { type: 'cart.add', product: hakkaNoodles, storeId: STORE });
    expect(effectTypes(harness)).toEqual(['openSignIn']);
    expect(at(harness)).toBe('"closed"');
  });

  it('a Jain-capable dish with add-ons: Jain step, Next, add-on step, its one dip, then added', async () => {
    const harness = start();
    await steps(harness, { type: 'cart.add', product: manchurianDry, storeId: STORE });
    expect(at(harness)).toBe('{"steps":"jain"}');
    await steps(harness, { type: 'jain.set', isJain: true }, { type: 'jain.next' });
    expect(at(harness)).toBe('{"steps":"addons"}');
    await steps(harness, { type: 'wizard.submit' });
    expect(context(harness).error).toBe('Select 1 add-on');
    await steps(harness, { type: 'addon.toggle', addonId: 'schezwan-dip' });
    expect(harness.actor.getSnapshot().can({ type: 'addon.toggle', addonId: 'not-offered' })).toBe(false);
    expect(context(harness)).toMatchObject({ addonIds: ['schezwan-dip'], error: null });
    await steps(harness, { type: 'wizard.submit' });
    expect(harness.fakes.inputsOf('addToCart')).toEqual([
      { productId: manchurianDry._id, storeId: STORE, addonIds: ['schezwan-dip'], isJain: true },
    ]);
    await steps(harness, done('addToCart', { message: MESSAGES.addedToCart }));
    expect(at(harness)).toBe('"closed"');
    expect(harness.effects).toEqual([
      { type: 'notify', params: { message: MESSAGES.addedToCart } },
      { type: 'cartChanged', params: undefined },
    ]);
    expect(context(harness)).toMatchObject({ product: null, isJain: false, addonIds: [] });
  });

  it('a Jain-capable dish without add-ons is added from the Jain step', async () => {
    const harness = start();
    await steps(harness, { type: 'cart.add', product: jainFriedRice, storeId: STORE });
    expect(harness.actor.getSnapshot().can({ type: 'jain.next' })).toBe(false);
    await steps(harness, { type: 'wizard.submit' });
    expect(harness.fakes.inputsOf('addToCart')).toEqual([
      { productId: jainFriedRice._id, storeId: STORE, addonIds: [], isJain: false },
    ]);
  });

  it('a dish with only add-ons opens the add-on step, with no way back; its group takes exactly two', async () => {
    const harness = start();
    await steps(harness, { type: 'cart.add', product: sizzler, storeId: STORE });
    expect(at(harness)).toBe('{"steps":"addons"}');
    expect(harness.actor.getSnapshot().can({ type: 'addon.back' })).toBe(false);
    await steps(harness, { type: 'addon.toggle', addonId: 'schezwan' }, { type: 'wizard.submit' });
    expect(context(harness).error).toBe('Select 2 add-ons');
    await steps(harness, { type: 'addon.toggle', addonId: 'hot-garlic' });
    expect(harness.actor.getSnapshot().can({ type: 'addon.toggle', addonId: 'manchurian' })).toBe(false);
    expect(harness.actor.getSnapshot().can({ type: 'addon.toggle', addonId: 'schezwan' })).toBe(true);
    await steps(harness, { type: 'addon.toggle', addonId: 'manchurian' });
    expect(context(harness).addonIds).toEqual(['schezwan', 'hot-garlic']);
    await steps(harness, { type: 'wizard.submit' });
    expect(harness.fakes.inputsOf('addToCart')).toEqual([
      { productId: sizzler._id, storeId: STORE, addonIds: ['schezwan', 'hot-garlic'], isJain: false },
    ]);
  });

  it('a group of one swaps its choice and keeps it, like a radio group', async () => {
    const harness = await dipsToggled('schezwan-dip', 'mayo-dip');
    expect(context(harness).addonIds).toEqual(['mayo-dip']);
    expect(harness.actor.getSnapshot().can({ type: 'addon.toggle', addonId: 'mayo-dip' })).toBe(false);
  });

  it('a line with more add-ons than its group now takes is not updated until some are unchosen', async () => {
    const harness = start();
    const addonIds = ['schezwan', 'hot-garlic', 'manchurian'];
    await steps(
      harness,
      { type: 'cart.customize', lineId: 'line-2', product: sizzler, isJain: false, addonIds },
      { type: 'wizard.submit' },
    );
    expect(context(harness).error).toBe('Select 2 add-ons');
    expect(harness.fakes.inputsOf('updateLine')).toEqual([]);
    await steps(harness, { type: 'addon.toggle', addonId: 'manchurian' }, { type: 'wizard.submit' });
    expect(harness.fakes.inputsOf('updateLine')).toEqual([
      { lineId: 'line-2', addonIds: ['schezwan', 'hot-garlic'], isJain: false },
    ]);
  });

  it("a dish the outlet does not sell now cannot be added, nor send a visitor to sign in: 'Not Available'", async () => {
    const soldOut = { ...hakkaNoodles, isDeleted: true };
    for (const input of [signedIn, visitor]) {
      const harness = start(input);
      await steps(harness, { type: 'cart.add', product: soldOut, storeId: STORE });
      expect(at(harness)).toBe('"closed"');
      expect(harness.effects).toEqual([{ type: 'notifyRefusal', params: { message: MESSAGES.notAvailable } }]);
      expect(harness.fakes.calls).toEqual([]);
    }
  });

  it('any other dish goes straight in; a refusal is a toast', async () => {
    const harness = start();
    await steps(harness, { type: 'cart.add', product: hakkaNoodles, storeId: STORE });
    expect(harness.fakes.inputsOf('addToCart')).toHaveLength(1);
    await steps(harness, failed('addToCart', refusal(409, MESSAGES.outletNotTakingOrders)));
    expect(at(harness)).toBe('"closed"');
    expect(harness.effects).toEqual([{ type: 'notifyRefusal', params: { message: MESSAGES.outletNotTakingOrders } }]);
  });

  it("a refusal after choices returns to the step with the server's message", async () => {
    const harness = await dipsToggled('mayo-dip');
    await steps(harness, { type: 'wizard.submit' }, failed('addToCart', refusal(409, MESSAGES.outletNotTakingOrders)));
    expect(at(harness)).toBe('{"steps":"addons"}');
    expect(context(harness)).toMatchObject({ error: MESSAGES.outletNotTakingOrders, addonIds: ['mayo-dip'] });
  });

  it('Customize starts from the line’s choices, goes Back, and updates the line', async () => {
    const harness = start();
    await steps(harness, {
      type: 'cart.customize',
      lineId: 'line-1',
      product: manchurianDry,
      isJain: true,
      addonIds: ['schezwan-dip'],
    });
    expect(context(harness)).toMatchObject({ isJain: true, addonIds: ['schezwan-dip'] });
    await steps(harness, { type: 'jain.set', isJain: false }, { type: 'jain.next' }, { type: 'addon.back' });
    expect(at(harness)).toBe('{"steps":"jain"}');
    await steps(
      harness,
      { type: 'jain.next' },
      { type: 'addon.toggle', addonId: 'mayo-dip' },
      { type: 'wizard.submit' },
    );
    expect(harness.fakes.inputsOf('updateLine')).toEqual([{ lineId: 'line-1', addonIds: ['mayo-dip'], isJain: false }]);
    await steps(harness, done('updateLine', undefined));
    expect(effectTypes(harness)).toEqual(['cartChanged']);
  });

  it('closing resets every choice', async () => {
    const harness = start();
    await steps(
      harness,
      { type: 'cart.add', product: manchurianDry, storeId: STORE },
      { type: 'jain.set', isJain: true },
      { type: 'wizard.close' },
    );
    expect(at(harness)).toBe('"closed"');
    expect(context(harness)).toMatchObject({ product: null, isJain: false, addonIds: [], error: null });
  });
});

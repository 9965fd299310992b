import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { cartModel } from '../../flows/models/cart.model.ts';
import {
  noodlesAtFifty,
  soldOutManchurian,
  twoLines,
  twoLinesTakeAway50,
  twoLinesTakeAway50Refused,
} from '../../flows/samples/cart.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import type { CartContext } from '../../machines/cart/cart.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const context = (harness: Harness) => harness.actor.getSnapshot().context as CartContext;
const quantities = (harness: Harness) => context(harness).cart?.cart_data.map((line) => [line._id, line.quantity]);

async function steps(harness: Harness, ...events: Parameters<typeof perform>[1][]) {
  for (const event of events) await perform(harness, event);
}

async function loaded(code = '', cart = twoLines): Promise<Harness> {
  const harness = startHarness(cartModel, { code });
  await perform(harness, done('loadCart', cart));
  return harness;
}

describe('cart machine', () => {
  itWalksEveryStateAndTransition('cart', cartModel);

  it('reads the cart with the saved offer code', async () => {
    const harness = await loaded('TAKEAWAY50', twoLinesTakeAway50);
    expect(harness.fakes.inputsOf('loadCart')).toEqual([{ code: 'TAKEAWAY50' }]);
    expect(context(harness)).toMatchObject({ code: 'TAKEAWAY50', couponNotice: null });
    expect(harness.effects).toEqual([]);
    expect(quantities(harness)).toEqual([
      ['line-1', 1],
      ['line-2', 2],
    ]);
  });

  it('shows quantity clicks at once and sends them 300 ms after the last one, then reads the cart again', async () => {
    const harness = await loaded();
    await steps(harness, { type: 'line.increment', lineId: 'line-1' }, { type: 'line.increment', lineId: 'line-1' });
    harness.clock.increment(200);
    await steps(harness, { type: 'line.decrement', lineId: 'line-2' });
    expect(quantities(harness)).toEqual([
      ['line-1', 3],
      ['line-2', 1],
    ]);
    harness.clock.increment(299);
    expect(harness.fakes.inputsOf('saveQuantities')).toEqual([]);
    harness.clock.increment(1);
    expect(harness.fakes.inputsOf('saveQuantities')).toEqual([{ quantities: { 'line-1': 3, 'line-2': 1 } }]);
    await steps(harness, done('saveQuantities', undefined));
    expect(harness.fakes.inputsOf('loadCart')).toHaveLength(2);
    expect(context(harness).pending).toEqual({});
  });

  it('a line stepped down to 0 leaves the screen and is sent as 0 (deleted)', async () => {
    const harness = await loaded();
    await steps(harness, { type: 'line.decrement', lineId: 'line-1' });
    expect(quantities(harness)).toEqual([['line-2', 2]]);
    harness.clock.increment(300);
    expect(harness.fakes.inputsOf('saveQuantities')).toEqual([{ quantities: { 'line-1': 0 } }]);
  });

  it('a dish the outlet no longer sells only steps down', async () => {
    const harness = await loaded('', soldOutManchurian);
    expect(harness.actor.getSnapshot().can({ type: 'line.increment', lineId: 'line-2' })).toBe(false);
    expect(harness.actor.getSnapshot().can({ type: 'line.decrement', lineId: 'line-2' })).toBe(true);
  });

  it('does not step past 50', async () => {
    const harness = await loaded('', noodlesAtFifty);
    expect(harness.actor.getSnapshot().can({ type: 'line.increment', lineId: 'line-1' })).toBe(false);
    expect(harness.actor.getSnapshot().can({ type: 'line.decrement', lineId: 'line-1' })).toBe(true);
  });

  it('a refused change is a toast, and the cart is read again as the server has it', async () => {
    const harness = await loaded();
    await steps(harness, { type: 'line.increment', lineId: 'line-1' });
    harness.clock.increment(300);
    await steps(harness, failed('saveQuantities', refusal(400, MESSAGES.quantityOutOfRange(1, 50))));
    expect(harness.effects).toEqual([
      { type: 'notifyRefusal', params: { message: MESSAGES.quantityOutOfRange(1, 50) } },
    ]);
    expect(harness.fakes.inputsOf('loadCart')).toHaveLength(2);
  });

  it('quantity clicks that cannot be sent (offline) are only logged, and the lines go back to the server’s', async () => {
    const harness = await loaded();
    await steps(harness, { type: 'line.increment', lineId: 'line-1' }, { type: 'line.decrement', lineId: 'line-2' });
    harness.clock.increment(300);
    await steps(harness, failed('saveQuantities', offline));
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);
    expect(context(harness)).toMatchObject({ cart: twoLines, pending: {} });
    expect(harness.actor.getSnapshot().can({ type: 'line.increment', lineId: 'line-1' })).toBe(true);
  });

  it('a cart that could not be read is read again once the device is back online', async () => {
    const harness = startHarness(cartModel, { code: '' });
    await steps(harness, failed('loadCart', offline), { type: 'connection.changed', online: false });
    expect(harness.fakes.inputsOf('loadCart')).toHaveLength(1);
    await steps(harness, { type: 'connection.changed', online: true });
    expect(harness.fakes.inputsOf('loadCart')).toHaveLength(2);
  });

  it('a network failure is only logged, and the cart is read again', async () => {
    const harness = await loaded();
    await steps(harness, { type: 'line.remove', lineId: 'line-2' }, failed('removeLine', offline));
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);
    expect(harness.fakes.inputsOf('loadCart')).toHaveLength(2);
  });

  it('removes a line, and clears 300 ms after Clear All', async () => {
    const harness = await loaded();
    await steps(harness, { type: 'line.remove', lineId: 'line-2' });
    expect(harness.fakes.inputsOf('removeLine')).toEqual([{ lineId: 'line-2' }]);
    await steps(harness, done('removeLine', undefined), done('loadCart', twoLines), { type: 'cart.clear' });
    harness.clock.increment(299);
    expect(harness.fakes.inputsOf('clearCart')).toEqual([]);
    harness.clock.increment(1);
    expect(harness.fakes.inputsOf('clearCart')).toHaveLength(1);
  });

  it("'Provide Offer Code' for an empty box; a code is applied 300 ms later, saved and shown", async () => {
    const harness = await loaded();
    await steps(harness, { type: 'coupon.apply' });
    expect(context(harness).couponError).toBe(MESSAGES.provideOfferCode);
    await steps(harness, { type: 'coupon.input', text: ' wokfirst20 ' }, { type: 'coupon.apply' });
    harness.clock.increment(300);
    expect(harness.fakes.inputsOf('applyOffer')).toEqual([{ code: 'WOKFIRST20' }]);
    await steps(harness, done('applyOffer', undefined));
    expect(context(harness)).toMatchObject({ code: 'WOKFIRST20', couponText: '', couponError: null });
    expect(harness.effects).toEqual([{ type: 'storeCode', params: { code: 'WOKFIRST20' } }]);
    expect(harness.fakes.inputsOf('loadCart').at(-1)).toEqual({ code: 'WOKFIRST20' });
  });

  it("a refused code shows the server's message and the totals fall back to no discount", async () => {
    const harness = await loaded('TAKEAWAY50', twoLinesTakeAway50);
    await steps(harness, { type: 'coupon.input', text: 'FEAST100' }, { type: 'coupon.apply' });
    harness.clock.increment(300);
    await steps(harness, failed('applyOffer', refusal(400, MESSAGES.offerMinimumOrder('₹999.00'))));
    expect(context(harness)).toMatchObject({ code: '', couponError: MESSAGES.offerMinimumOrder('₹999.00') });
    expect(harness.effects).toEqual([{ type: 'storeCode', params: { code: '' } }]);
    expect(harness.fakes.inputsOf('loadCart').at(-1)).toEqual({ code: '' });
  });

  it('REMOVE forgets the code and reads the cart without it', async () => {
    const harness = await loaded('TAKEAWAY50', twoLinesTakeAway50);
    await steps(harness, { type: 'coupon.remove' });
    expect(harness.effects).toEqual([{ type: 'storeCode', params: { code: '' } }]);
    expect(harness.fakes.inputsOf('loadCart').at(-1)).toEqual({ code: '' });
  });

  it('a code that stops applying when the cart is read again is removed, with a note saying why', async () => {
    const harness = await loaded('TAKEAWAY50', twoLinesTakeAway50);
    // The customer switched to delivery: the shop asks for the cart again, and the server drops the discount.
    await steps(harness, { type: 'cart.refresh' });
    harness.clock.increment(300);
    await steps(harness, done('loadCart', twoLinesTakeAway50Refused));
    expect(context(harness)).toMatchObject({
      code: '',
      cart: twoLinesTakeAway50Refused,
      couponNotice: MESSAGES.offerRemoved('TAKEAWAY50', MESSAGES.offerTakeAwayOnly),
    });
    expect(harness.effects).toEqual([{ type: 'storeCode', params: { code: '' } }]);
    // Another code typed: the note goes.
    await steps(harness, { type: 'coupon.input', text: 'FEAST100' });
    expect(context(harness).couponNotice).toBeNull();
  });

  it('the note of a removed code goes with the next read, which no longer sends the code', async () => {
    const harness = await loaded('TAKEAWAY50', twoLinesTakeAway50);
    await steps(harness, { type: 'cart.refresh' });
    harness.clock.increment(300);
    await steps(harness, done('loadCart', twoLinesTakeAway50Refused));
    expect(context(harness).couponNotice).not.toBeNull();
    // Switched back to take-away: the note would say the take-away offer does not apply to take-away.
    await steps(harness, { type: 'cart.refresh' });
    harness.clock.increment(300);
    expect(harness.fakes.inputsOf('loadCart').at(-1)).toEqual({ code: '' });
    await steps(harness, done('loadCart', twoLines));
    expect(context(harness).couponNotice).toBeNull();
  });

  it('refreshes 300 ms after the last request; a cart that cannot be read can be tried again', async () => {
    const harness = await loaded();
    await steps(harness, { type: 'cart.refresh' });
    harness.clock.increment(200);
    await steps(harness, { type: 'cart.refresh' });
    harness.clock.increment(200);
    expect(harness.fakes.inputsOf('loadCart')).toHaveLength(1);
    harness.clock.increment(100);
    expect(harness.fakes.inputsOf('loadCart')).toHaveLength(2);
    await steps(harness, failed('loadCart', offline));
    expect(harness.actor.getSnapshot().matches('unavailable')).toBe(true);
    await steps(harness, { type: 'cart.refresh' });
    expect(harness.fakes.inputsOf('loadCart')).toHaveLength(3);
  });
});

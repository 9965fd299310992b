import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { storeClosed } from '../../contract/outletMessages.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { checkoutModel } from '../../flows/models/checkout.model.ts';
import { home, office, outOfReach } from '../../flows/samples/addresses.ts';
import { deliveryCheckout, placed, redirect } from '../../flows/samples/checkout.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import { orderForm } from '../../flows/samples/payment.ts';
import { dishNotAvailableNamed } from '../../machines/cart/cart.selectors.ts';
import { INSTRUCTIONS_MAX } from '../../machines/checkout/checkout.machine.ts';
import { selectedAddress } from '../../machines/checkout/checkout.selectors.ts';
import type { CheckoutContext, CheckoutInput } from '../../machines/checkout/checkout.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const start = (input: CheckoutInput = deliveryCheckout) => startHarness(checkoutModel, input);
const snapshot = (harness: Harness) => harness.actor.getSnapshot();
const context = (harness: Harness) => snapshot(harness).context as CheckoutContext;
const at = (harness: Harness) => snapshot(harness).value;
const can = (harness: Harness, event: Parameters<typeof perform>[1]) => snapshot(harness).can(event);
const sentIds = (harness: Harness) =>
  harness.fakes.inputsOf('placeOrder').map((input) => (input as { checkoutId: string }).checkoutId);

async function steps(harness: Harness, ...events: Parameters<typeof perform>[1][]) {
  for (const event of events) await perform(harness, event);
}

/** A placed order's choices are not kept for the tab's next checkout. */
const FORGOTTEN = { type: 'keepDraft', params: { addressId: null, instructions: '' } };

/** PLACE ORDER, and validateBranch says the outlet takes the order. */
const placeAccepted: Parameters<typeof perform>[1][] = [{ type: 'order.place' }, done('validateBranch', undefined)];

/** A take-away order at the order confirmation. */
async function confirming(): Promise<Harness> {
  const harness = start({ ...deliveryCheckout, orderType: 'take_out' });
  await steps(harness, ...placeAccepted);
  return harness;
}

/** A delivery checkout, the home address chosen. */
async function homeChosen(): Promise<Harness> {
  const harness = start();
  await steps(harness, { type: 'address.select', addressId: home._id });
  return harness;
}

describe('checkout machine', () => {
  itWalksEveryStateAndTransition('checkout', checkoutModel);

  it('pays cash on delivery by default where the outlet allows it, online otherwise', () => {
    expect(context(start()).paymentMethod).toBe('COD');
    const online = start({ ...deliveryCheckout, codAllowed: false });
    expect(context(online).paymentMethod).toBe('Online_Payment');
    expect(can(online, { type: 'payment.change', method: 'COD' })).toBe(false);
    expect(can(online, { type: 'payment.change', method: 'Online_Payment' })).toBe(true);
  });

  it('switches to online payment when the cart says the outlet no longer takes cash', async () => {
    const harness = start();
    await steps(harness, { type: 'cart.changed', cartEmpty: false, codAllowed: false });
    expect(context(harness).paymentMethod).toBe('Online_Payment');
    expect(can(harness, { type: 'payment.change', method: 'COD' })).toBe(false);
  });

  it('offers only the order types the outlet enables, and tells the app of a change', async () => {
    const takeAwayOnly = start({ ...deliveryCheckout, deliveryEnabled: false });
    expect(context(takeAwayOnly).orderType).toBe('take_out');
    expect(can(takeAwayOnly, { type: 'orderType.change', orderType: 'delivery' })).toBe(false);

    const both = start();
    await steps(both, { type: 'orderType.change', orderType: 'take_out' });
    expect(context(both).orderType).toBe('take_out');
    expect(both.effects).toEqual([{ type: 'orderTypeChanged', params: { orderType: 'take_out' } }]);
  });

  it("PLACE ORDER with an empty cart: 'Cart is empty'", async () => {
    const harness = start({ ...deliveryCheckout, cartEmpty: true });
    await steps(harness, { type: 'address.select', addressId: home._id }, { type: 'order.place' });
    expect(at(harness)).toBe('choosing');
    expect(context(harness).error).toBe(MESSAGES.cartIsEmpty);
  });

  it('PLACE ORDER with a dish the outlet no longer sells names the dish; once removed, the order goes on', async () => {
    const harness = await homeChosen();
    await steps(
      harness,
      { type: 'cart.changed', cartEmpty: false, unavailableDish: 'Veg Hakka Noodles' },
      { type: 'order.place' },
    );
    expect(at(harness)).toBe('choosing');
    expect(context(harness).error).toBe(dishNotAvailableNamed('Veg Hakka Noodles'));
    await steps(harness, { type: 'cart.changed', cartEmpty: false, unavailableDish: null }, ...placeAccepted);
    expect(at(harness)).toBe('confirmingAddress');
  });

  it('starts with the only address the outlet delivers to, or with none when there are several to choose from', () => {
    expect(context(start()).addressId).toBe(home._id);
    expect(context(start({ ...deliveryCheckout, addresses: [home, outOfReach] })).addressId).toBe(home._id);
    expect(context(start({ ...deliveryCheckout, addresses: [home, office] })).addressId).toBeNull();
    expect(context(start({ ...deliveryCheckout, addresses: [outOfReach] })).addressId).toBeNull();
    const draft = { addressId: office._id, instructions: '' };
    expect(context(start({ ...deliveryCheckout, addresses: [home, office], draft })).addressId).toBe(office._id);
  });

  it('PLACE ORDER for a delivery under the minimum Sub Total says how much more, before any call; take-away goes on', async () => {
    const harness = start({ ...deliveryCheckout, subtotal: 578 });
    await steps(harness, { type: 'order.place' });
    expect(at(harness)).toBe('choosing');
    expect(context(harness).error).toBe(MESSAGES.deliveryMinimum('₹600.00', '₹22.00'));
    expect(harness.fakes.inputsOf('validateBranch')).toEqual([]);

    await steps(harness, { type: 'cart.changed', cartEmpty: false, subtotal: 600 }, ...placeAccepted);
    expect(harness.fakes.inputsOf('validateBranch')).toHaveLength(1);
    const takeAway = start({ ...deliveryCheckout, orderType: 'take_out', subtotal: 120 });
    await steps(takeAway, { type: 'order.place' });
    expect(takeAway.fakes.inputsOf('validateBranch')).toHaveLength(1);
  });

  it("PLACE ORDER for delivery without an address: 'Please select address'", async () => {
    const harness = start({ ...deliveryCheckout, addresses: [home, office] });
    await steps(harness, { type: 'order.place' });
    expect(at(harness)).toBe('choosing');
    expect(context(harness).error).toBe(MESSAGES.pleaseSelectAddress);
    await steps(harness, { type: 'address.select', addressId: 'address-unknown' });
    expect(context(harness).addressId).toBeNull();
    await steps(harness, { type: 'address.select', addressId: home._id });
    expect(context(harness).error).toBeNull();
  });

  it('a delivery order confirms its address on the map first, then the order; take-away goes straight there', async () => {
    const delivery = start();
    await steps(delivery, { type: 'address.select', addressId: home._id }, ...placeAccepted);
    expect(at(delivery)).toBe('confirmingAddress');
    expect(selectedAddress(context(delivery))).toEqual(home);
    await steps(delivery, { type: 'order.cancel' });
    expect(at(delivery)).toBe('choosing');
    await steps(delivery, ...placeAccepted, { type: 'address.confirmed' });
    expect(at(delivery)).toBe('confirming');

    const takeAway = await confirming();
    expect(at(takeAway)).toBe('confirming');
    await steps(takeAway, { type: 'order.cancel' });
    expect(at(takeAway)).toBe('choosing');
  });

  it('PLACE ORDER asks the outlet first (validateBranch) and shows its refusal by the button', async () => {
    const harness = start({ ...deliveryCheckout, orderType: 'take_out' });
    await steps(harness, { type: 'order.place' });
    expect(at(harness)).toBe('checkingOutlet');
    expect(snapshot(harness).hasTag('loading')).toBe(true);
    expect(can(harness, { type: 'order.place' })).toBe(false);
    expect(harness.fakes.inputsOf('validateBranch')).toEqual([{ orderType: 'take_out' }]);
    const closed = storeClosed('11:00 AM', '11:00 PM');
    await steps(harness, failed('validateBranch', refusal(409, closed)));
    expect(at(harness)).toBe('choosing');
    expect(context(harness).error).toBe(closed);
    expect(harness.fakes.inputsOf('placeOrder')).toEqual([]);

    await steps(harness, { type: 'order.place' }, failed('validateBranch', offline));
    expect(at(harness)).toBe('choosing');
    expect(context(harness).error).toBe(MESSAGES.serverError);
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);

    await steps(harness, ...placeAccepted);
    expect(at(harness)).toBe('confirming');
    expect(context(harness).error).toBeNull();
  });

  it('Confirm places the order with the checkout id, the choices and trimmed instructions', async () => {
    const harness = await homeChosen();
    await steps(
      harness,
      { type: 'payment.change', method: 'Online_Payment' },
      { type: 'instructions.change', text: '  Less spicy, please ' },
      ...placeAccepted,
      { type: 'address.confirmed' },
      { type: 'order.confirm' },
    );
    expect(snapshot(harness).hasTag('loading')).toBe(true);
    expect(can(harness, { type: 'order.confirm' })).toBe(false);
    expect(harness.fakes.inputsOf('placeOrder')).toEqual([
      {
        checkoutId: deliveryCheckout.checkoutId,
        orderType: 'delivery',
        addressId: home._id,
        paymentMethod: 'Online_Payment',
        instructions: 'Less spicy, please',
      },
    ]);
  });

  it('a take-away order sends no address, even one chosen before switching', async () => {
    const harness = await homeChosen();
    await steps(harness, { type: 'orderType.change', orderType: 'take_out' }, ...placeAccepted, {
      type: 'order.confirm',
    });
    expect(harness.fakes.inputsOf('placeOrder')).toEqual([
      expect.objectContaining({ orderType: 'take_out', addressId: '' }),
    ]);
  });

  it("a refused order shows the server's msg and Confirm works again, with the same checkout id", async () => {
    const harness = await confirming();
    const minimum = MESSAGES.deliveryMinimum('₹600.00', '₹22.00');
    await steps(harness, { type: 'order.confirm' }, failed('placeOrder', refusal(400, minimum)));
    expect(at(harness)).toBe('confirming');
    expect(context(harness).error).toBe(minimum);
    expect(snapshot(harness).hasTag('loading')).toBe(false);
    expect(can(harness, { type: 'order.confirm' })).toBe(true);
    expect(harness.effects).toEqual([]);
    await steps(harness, { type: 'order.confirm' });
    expect(context(harness).error).toBeNull();
    expect(sentIds(harness)).toEqual([deliveryCheckout.checkoutId, deliveryCheckout.checkoutId]);
  });

  it.each([MESSAGES.pricesChanged, MESSAGES.walletTooLow, MESSAGES.dishInCartNotAvailable('Chilli Potato')])(
    "a conflict ('%s') closes the confirmation and has the cart read again, to review before placing",
    async (message) => {
      const harness = await confirming();
      await steps(harness, { type: 'order.confirm' }, failed('placeOrder', refusal(409, message)));
      expect(at(harness)).toBe('choosing');
      expect(context(harness).error).toBe(message);
      expect(harness.effects).toEqual([{ type: 'reviewCart', params: undefined }]);
      // Placing again is the same checkout.
      await steps(harness, ...placeAccepted, { type: 'order.confirm' });
      expect(context(harness).error).toBeNull();
      expect(sentIds(harness)).toEqual([deliveryCheckout.checkoutId, deliveryCheckout.checkoutId]);
    },
  );

  it('a network failure is logged, shows a generic message, and a retry or a new PLACE ORDER keeps the id', async () => {
    const harness = await confirming();
    await steps(harness, { type: 'order.confirm' }, failed('placeOrder', offline));
    expect(at(harness)).toBe('confirming');
    expect(context(harness).error).toBe(MESSAGES.serverError);
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);
    await steps(harness, { type: 'order.confirm' }, failed('placeOrder', offline));
    // The reply may have been lost after the order was made: placing again must not make a second one.
    await steps(harness, { type: 'order.cancel' }, ...placeAccepted, { type: 'order.confirm' });
    expect(sentIds(harness)).toEqual(Array(3).fill(deliveryCheckout.checkoutId));
  });

  it('a placed order ends the checkout and sends the app to it; the next checkout has its own id', async () => {
    const harness = await confirming();
    await steps(harness, { type: 'order.confirm' }, done('placeOrder', placed));
    expect(at(harness)).toBe('placed');
    expect(snapshot(harness).status).toBe('done');
    expect(harness.effects).toEqual([
      FORGOTTEN,
      { type: 'orderPlaced', params: { orderId: placed._id, orderNumber: placed.order_id } },
    ]);
    expect(can(harness, { type: 'order.place' })).toBe(false);

    const next = start({ ...deliveryCheckout, orderType: 'take_out', checkoutId: 'checkout-91e0c6d4' });
    await steps(next, ...placeAccepted, { type: 'order.confirm' });
    expect(sentIds(next)).toEqual(['checkout-91e0c6d4']);
  });

  it('offline, PLACE ORDER and Confirm are refused with a message and nothing is sent; online again, they go on', async () => {
    const harness = start({ ...deliveryCheckout, orderType: 'take_out', online: false });
    await steps(harness, { type: 'order.place' });
    expect(at(harness)).toBe('choosing');
    expect(context(harness).error).toBe(MESSAGES.offlineOrder);

    await steps(harness, { type: 'connection.changed', online: true }, ...placeAccepted);
    expect(at(harness)).toBe('confirming');
    expect(context(harness).error).toBeNull();
    await steps(harness, { type: 'connection.changed', online: false }, { type: 'order.confirm' });
    expect(at(harness)).toBe('confirming');
    expect(context(harness).error).toBe(MESSAGES.offlineOrder);
    expect(harness.fakes.inputsOf('placeOrder')).toEqual([]);

    await steps(harness, { type: 'connection.changed', online: true }, { type: 'order.confirm' });
    expect(sentIds(harness)).toEqual([deliveryCheckout.checkoutId]);
  });

  it('keeps cooking instructions to 300 characters', async () => {
    const harness = start();
    await steps(harness, { type: 'instructions.change', text: 'x'.repeat(INSTRUCTIONS_MAX + 20) });
    expect(context(harness).instructions).toHaveLength(300);
  });

  it('selects an address just added, and drops a selection that was deleted', async () => {
    const harness = start({ ...deliveryCheckout, addresses: [] });
    await steps(harness, { type: 'order.place' });
    expect(context(harness).error).toBe(MESSAGES.pleaseSelectAddress);
    await steps(harness, { type: 'addresses.changed', addresses: [home] });
    expect(context(harness).addressId).toBe(home._id);
    await steps(harness, { type: 'addresses.changed', addresses: [home, office] });
    expect(context(harness).addressId).toBe(office._id);
    expect(context(harness).error).toBeNull();
    await steps(harness, { type: 'address.select', addressId: home._id });
    await steps(harness, { type: 'addresses.changed', addresses: [home, { ...office, name: 'Asha P' }] });
    expect(context(harness).addressId).toBe(home._id);
    await steps(harness, { type: 'addresses.changed', addresses: [office] });
    expect(context(harness).addressId).toBeNull();
  });

  it('an address beyond the delivery radius cannot be chosen, even just added; a selection that falls beyond it is dropped', async () => {
    const harness = start({ ...deliveryCheckout, addresses: [home, office, outOfReach] });
    expect(can(harness, { type: 'address.select', addressId: outOfReach._id })).toBe(false);
    expect(can(harness, { type: 'address.select', addressId: home._id })).toBe(true);
    await steps(harness, { type: 'address.select', addressId: outOfReach._id });
    expect(context(harness).addressId).toBeNull();
    await steps(harness, { type: 'addresses.changed', addresses: [home, outOfReach] });

    await steps(harness, {
      type: 'addresses.changed',
      addresses: [home, outOfReach, { ...office, deliverable: false }],
    });
    expect(context(harness).addressId).toBeNull();
    await steps(harness, { type: 'order.place' });
    expect(context(harness).error).toBe(MESSAGES.pleaseSelectAddress);

    await steps(harness, { type: 'address.select', addressId: home._id });
    // Another outlet chosen: the server's list now says the home address is beyond the radius.
    await steps(harness, { type: 'addresses.changed', addresses: [{ ...home, deliverable: false }, outOfReach] });
    expect(context(harness).addressId).toBeNull();
    await steps(harness, { type: 'order.place' });
    expect(at(harness)).toBe('choosing');
    expect(harness.fakes.inputsOf('placeOrder')).toEqual([]);
  });

  it("follows the cart: emptied, PLACE ORDER says 'Cart is empty'; filled again, it goes on", async () => {
    const harness = await confirming();
    await steps(harness, { type: 'order.cancel' }, { type: 'cart.changed', cartEmpty: true }, { type: 'order.place' });
    expect(context(harness).error).toBe(MESSAGES.cartIsEmpty);
    await steps(harness, { type: 'cart.changed', cartEmpty: false }, ...placeAccepted);
    expect(at(harness)).toBe('confirming');
    expect(context(harness).paymentMethod).toBe('COD');
  });

  it('offers the wallet only when its balance covers the grand total, and never picks it by default', () => {
    const covered = start();
    expect(context(covered).paymentMethod).toBe('COD');
    expect(can(covered, { type: 'payment.change', method: 'Wallet' })).toBe(true);
    const exactly = start({ ...deliveryCheckout, walletBalance: 645.5 });
    expect(can(exactly, { type: 'payment.change', method: 'Wallet' })).toBe(true);
    const short = start({ ...deliveryCheckout, walletBalance: 645.49 });
    expect(can(short, { type: 'payment.change', method: 'Wallet' })).toBe(false);
  });

  it('falls back to the default payment when the total grows above the wallet balance', async () => {
    const harness = start();
    await steps(harness, { type: 'payment.change', method: 'Wallet' });
    await steps(harness, { type: 'cart.changed', cartEmpty: false, grandTotal: 799.99 });
    expect(context(harness).paymentMethod).toBe('Wallet');
    await steps(harness, { type: 'cart.changed', cartEmpty: false, grandTotal: 800.01 });
    expect(context(harness).paymentMethod).toBe('COD');
    expect(can(harness, { type: 'payment.change', method: 'Wallet' })).toBe(false);

    const noCash = start({ ...deliveryCheckout, codAllowed: false });
    await steps(noCash, { type: 'payment.change', method: 'Wallet' });
    await steps(noCash, { type: 'cart.changed', cartEmpty: false, grandTotal: 950 });
    expect(context(noCash).paymentMethod).toBe('Online_Payment');
    // A cart that says nothing of its total leaves the wallet choice alone.
    await steps(noCash, { type: 'cart.changed', cartEmpty: false, grandTotal: 500 });
    await steps(noCash, { type: 'payment.change', method: 'Wallet' }, { type: 'cart.changed', cartEmpty: false });
    expect(context(noCash).paymentMethod).toBe('Wallet');
  });

  it('falls back to the default payment when the wallet, read again, no longer covers the total', async () => {
    const harness = start();
    await steps(harness, { type: 'payment.change', method: 'Wallet' }, { type: 'wallet.changed', balance: 700 });
    expect(context(harness).paymentMethod).toBe('Wallet');
    await steps(harness, { type: 'wallet.changed', balance: 100 });
    expect(context(harness).paymentMethod).toBe('COD');
    expect(can(harness, { type: 'payment.change', method: 'Wallet' })).toBe(false);
    // Topped up elsewhere: the wallet can be chosen again, and is not chosen for the customer.
    await steps(harness, { type: 'wallet.changed', balance: 2000 });
    expect(context(harness).paymentMethod).toBe('COD');
    expect(can(harness, { type: 'payment.change', method: 'Wallet' })).toBe(true);
  });

  it('pays from the wallet: the order is placed at once', async () => {
    const harness = start({ ...deliveryCheckout, orderType: 'take_out' });
    await steps(harness, { type: 'payment.change', method: 'Wallet' }, ...placeAccepted, { type: 'order.confirm' });
    expect(harness.fakes.inputsOf('placeOrder')).toEqual([expect.objectContaining({ paymentMethod: 'Wallet' })]);
    await steps(harness, done('placeOrder', placed));
    expect(at(harness)).toBe('placed');
    expect(harness.effects).toEqual([
      FORGOTTEN,
      { type: 'orderPlaced', params: { orderId: placed._id, orderNumber: placed.order_id } },
    ]);
  });

  it("pays online: the order waits for its payment and the app posts the gateway's form", async () => {
    const harness = start({ ...deliveryCheckout, orderType: 'take_out' });
    await steps(
      harness,
      { type: 'payment.change', method: 'Online_Payment' },
      ...placeAccepted,
      { type: 'order.confirm' },
      done('placeOrder', redirect),
    );
    expect(at(harness)).toBe('redirecting');
    expect(snapshot(harness).status).toBe('done');
    expect(harness.effects).toEqual([FORGOTTEN, { type: 'postToGateway', params: orderForm }]);
  });

  it('keeps the address and the instructions for the tab as they change, and takes them back where they hold', async () => {
    const harness = await homeChosen();
    await steps(harness, { type: 'instructions.change', text: 'Less spicy' });
    expect(harness.effects).toEqual([
      { type: 'keepDraft', params: { addressId: home._id, instructions: '' } },
      { type: 'keepDraft', params: { addressId: home._id, instructions: 'Less spicy' } },
    ]);

    // The page reloaded, or the customer came back from the menu.
    const back = start({ ...deliveryCheckout, draft: { addressId: home._id, instructions: 'Less spicy' } });
    expect(context(back)).toMatchObject({ addressId: home._id, instructions: 'Less spicy' });
    // An address since deleted or now beyond the radius is not chosen again; too long instructions are cut.
    const moved = start({
      ...deliveryCheckout,
      addresses: [home, office, outOfReach],
      draft: { addressId: outOfReach._id, instructions: 'x'.repeat(INSTRUCTIONS_MAX + 5) },
    });
    expect(context(moved).addressId).toBeNull();
    expect(context(moved).instructions).toHaveLength(INSTRUCTIONS_MAX);
  });
});

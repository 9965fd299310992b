import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import type { NearestOutletAnswer, Outlet } from '../../contract/outlet.ts';
import { orderTypeFrom, orderTypeSwitched } from '../../contract/outletMessages.ts';
import { FakeActors, type RecordedAction, recordActions, settle } from '../../flows/graph/fakes.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { here } from '../../flows/models/location.model.ts';
import { asha } from '../../flows/models/profile.model.ts';
import { customer, sampleFlows, shopModel, visitor } from '../../flows/models/shop.model.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import { adajan, alkapuri, nearestAnswer, noneDelivers, vesu } from '../../flows/samples/outlets.ts';
import { authMachine } from '../../machines/auth/auth.machine.ts';
import { openPanel } from '../../machines/auth/auth.selectors.ts';
import { locationChild, orderTypeChild } from '../../machines/shop/shop.children.ts';
import { shopMachine } from '../../machines/shop/shop.machine.ts';
import type { ShopContext, ShopInput } from '../../machines/shop/shop.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

/** The shop with its real location and order-type children; every effect, theirs and its own, faked. */
function startShop(input: ShopInput) {
  const fakes = new FakeActors();
  const effects: RecordedAction[] = [];
  // The fakes answer whatever a test settles them with: typed loosely, as the walks' harness does.
  const shop = shopMachine.provide({
    actors: {
      location: locationChild.provide({
        actors: fakes.logic(['readStoredLocation', 'getDevicePosition', 'findNearestOutlet', 'checkOutlet']) as never,
        actions: recordActions(
          ['storeOutlet', 'clearStoredOutlet', 'storePosition', 'toastSuccess', 'logFailure'],
          effects,
        ),
      }),
      orderType: orderTypeChild.provide({
        actions: recordActions(['storeOrderType', 'clearStoredOutlet', 'toastNotice'], effects),
      }),
      ...(fakes.logic(['loadProfile', 'loadFlows', 'saveOutlet', 'saveOrderType']) as object),
    },
    actions: recordActions(['refuseVisitor', 'logFailure'], effects),
  });
  const actor = createActor(shop, { input }).start();
  return { actor, fakes, effects };
}

/** The outlet stored in the browser, read on start and found still open: the location settles on it. */
async function settleOn(fakes: FakeActors, outlet: Outlet) {
  fakes.resolve('storedOnStart', { outlet, recent: [] });
  await settle();
  fakes.resolve('checkOutlet', outlet);
  await settle();
}

/** The device's position, then the server's nearest outlet for the order type just chosen. */
async function answerOrderTypeSearch(fakes: FakeActors, nearest: NearestOutletAnswer) {
  fakes.resolve('positionForOrderType', here);
  await settle();
  fakes.resolve('nearestForOrderType', nearest);
  await settle();
}

const shopContext = (actor: { getSnapshot: () => { context: unknown } }) => actor.getSnapshot().context as ShopContext;

async function steps(harness: Harness, ...events: Parameters<typeof perform>[1][]) {
  for (const event of events) await perform(harness, event);
}

describe('shop machine', () => {
  itWalksEveryStateAndTransition('shop', shopModel);

  it('limits the order type to what the outlet offers, and the panel follows the order type', async () => {
    const { actor, fakes } = startShop(visitor);
    await settleOn(fakes, vesu);
    expect(shopContext(actor).outlet).toEqual(vesu);
    const children = actor.getSnapshot().children;
    expect(children.orderType?.getSnapshot().context.orderType).toBe('delivery');
    expect(children.location?.getSnapshot().context.orderType).toBe('delivery');
    // A visitor's choices stay in the browser.
    expect(fakes.calls.filter((call) => call.src.startsWith('save'))).toEqual([]);
  });

  it("tells the server a customer's new outlet and order type, then prices the cart again", async () => {
    const { actor, fakes } = startShop(customer);
    actor.send({ type: 'flows.wanted' });
    fakes.resolve('loadFlows', sampleFlows);
    await settleOn(fakes, vesu);
    expect(fakes.inputsOf('saveOutlet')).toEqual([{ outlet: vesu }]);
    expect(fakes.inputsOf('saveOrderType')).toEqual([{ orderType: 'delivery' }]);

    actor.send({ type: 'location.settled', outlet: vesu });
    expect(fakes.inputsOf('saveOutlet')).toHaveLength(1);
    actor.send({ type: 'location.settled', outlet: adajan });
    expect(fakes.inputsOf('saveOutlet')).toEqual([{ outlet: vesu }, { outlet: adajan }]);
  });

  it("the browser's order type is saved when the account holds another (chosen before signing in, or elsewhere)", async () => {
    const { fakes } = startShop({ ...customer, orderType: 'delivery' });
    await settleOn(fakes, adajan);
    expect(fakes.inputsOf('saveOrderType')).toEqual([]);
    fakes.resolve('loadProfile', asha); // take-away on the server
    await settle();
    expect(fakes.inputsOf('saveOrderType')).toEqual([{ orderType: 'delivery' }]);
  });

  it("a browser that never chose shows the default, Take Away, and saves it over the account's Delivery", async () => {
    const { fakes } = startShop(customer);
    await settleOn(fakes, adajan);
    fakes.resolve('loadProfile', { ...asha, delivery_type: 'delivery' });
    await settle();
    expect(fakes.inputsOf('saveOrderType')).toEqual([{ orderType: 'take_out' }]);
  });

  it('the account holding the same order type as the browser, nothing is saved', async () => {
    const { fakes } = startShop({ ...customer, orderType: 'take_out' });
    await settleOn(fakes, adajan);
    fakes.resolve('loadProfile', asha);
    await settle();
    expect(fakes.inputsOf('saveOrderType')).toEqual([]);
  });

  it("the header's outlet is saved when the account holds another (another device's), and the cart priced for it", async () => {
    const { actor, fakes } = startShop({ ...customer, outletId: vesu.id });
    actor.send({ type: 'flows.wanted' });
    fakes.resolve('loadFlows', sampleFlows);
    await settleOn(fakes, vesu);
    expect(fakes.inputsOf('saveOutlet')).toEqual([]);
    fakes.resolve('loadProfile', { ...asha, deliveryOutletStore: adajan.id });
    await settle();
    expect(fakes.inputsOf('saveOutlet')).toEqual([{ outlet: vesu }]);
    const reads = fakes.inputsOf('loadProfile').length;
    fakes.resolve('saveOutlet', undefined);
    await settle();
    // Read again once saved; the server now holding the header's outlet, nothing more is saved.
    expect(fakes.inputsOf('loadProfile')).toHaveLength(reads + 1);
    fakes.resolve('loadProfile', { ...asha, deliveryOutletStore: vesu.id });
    await settle();
    expect(fakes.inputsOf('saveOutlet')).toEqual([{ outlet: vesu }]);
    expect(actor.getSnapshot().value).toMatchObject({ outlet: 'idle' });
  });

  it('the profile read before the outlet settles: the outlet is checked against the account, not the browser', async () => {
    const { fakes } = startShop({ ...customer, outletId: vesu.id });
    fakes.resolve('loadProfile', { ...asha, deliveryOutletStore: adajan.id });
    await settle();
    expect(fakes.inputsOf('saveOutlet')).toEqual([]);
    await settleOn(fakes, vesu);
    expect(fakes.inputsOf('saveOutlet')).toEqual([{ outlet: vesu }]);
  });

  it('the account holding the outlet the browser stored, nothing is saved', async () => {
    const { fakes } = startShop({ ...customer, outletId: vesu.id });
    await settleOn(fakes, vesu);
    fakes.resolve('loadProfile', { ...asha, deliveryOutletStore: vesu.id });
    await settle();
    expect(fakes.inputsOf('saveOutlet')).toEqual([]);
  });

  it('Delivery beside a take-away-only outlet: the nearest delivering outlet is chosen and Delivery stays', async () => {
    const { actor, fakes, effects } = startShop({ ...visitor, orderType: 'take_out' });
    await settleOn(fakes, alkapuri);
    const children = actor.getSnapshot().children;
    const orderTypeCan = (orderType: 'delivery' | 'take_out') =>
      children.orderType?.getSnapshot().can({ type: 'orderType.change', orderType });
    // Never disabled: choosing Delivery looks for an outlet that delivers.
    expect(orderTypeCan('delivery')).toBe(true);

    children.orderType?.send({ type: 'orderType.change', orderType: 'delivery' });
    await answerOrderTypeSearch(fakes, nearestAnswer(adajan, 1.9));
    expect(shopContext(actor).outlet).toEqual(adajan);
    expect(shopContext(actor).orderType).toBe('delivery');
    expect(children.orderType?.getSnapshot().value).toBe('bothOffered');
    const toasts = effects.filter((effect) => effect.type === 'toastSuccess').map((effect) => effect.params);
    expect(toasts).toEqual([{ message: orderTypeFrom('delivery', adajan.name, 1.9) }]);
  });

  it('none delivering: the nearest take-away outlet, when taken, brings Take Away with it', async () => {
    const { actor, fakes, effects } = startShop({ ...visitor, orderType: 'delivery' });
    await settleOn(fakes, adajan);
    const children = actor.getSnapshot().children;
    children.orderType?.send({ type: 'orderType.change', orderType: 'take_out' });
    children.orderType?.send({ type: 'orderType.change', orderType: 'delivery' });
    expect(effects.filter((effect) => effect.type === 'toastNotice')).toEqual([]);

    // Vesu delivers only: choosing Take Away there finds no outlet serving it.
    children.location?.send({ type: 'location.stored', stored: { outlet: vesu, recent: [] } });
    await settle();
    children.orderType?.send({ type: 'orderType.change', orderType: 'take_out' });
    await answerOrderTypeSearch(fakes, noneDelivers);
    expect(children.location?.getSnapshot().hasTag('panel')).toBe(true);
    expect(shopContext(actor).outlet).toEqual(vesu);

    children.location?.send({ type: 'takeAway.choose' });
    await settle();
    expect(shopContext(actor).outlet).toEqual(alkapuri);
    expect(shopContext(actor).orderType).toBe('take_out');
    expect(children.orderType?.getSnapshot().value).toBe('takeAwayOnly');
  });

  it('an outlet offering only the other order type switches it with a note, never silently', async () => {
    const { actor, fakes, effects } = startShop({ ...visitor, orderType: 'delivery' });
    await settleOn(fakes, alkapuri);
    expect(shopContext(actor).orderType).toBe('take_out');
    const notes = effects.filter((effect) => effect.type === 'toastNotice').map((effect) => effect.params);
    expect(notes).toEqual([{ message: orderTypeSwitched(alkapuri.name, 'take_out') }]);
  });

  it("reads the profile again once the server holds a new outlet (not before): the addresses' distances are from it", async () => {
    const { actor, fakes } = startShop(customer);
    await settleOn(fakes, vesu);
    const reads = fakes.inputsOf('loadProfile').length;
    actor.send({ type: 'location.settled', outlet: adajan });
    expect(fakes.inputsOf('loadProfile')).toHaveLength(reads);
    fakes.resolve('saveOutlet', undefined);
    await settle();
    expect(fakes.inputsOf('loadProfile')).toHaveLength(reads + 1);
  });

  it('a profile that cannot be read is told apart from one still loading, and Try again reads it again', async () => {
    const harness = startHarness(shopModel, customer);
    const account = () => (harness.actor.getSnapshot().value as { account: unknown }).account;
    expect(account()).toEqual({ customer: 'loading' });
    expect(harness.actor.getSnapshot().can({ type: 'profile.retry' })).toBe(false);

    const expired = refusal(401, MESSAGES.sessionExpired);
    await steps(harness, failed('loadProfile', expired));
    expect(account()).toEqual({ customer: 'failed' });
    // The error is kept whole: the pages tell an expired session (its 401) from the rest.
    expect(shopContext(harness.actor)).toMatchObject({ profile: null, profileError: expired });
    expect(harness.effects).toMatchObject([{ type: 'logFailure', params: { error: expired } }]);

    await steps(harness, { type: 'profile.retry' });
    expect(account()).toEqual({ customer: 'loading' });
    await steps(harness, failed('loadProfile', offline));
    expect(shopContext(harness.actor)).toMatchObject({ profile: null, profileError: offline });
    await steps(harness, { type: 'profile.retry' }, done('loadProfile', asha));
    expect(account()).toEqual({ customer: 'ready' });
    expect(shopContext(harness.actor)).toMatchObject({ profile: asha, profileError: null });
    expect(harness.fakes.inputsOf('loadProfile')).toHaveLength(3);
  });

  it("a customer's new order type is saved and prices the running cart again, the other actors untouched", async () => {
    const harness = startHarness(shopModel, customer);
    await steps(harness, { type: 'flows.wanted' }, done('loadFlows', sampleFlows), done('loadProfile', asha));
    const cart = harness.actor.getSnapshot().children.cart;
    await steps(harness, { type: 'orderType.changed', orderType: 'delivery' });
    // A second change while the first is being saved saves again.
    await steps(harness, { type: 'orderType.changed', orderType: 'take_out' });
    expect(harness.fakes.inputsOf('saveOrderType')).toEqual([{ orderType: 'delivery' }, { orderType: 'take_out' }]);
    expect(harness.actor.getSnapshot().value).toMatchObject({
      orderType: 'saving',
      account: { customer: 'ready' },
      flows: 'running',
    });
    expect(harness.actor.getSnapshot().children.cart).toBe(cart);
    await steps(harness, done('saveOrderType', undefined));
    expect(harness.actor.getSnapshot().value).toMatchObject({ orderType: 'idle', flows: 'running' });
  });

  it("opens the login panel for a visitor's ADD, and a panel asked for while the flows' code loads", async () => {
    const harness = startHarness(shopModel, visitor);
    const flows = { ...sampleFlows, auth: authMachine };
    await perform(harness, { type: 'auth.open' });
    await perform(harness, done('loadFlows', flows));
    const auth = () => harness.actor.getSnapshot().children.auth;
    expect(openPanel(auth()?.getSnapshot())).toBe('login');

    await perform(harness, { type: 'auth.close' });
    auth()?.send({ type: 'auth.close' });
    await perform(harness, { type: 'addToCart.signInNeeded' });
    expect(openPanel(auth()?.getSnapshot())).toBe('login');
    expect(harness.effects).toEqual([{ type: 'refuseVisitor', params: undefined }]);
  });
});

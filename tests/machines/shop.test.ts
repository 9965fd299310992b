import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, type RecordedAction, recordActions, settle } from '../../flows/graph/fakes.ts';
import { done, formatReport, type Harness, perform, startHarness, walkMachine } from '../../flows/graph/walk.ts';
import { asha } from '../../flows/models/profile.model.ts';
import { customer, sampleFlows, shopModel, visitor } from '../../flows/models/shop.model.ts';
import { adajan, vesu } from '../../flows/samples/outlets.ts';
import { authMachine } from '../../machines/auth/auth.machine.ts';
import { openPanel } from '../../machines/auth/auth.selectors.ts';
import { locationChild, orderTypeChild } from '../../machines/shop/shop.children.ts';
import { shopMachine } from '../../machines/shop/shop.machine.ts';
import type { ShopContext, ShopInput } from '../../machines/shop/shop.types.ts';

/** The shop with its real location and order-type children; every effect, theirs and its own, faked. */
function startShop(input: ShopInput) {
  const fakes = new FakeActors();
  const effects: RecordedAction[] = [];
  // The fakes answer whatever a test settles them with: typed loosely, as the walks' harness does.
  const shop = shopMachine.provide({
    actors: {
      location: locationChild.provide({
        actors: fakes.logic(['readStoredLocation', 'getDevicePosition', 'findNearestOutlet', 'checkOutlet']) as never,
        actions: recordActions(['storeOutlet', 'clearStoredOutlet', 'requireChoice', 'logFailure'], effects),
      }),
      orderType: orderTypeChild.provide({
        actions: recordActions(['storeOrderType', 'clearStoredOutlet'], effects),
      }),
      ...(fakes.logic(['loadProfile', 'loadFlows', 'saveOutlet', 'saveOrderType']) as object),
    },
    actions: recordActions(['refuseVisitor', 'logFailure'], effects),
  });
  const actor = createActor(shop, { input }).start();
  return { actor, fakes, effects };
}

const shopContext = (actor: { getSnapshot: () => { context: unknown } }) => actor.getSnapshot().context as ShopContext;

async function steps(harness: Harness, ...events: Parameters<typeof perform>[1][]) {
  for (const event of events) await perform(harness, event);
}

describe('shop machine', () => {
  it('walks every state and every transition', async () => {
    const report = await walkMachine(shopModel);
    console.info(formatReport('shop', report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('limits the order type to what the outlet offers, and the panel follows the order type', async () => {
    const { actor, fakes } = startShop(visitor);
    fakes.resolve('storedOnStart', { outlet: vesu, recent: [] });
    await settle();
    fakes.resolve('checkOutlet', vesu);
    await settle();
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
    fakes.resolve('storedOnStart', { outlet: vesu, recent: [] });
    await settle();
    fakes.resolve('checkOutlet', vesu);
    await settle();
    expect(fakes.inputsOf('saveOutlet')).toEqual([{ outlet: vesu }]);
    expect(fakes.inputsOf('saveOrderType')).toEqual([{ orderType: 'delivery' }]);

    actor.send({ type: 'location.settled', outlet: vesu });
    expect(fakes.inputsOf('saveOutlet')).toHaveLength(1);
    actor.send({ type: 'location.settled', outlet: adajan });
    expect(fakes.inputsOf('saveOutlet')).toEqual([{ outlet: vesu }, { outlet: adajan }]);
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

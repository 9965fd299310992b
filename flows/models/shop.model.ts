import { type AnyMachineSnapshot, createMachine } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import { shopMachine } from '../../machines/shop/shop.machine.ts';
import type { ShopActionParams, ShopActorIO, ShopContext, ShopFlows } from '../../machines/shop/shop.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline, refusal } from '../samples/failures.ts';
import { adajan, vesu } from '../samples/outlets.ts';
import { asha } from './profile.model.ts';

/** Stand-ins for the flows' code: the walk checks what the shop tells them, their own charts are walked on their own. */
export const sampleFlows = {
  auth: createMachine({ id: 'auth' }),
  addToCart: createMachine({ id: 'addToCart' }),
  cart: createMachine({ id: 'cart' }),
} as unknown as ShopFlows;

export const customer = { signedIn: true, orderType: null, cartCode: '', outletId: null };
export const visitor = { signedIn: false, orderType: null, cartCode: '', outletId: null };

const actors = {
  loadProfile: true,
  loadFlows: true,
  saveOutlet: true,
  saveOrderType: true,
} satisfies Record<keyof ShopActorIO, true>;

export const shopModel: MachineModel = {
  machine: shopMachine,
  starts: [
    { name: 'a signed-in customer', input: customer },
    { name: 'a visitor', input: visitor },
  ],
  // The children too are faked here: what they do is walked by their own models.
  actors: ['location', 'orderType', 'dishSearch', ...Object.keys(actors)],
  actions: Object.keys({ refuseVisitor: true, logFailure: true } satisfies Record<keyof ShopActionParams, true>),
  // What the guards read: who is signed in, the outlet and order type in hand and on the server, a panel
  // waiting to open.
  key: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ShopContext;
    return [
      context.signedIn,
      context.outlet?.id ?? null,
      context.serverOutletId,
      context.orderType,
      context.profile?.delivery_type ?? null,
      context.pendingAuth !== null,
    ];
  },
  events: () => [
    { type: 'location.settled', outlet: adajan },
    { type: 'location.settled', outlet: vesu },
    { type: 'orderType.changed', orderType: 'delivery' },
    { type: 'orderType.wanted', orderType: 'take_out' },
    { type: 'orderType.changed', orderType: 'take_out' },
    { type: 'flows.wanted' },
    { type: 'auth.open' },
    { type: 'account.open' },
    { type: 'addToCart.signInNeeded' },
    { type: 'cart.changed' },
    { type: 'order.placed' },
    { type: 'profile.refresh' },
    { type: 'profile.retry' },
    { type: 'profile.saved', profile: { ...asha, last_name: 'Shah' } },
    { type: 'addresses.saved', addresses: [] },
    done('loadProfile', asha),
    failed('loadProfile', offline),
    failed('loadProfile', refusal(401, MESSAGES.sessionExpired)),
    done('loadFlows', sampleFlows),
    failed('loadFlows', offline),
    done('saveOutlet', undefined),
    failed('saveOutlet', offline),
    done('saveOrderType', undefined),
    failed('saveOrderType', offline),
  ],
};

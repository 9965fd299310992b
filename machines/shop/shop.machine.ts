import { and, assign, raise, sendTo, setup, stateIn } from 'xstate';
import type { Address } from '../../contract/address.ts';
import type { Profile } from '../../contract/auth.ts';
import { DEFAULT_ORDER_TYPE, type OrderType } from '../../contract/constants.ts';
import type { Outlet } from '../../contract/outlet.ts';
import { dishSearchMachine } from '../dishSearch/dishSearch.machine.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import { required } from '../shared/required.ts';
import { locationChild, orderTypeChild } from './shop.children.ts';
import type {
  ShopActionParams,
  ShopActorIO,
  ShopAuthRequest,
  ShopContext,
  ShopEvent,
  ShopFlows,
  ShopInput,
} from './shop.types.ts';

const ID = 'shop';

/** After telling the server: a running cart is priced again; a failure is only logged (spec section 8). */
const pricedAgainOrLogged = {
  onDone: [{ guard: 'cartRunning', target: 'idle', actions: 'refreshCart' }, { target: 'idle' }],
  onError: {
    target: 'idle',
    description: "Logged: the browser's choice still stands",
    actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  },
} as const;

/** The order type the header shows: the one chosen in this browser, else the default. */
const browserOrderType = (context: ShopContext) => context.orderType ?? DEFAULT_ORDER_TYPE;

type OutletEvent = { event: { outlet: Outlet | null } };
type OrderTypeEvent = { event: { orderType: OrderType } };

/**
 * A new outlet, in either state of the `outlet` region. The handlers sit on the region's states, not on the
 * region: a region of the parallel root re-entered from the region itself re-enters the whole root (every
 * child stopped and started again, the cart among them).
 */
const takeOutlet = [
  { type: 'tellOrderTypeTheOutlet', params: ({ event }: OutletEvent) => event },
  { type: 'adoptOutlet', params: ({ event }: OutletEvent) => event },
] as const;

const outletSettled = [
  {
    guard: { type: 'outletNewToServer', params: ({ event }: OutletEvent) => event },
    target: 'saving',
    reenter: true,
    actions: takeOutlet,
  },
  {
    actions: takeOutlet,
  },
] as const;

/** A signed-in customer's new order type, in either state of the `orderType` region (see above): saved. */
const orderTypeToServer = {
  guard: { type: 'orderTypeNewToServer', params: ({ event }: OrderTypeEvent) => event },
  target: 'saving',
  reenter: true,
  actions: [
    { type: 'adoptOrderType', params: ({ event }: OrderTypeEvent) => event },
    { type: 'tellLocationTheOrderType', params: ({ event }: OrderTypeEvent) => event },
  ],
} as const;

/**
 * The shop: it runs the actors that live as long as the page (location, order type, dish search, and,
 * once a customer acts, sign-in, add-to-cart and cart) and relays what one tells the others: the outlet
 * limits the order types, the order type picks the location panel's variant, a signed-in customer's
 * outlet and order type go to the server and the cart is priced again, a visitor's ADD opens the login.
 */
export const shopMachine = setup({
  types: {
    context: {} as ShopContext,
    events: {} as ShopEvent,
    input: {} as ShopInput,
  },
  actors: {
    location: locationChild,
    orderType: orderTypeChild,
    dishSearch: dishSearchMachine,
    ...appActors<ShopActorIO>(ID, ['loadProfile', 'loadFlows', 'saveOutlet', 'saveOrderType']),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    authRequested: ({ context }) => context.pendingAuth !== null,
    /** A signed-in customer's outlet other than the one the server holds. */
    outletNewToServer: ({ context }, params: { outlet: Outlet | null }) =>
      context.signedIn && params.outlet !== null && params.outlet.id !== context.serverOutletId,
    /** The profile just read holds another outlet than the header's: the cart would be priced for that one. */
    serverHoldsAnotherOutlet: ({ context }) => context.outlet !== null && context.outlet.id !== context.serverOutletId,
    orderTypeIsNew: ({ context }, params: { orderType: OrderType }) => params.orderType !== context.orderType,
    /** A signed-in customer's order type other than the one the server holds. */
    orderTypeNewToServer: ({ context }, params: { orderType: OrderType }) =>
      context.signedIn && params.orderType !== context.orderType,
    /** The profile just read holds another order type than the header's. */
    serverHoldsAnotherOrderType: ({ context }) =>
      context.profile !== null && context.profile.delivery_type !== browserOrderType(context),
    cartRunning: and([stateIn('#shop.flows.running'), 'signedIn']),
  },
  actions: {
    ...appActions<ShopActionParams>(ID, ['refuseVisitor', 'logFailure']),
    adoptOutlet: assign((_, params: { outlet: Outlet | null }) => ({ outlet: params.outlet })),
    adoptOrderType: assign((_, params: { orderType: OrderType }) => ({ orderType: params.orderType })),
    /** A whole profile, read or saved: the last read's failure is over, and it names the server's outlet. */
    adoptProfile: assign((_, params: { profile: Profile }) => ({
      profile: params.profile,
      profileError: null,
      serverOutletId: params.profile.deliveryOutletStore,
    })),
    /** The outlet being saved is the one the server holds from now on (the next profile read says otherwise). */
    noteServerOutlet: assign(({ context }) => ({ serverOutletId: context.outlet?.id ?? null })),
    keepProfileError: assign((_, params: { error: unknown }) => ({ profileError: params.error })),
    adoptAddresses: assign(({ context }, params: { addresses: Address[] }) => ({
      profile: context.profile === null ? null : { ...context.profile, address: params.addresses },
    })),
    rememberAuthRequest: assign((_, params: { request: ShopAuthRequest }) => ({ pendingAuth: params.request })),
    tellOrderTypeTheOutlet: sendTo('orderType', (_, params: { outlet: Outlet | null }) => ({
      type: 'outlet.changed' as const,
      outlet: params.outlet,
    })),
    tellOrderTypeTheChoice: sendTo('orderType', (_, params: { orderType: OrderType }) => ({
      type: 'orderType.change' as const,
      orderType: params.orderType,
    })),
    tellLocationTheOrderType: sendTo('location', (_, params: { orderType: OrderType }) => ({
      type: 'orderType.changed' as const,
      orderType: params.orderType,
    })),
    // Ids, not systemIds: the walks replay this transition many times in one system, where a systemId may be
    // taken once. `as never`: typed spawns take an id only for actors named in setup(), and these come as code.
    startFlows: assign(({ spawn, context }, params: { flows: ShopFlows }) => {
      spawn(params.flows.auth, { id: 'auth', input: { signedIn: context.signedIn } } as never);
      spawn(params.flows.addToCart, { id: 'addToCart', input: { signedIn: context.signedIn } } as never);
      // A visitor has no cart to read.
      if (context.signedIn) spawn(params.flows.cart, { id: 'cart', input: { code: context.cartCode } } as never);
      return {};
    }),
    forgetAuthRequest: assign({ pendingAuth: null }),
    openAuth: sendTo('auth', (_, params: { request: ShopAuthRequest }) => params.request),
    refreshCart: sendTo('cart', { type: 'cart.refresh' }),
    /** The server emptied the cart and counted the code's use: the code is done with. */
    forgetCartCode: sendTo('cart', { type: 'coupon.remove' }),
    /** The saved addresses' distances are from the customer's outlet: a new one needs them read again. */
    readProfileAgain: raise({ type: 'profile.refresh' }),
  },
}).createMachine({
  id: 'shop',
  description: "The shop's long-lived actors and what one tells the others.",
  type: 'parallel',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    orderType: input.orderType,
    cartCode: input.cartCode,
    outlet: null,
    serverOutletId: input.outletId,
    profile: null,
    profileError: null,
    pendingAuth: null,
  }),
  invoke: [
    {
      id: 'location',
      systemId: 'location',
      src: 'location',
      // The header's default (take_out) counts as chosen, so the panel opens on the variant the header shows.
      input: ({ context }) => ({ orderType: browserOrderType(context) }),
    },
    { id: 'orderType', systemId: 'orderType', src: 'orderType', input: ({ context }) => context },
    { id: 'dishSearch', systemId: 'dishSearch', src: 'dishSearch' },
  ],
  states: {
    outlet: {
      description: 'The outlet the location actor settles on limits the order types; the server hears of a new one.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'location.settled': outletSettled,
            'profile.read': {
              guard: 'serverHoldsAnotherOutlet',
              target: 'saving',
              reenter: true,
              description:
                "The server holds another outlet (another device's): the header's, which the cart must be priced for, is saved",
            },
          },
        },
        saving: {
          description:
            "Tells the server the customer's outlet; the cart is then priced against it, and the saved addresses' distances are read again.",
          entry: 'noteServerOutlet',
          on: { 'location.settled': outletSettled },
          invoke: {
            id: 'saveOutlet',
            src: 'saveOutlet',
            input: ({ context }) => ({ outlet: required(context.outlet, 'the outlet') }),
            ...pricedAgainOrLogged,
            onDone: [
              { guard: 'cartRunning', target: 'idle', actions: ['refreshCart', 'readProfileAgain'] },
              { target: 'idle', actions: 'readProfileAgain' },
            ],
          },
        },
      },
    },
    orderType: {
      description: 'A new order type picks the location panel’s variant; the server hears of it.',
      initial: 'idle',
      on: {
        'orderType.wanted': {
          description: 'The nearest take-away outlet was chosen instead: the order type is switched to it',
          actions: { type: 'tellOrderTypeTheChoice', params: ({ event }) => event },
        },
        'profile.read': {
          guard: 'serverHoldsAnotherOrderType',
          target: '.saving',
          reenter: true,
          description:
            "The server holds another order type (the account's before signing in here, or another device's): the browser's, which the header shows and the cart is priced for, is saved",
        },
      },
      states: {
        idle: {
          on: {
            'orderType.changed': [
              orderTypeToServer,
              {
                guard: { type: 'orderTypeIsNew', params: ({ event }) => event },
                description: "A visitor's: kept in the browser",
                actions: [
                  { type: 'adoptOrderType', params: ({ event }) => event },
                  { type: 'tellLocationTheOrderType', params: ({ event }) => event },
                ],
              },
            ],
          },
        },
        saving: {
          description: "Tells the server the customer's order type; the cart's delivery charge and offers follow it.",
          on: { 'orderType.changed': orderTypeToServer },
          invoke: {
            id: 'saveOrderType',
            src: 'saveOrderType',
            input: ({ context }) => ({ orderType: browserOrderType(context) }),
            ...pricedAgainOrLogged,
          },
        },
      },
    },
    account: {
      description: "A signed-in customer's profile: the header's name, the wallet and the saved addresses.",
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'signedIn', target: 'customer' }, { target: 'visitor' }] },
        visitor: {},
        customer: {
          initial: 'loading',
          on: {
            'profile.saved': { actions: { type: 'adoptProfile', params: ({ event }) => event } },
            'addresses.saved': { actions: { type: 'adoptAddresses', params: ({ event }) => event } },
            'profile.refresh': { target: '.loading', description: 'A top-up, or a new outlet: read again' },
            'order.placed': { target: '.loading', description: 'An order paid from the wallet changed it' },
          },
          states: {
            loading: {
              invoke: {
                id: 'loadProfile',
                src: 'loadProfile',
                onDone: {
                  target: 'ready',
                  actions: [
                    { type: 'adoptProfile', params: ({ event }) => ({ profile: event.output }) },
                    raise({ type: 'profile.read' }),
                  ],
                },
                onError: {
                  target: 'failed',
                  description: "An expired session, the server or the network: the header stays on 'My Account'",
                  actions: [
                    { type: 'logFailure', params: ({ event }) => event },
                    { type: 'keepProfileError', params: ({ event }) => event },
                  ],
                },
              },
            },
            ready: {},
            failed: {
              description:
                'The profile could not be read; the one in hand, if any, stays. Without one the account’s pages say why: an expired session asks to sign in again, anything else offers Try again.',
              on: {
                'profile.retry': { target: 'loading', description: "The customer's Try again: read again" },
              },
            },
          },
        },
      },
    },
    flows: {
      description: 'Sign-in, add-to-cart and cart: their code loads when the customer first needs one.',
      initial: 'dormant',
      states: {
        dormant: {
          on: {
            'flows.wanted': 'loading',
            'auth.open': {
              target: 'loading',
              actions: { type: 'rememberAuthRequest', params: ({ event }) => ({ request: event }) },
            },
            'account.open': {
              target: 'loading',
              actions: { type: 'rememberAuthRequest', params: ({ event }) => ({ request: event }) },
            },
          },
        },
        loading: {
          on: {
            'auth.open': { actions: { type: 'rememberAuthRequest', params: ({ event }) => ({ request: event }) } },
            'account.open': { actions: { type: 'rememberAuthRequest', params: ({ event }) => ({ request: event }) } },
          },
          invoke: {
            id: 'loadFlows',
            src: 'loadFlows',
            onDone: [
              {
                guard: 'authRequested',
                target: 'running',
                description: 'Started, and the panel asked for meanwhile opened',
                actions: [
                  { type: 'startFlows', params: ({ event }) => ({ flows: event.output }) },
                  {
                    type: 'openAuth',
                    params: ({ context }) => ({ request: required(context.pendingAuth, 'the panel asked for') }),
                  },
                  'forgetAuthRequest',
                ],
              },
              { target: 'running', actions: { type: 'startFlows', params: ({ event }) => ({ flows: event.output }) } },
            ],
            onError: {
              target: 'dormant',
              description: 'The code could not load (offline): the next wish tries again',
              actions: { type: 'logFailure', params: ({ event }) => event },
            },
          },
        },
        running: {
          on: {
            'auth.open': { actions: { type: 'openAuth', params: ({ event }) => ({ request: event }) } },
            'account.open': { actions: { type: 'openAuth', params: ({ event }) => ({ request: event }) } },
            'addToCart.signInNeeded': {
              description: "A visitor's ADD: 'Please Login first' and the login panel",
              actions: ['refuseVisitor', { type: 'openAuth', params: { request: { type: 'auth.open' } } }],
            },
            'cart.changed': { guard: 'cartRunning', actions: 'refreshCart' },
            'order.placed': { guard: 'cartRunning', actions: 'forgetCartCode' },
          },
        },
      },
    },
  },
});

import { and, assign, setup } from 'xstate';
import { DEFAULT_ORDER_TYPE, type OrderType } from '../../contract/constants.ts';
import type { Outlet } from '../../contract/outlet.ts';
import { orderTypeSwitched } from '../../contract/outletMessages.ts';
import { appActions } from '../shared/notProvided.ts';
import { offersDelivery, offersOrderType, offersPickup } from '../shared/outletOffers.ts';
import { required } from '../shared/required.ts';
import type { OrderTypeActionParams, OrderTypeContext, OrderTypeEvent, OrderTypeInput } from './orderType.types.ts';

const ID = 'orderType';

type Chosen = { event: { orderType: OrderType } };

/** The customer's choice: the order type is adopted, saved and announced to the shop. */
const adoptStoreAndAnnounce = [
  { type: 'adoptOrderType', params: ({ event }: Chosen) => ({ orderType: event.orderType }) },
  { type: 'storeOrderType', params: ({ event }: Chosen) => ({ orderType: event.orderType }) },
  { type: 'announceOrderType', params: ({ event }: Chosen) => ({ orderType: event.orderType }) },
] as const;

/** The only order type the outlet in hand offers becomes the customer's, with a note saying so. */
const switchTo = (orderType: OrderType) =>
  [
    { type: 'adoptOrderType', params: { orderType } },
    { type: 'storeOrderType', params: { orderType } },
    { type: 'announceOrderType', params: { orderType } },
    {
      type: 'toastNotice',
      params: ({ context }: { context: OrderTypeContext }) => ({
        message: orderTypeSwitched(required(context.outlet, 'the outlet').name, orderType),
      }),
    },
  ] as const;

/**
 * The outlet offers only `offered`, though the customer had chosen the other: on to `target`, switched. Its call
 * writes the description out beside it, where the shop's build leaves it out (scripts/lib/machineDescriptions.ts).
 */
const switchedTo = (offered: OrderType, chosen: OrderType, target: string) =>
  ({
    guard: and([
      { type: 'offersOnly', params: { orderType: offered } } as const,
      { type: 'chosen', params: { orderType: chosen } } as const,
    ]),
    target,
    actions: switchTo(offered),
  }) as const;

/**
 * The Delivery / Take Away switch (spec section 4 "Order type"). Both may always be chosen: one the outlet
 * does not offer sends the location looking for an outlet that does. The order type never changes
 * without the customer's choice or a note saying why.
 */
export const orderTypeMachine = setup({
  types: {
    context: {} as OrderTypeContext,
    events: {} as OrderTypeEvent,
    input: {} as OrderTypeInput,
  },
  guards: {
    /** Before an outlet is known both are offered: the location panel follows the choice. */
    offered: ({ context }, params: { orderType: OrderType }) =>
      context.outlet === null || offersOrderType(context.outlet, params.orderType),
    offersNeither: ({ context }) =>
      context.outlet !== null && !offersDelivery(context.outlet) && !offersPickup(context.outlet),
    offersOnly: ({ context }, params: { orderType: OrderType }) =>
      context.outlet !== null &&
      offersOrderType(context.outlet, params.orderType) &&
      !offersOrderType(context.outlet, params.orderType === 'delivery' ? 'take_out' : 'delivery'),
    chosen: ({ context }, params: { orderType: OrderType }) => context.orderType === params.orderType,
  },
  actions: {
    ...appActions<OrderTypeActionParams>(ID, [
      'storeOrderType',
      'clearStoredOutlet',
      'announceOrderType',
      'toastNotice',
    ]),
    adoptOrderType: assign((_, params: { orderType: OrderType }) => ({ orderType: params.orderType })),
    adoptOutlet: assign((_, params: { outlet: Outlet | null }) => ({ outlet: params.outlet })),
  },
}).createMachine({
  id: 'orderType',
  description: 'Delivery or Take Away: what the customer chose, and what the chosen outlet offers.',
  context: ({ input }) => ({ orderType: input.orderType ?? DEFAULT_ORDER_TYPE, outlet: null }),
  initial: 'sorting',
  on: {
    'outlet.changed': { target: '.sorting', actions: { type: 'adoptOutlet', params: ({ event }) => event } },
    'orderType.change': [
      {
        guard: { type: 'offered', params: ({ event }) => event },
        target: '.sorting',
        description: 'An order type the outlet offers; the choice is saved',
        actions: adoptStoreAndAnnounce,
      },
      {
        target: '.awaitingOutlet',
        description: 'One the outlet does not offer: saved, and the location looks for an outlet that offers it',
        actions: adoptStoreAndAnnounce,
      },
    ],
  },
  states: {
    sorting: {
      description: 'Looks at what the outlet offers.',
      always: [
        { guard: 'offersNeither', target: 'noneOffered', actions: 'clearStoredOutlet' },
        {
          ...switchedTo('delivery', 'take_out', 'deliveryOnly'),
          description: 'Take Away was chosen: switched to Delivery, with a note',
        },
        { guard: { type: 'offersOnly', params: { orderType: 'delivery' } }, target: 'deliveryOnly' },
        {
          ...switchedTo('take_out', 'delivery', 'takeAwayOnly'),
          description: 'Delivery was chosen: switched to Take Away, with a note',
        },
        { guard: { type: 'offersOnly', params: { orderType: 'take_out' } }, target: 'takeAwayOnly' },
        { target: 'bothOffered' },
      ],
    },
    bothOffered: { description: 'The outlet offers Delivery and Take Away (or no outlet is known yet).' },
    deliveryOnly: { description: 'The outlet offers delivery only, the order type.' },
    takeAwayOnly: { description: 'The outlet offers take away only, the order type.' },
    awaitingOutlet: {
      description:
        'The customer chose an order type the outlet does not offer: the location looks for an outlet that does, or says why none does.',
    },
    noneOffered: {
      description: 'The outlet offers neither: the saved location was cleared so that another outlet is chosen.',
    },
  },
});

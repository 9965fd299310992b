import { assign, setup } from 'xstate';
import { DEFAULT_ORDER_TYPE, type OrderType } from '../../contract/constants.ts';
import type { Outlet } from '../../contract/outlet.ts';
import { appAction } from '../shared/notProvided.ts';
import { offersDelivery, offersPickup } from '../shared/outletOffers.ts';
import type { OrderTypeActionParams, OrderTypeContext, OrderTypeEvent, OrderTypeInput } from './orderType.types.ts';

const ID = 'orderType';

function offers(outlet: Outlet, orderType: OrderType): boolean {
  return orderType === 'delivery' ? offersDelivery(outlet) : offersPickup(outlet);
}

/**
 * The Delivery / Take Away switch (spec section 4 "Order type"). The UI asks
 * `snapshot.can({ type: 'orderType.change', orderType })` to know whether a choice is offered.
 */
export const orderTypeMachine = setup({
  types: {
    context: {} as OrderTypeContext,
    events: {} as OrderTypeEvent,
    input: {} as OrderTypeInput,
  },
  guards: {
    /** Before an outlet is known both may be chosen: the location panel follows the choice. */
    offered: ({ context }, params: { orderType: OrderType }) =>
      context.outlet === null || offers(context.outlet, params.orderType),
    offersNeither: ({ context }) =>
      context.outlet !== null && !offersDelivery(context.outlet) && !offersPickup(context.outlet),
    offersDeliveryOnly: ({ context }) =>
      context.outlet !== null && offersDelivery(context.outlet) && !offersPickup(context.outlet),
    offersTakeAwayOnly: ({ context }) =>
      context.outlet !== null && !offersDelivery(context.outlet) && offersPickup(context.outlet),
  },
  actions: {
    storeOrderType: appAction<OrderTypeActionParams['storeOrderType']>(ID, 'storeOrderType'),
    clearStoredOutlet: appAction<OrderTypeActionParams['clearStoredOutlet']>(ID, 'clearStoredOutlet'),
    announceOrderType: appAction<OrderTypeActionParams['announceOrderType']>(ID, 'announceOrderType'),
    adoptOrderType: assign((_, params: { orderType: OrderType }) => ({ orderType: params.orderType })),
    adoptOutlet: assign((_, params: { outlet: Outlet | null }) => ({ outlet: params.outlet })),
  },
}).createMachine({
  id: 'orderType',
  description: 'Delivery or Take Away, limited to what the chosen outlet offers.',
  context: ({ input }) => ({ orderType: input.orderType ?? DEFAULT_ORDER_TYPE, outlet: null }),
  initial: 'sorting',
  on: {
    'outlet.changed': { target: '.sorting', actions: { type: 'adoptOutlet', params: ({ event }) => event } },
    'orderType.change': {
      guard: { type: 'offered', params: ({ event }) => event },
      description: 'Only an order type the outlet offers; the choice is saved',
      actions: [
        { type: 'adoptOrderType', params: ({ event }) => event },
        { type: 'storeOrderType', params: ({ event }) => ({ orderType: event.orderType }) },
        { type: 'announceOrderType', params: ({ event }) => ({ orderType: event.orderType }) },
      ],
    },
  },
  states: {
    sorting: {
      description: 'Looks at what the outlet offers.',
      always: [
        { guard: 'offersNeither', target: 'noneOffered', actions: 'clearStoredOutlet' },
        {
          guard: 'offersDeliveryOnly',
          target: 'deliveryOnly',
          actions: [
            { type: 'adoptOrderType', params: { orderType: 'delivery' } },
            { type: 'storeOrderType', params: { orderType: 'delivery' } },
            { type: 'announceOrderType', params: { orderType: 'delivery' } },
          ],
        },
        {
          guard: 'offersTakeAwayOnly',
          target: 'takeAwayOnly',
          actions: [
            { type: 'adoptOrderType', params: { orderType: 'take_out' } },
            { type: 'storeOrderType', params: { orderType: 'take_out' } },
            { type: 'announceOrderType', params: { orderType: 'take_out' } },
          ],
        },
        { target: 'bothOffered' },
      ],
    },
    bothOffered: { description: 'Delivery and Take Away may both be chosen (also while no outlet is known).' },
    deliveryOnly: {
      description: 'The outlet offers delivery only: the order type was switched to it; Take Away is refused.',
    },
    takeAwayOnly: {
      description: 'The outlet offers take away only: the order type was switched to it; Delivery is refused.',
    },
    noneOffered: {
      description: 'The outlet offers neither: the saved location was cleared so that another outlet is chosen.',
    },
  },
});

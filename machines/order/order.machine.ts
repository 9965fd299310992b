import { and, setup } from 'xstate';
import type { OrderContext, OrderEvent, OrderInput } from './order.types.ts';

/**
 * The life of one order, for delivery and for take-away. The outlet (its staff or its point of sale, or
 * the shop itself) accepts or rejects a placed order, prepares it, and hands it over: a delivery goes out
 * with a rider and is then delivered; a take-away order is made ready at the counter and then collected
 * (which counts as delivered). Cash is settled last. The customer may cancel only until the outlet accepts; the outlet
 * may cancel until the food leaves the kitchen. The state names are the statuses the server stores.
 */
export const orderMachine = setup({
  types: {} as { context: OrderContext; input: OrderInput; events: OrderEvent },
  guards: {
    byOutlet: ({ event }) => event.by !== 'customer',
    isDelivery: ({ context }) => context.orderType === 'delivery',
    isTakeAway: ({ context }) => context.orderType === 'take_out',
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({ orderType: input.orderType }),
  initial: 'placed',
  states: {
    placed: {
      description: 'Waiting for the outlet to accept or reject it; the customer may still cancel.',
      on: {
        'order.accept': { target: 'accepted', guard: 'byOutlet' },
        'order.reject': { target: 'rejected', guard: 'byOutlet' },
        'order.cancel': { target: 'cancelled' },
      },
    },
    accepted: {
      description: 'The outlet has taken it and told the customer when it will be ready.',
      on: {
        'order.startPreparing': { target: 'preparing', guard: 'byOutlet' },
        'order.reject': { target: 'rejected', guard: 'byOutlet' },
        'order.cancel': { target: 'cancelled', guard: 'byOutlet' },
      },
    },
    preparing: {
      description: 'In the kitchen.',
      on: {
        'order.dispatch': { target: 'dispatched', guard: and(['byOutlet', 'isDelivery']) },
        'order.markReady': { target: 'ready', guard: and(['byOutlet', 'isTakeAway']) },
        'order.cancel': { target: 'cancelled', guard: 'byOutlet' },
      },
    },
    dispatched: {
      description: 'Out for delivery with a rider.',
      on: { 'order.handOver': { target: 'delivered', guard: 'byOutlet' } },
    },
    ready: {
      description: 'Take-away: packed and waiting at the counter for the customer.',
      on: { 'order.handOver': { target: 'delivered', guard: 'byOutlet' } },
    },
    delivered: {
      description: 'Delivered to the door, or collected at the counter for take-away.',
      on: { 'order.settle': { target: 'settled', guard: 'byOutlet' } },
    },
    settled: { type: 'final', description: 'Paid and closed in the outlet’s books.' },
    rejected: { type: 'final', description: 'Refused by the outlet; a paid order’s amount goes to the wallet.' },
    cancelled: { type: 'final', description: 'Called off; a paid order’s amount goes to the wallet.' },
  },
});

import * as v from 'valibot';
import * as MESSAGES from '../../../contract/messages.ts';
import { OrderListSchema, PlacedOrderSchema, ReorderReplySchema } from '../../../contract/order.ts';
import { OrderMovedSchema } from '../../../contract/staff.ts';
import { operationsOf } from '../operation.ts';
import { refusal } from '../replies.ts';
import { EVENT_STREAM, eventStreamResponses, TOKEN_IN_QUERY } from './liveEvents.ts';
import { OUTLET_REFUSALS } from './refusals.ts';
import { notFound, PLACEMENT, placementRefusals } from './sharedCalls.ts';

export const orderOperations = operationsOf('Orders', {
  validateBranch: {
    summary: 'Whether the outlet can take an order of this type now',
    data: v.null(),
    refusals: { 404: [MESSAGES.outletNotFound], 409: OUTLET_REFUSALS },
  },
  cashOnDelivery: {
    summary: 'Place the cart as a cash-on-delivery order',
    description: PLACEMENT,
    data: PlacedOrderSchema,
    msg: [MESSAGES.orderPlaced],
    refusals: placementRefusals(MESSAGES.codNotAllowed),
  },
  all: { summary: "The customer's orders, newest first", data: OrderListSchema },
  one: {
    summary: "One of the customer's orders, in a list of one",
    description: 'A payment still waiting is asked about first, so a waiting page moves on once the gateway knows.',
    data: OrderListSchema,
    refusals: notFound(MESSAGES.orderNotFound),
  },
  reorder: {
    summary: "Order again: a past order's dishes into the cart",
    description:
      'Each dish with its Jain choice and add-ons (matched by name among those it offers today) is added as adding it ' +
      "would: at today's prices, to the line with the same choices, at most 50 a line. A dish taken off the menu, sold " +
      'out at the outlet, with an add-on no longer offered, or whose line would pass 50 is left out and named in `unavailable`.',
    data: ReorderReplySchema,
    msg: [MESSAGES.addedToCart, MESSAGES.reorderedExcept(['{dishes}'])],
    refusals: { 404: [MESSAGES.orderNotFound, MESSAGES.outletNotFound], 409: [MESSAGES.outletNotTakingOrders] },
  },
  cancel: {
    summary: "Cancel one of the customer's orders, while the outlet has not accepted it",
    description: 'A paid order is refunded to the wallet; the customer is texted.',
    data: OrderMovedSchema,
    msg: [MESSAGES.orderCancelled],
    refusals: {
      404: [MESSAGES.orderNotFound],
      409: [
        MESSAGES.orderNotCancellable('accepted'),
        MESSAGES.orderNotCancellable('rejected'),
        MESSAGES.orderNotCancellable('cancelled'),
      ],
    },
  },
  events: {
    summary: "The live events of one of the customer's orders",
    description: EVENT_STREAM,
    parameters: TOKEN_IN_QUERY,
    responses: eventStreamResponses(refusal('Not found', [MESSAGES.orderNotFound])),
  },
});

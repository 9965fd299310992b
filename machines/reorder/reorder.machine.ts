import { assign, setup } from 'xstate';
import { refusalSaid, reportFailure, serverRefused } from '../shared/failure.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import { required } from '../shared/required.ts';
import type { ReorderActionParams, ReorderActorIO, ReorderContext, ReorderEvent } from './reorder.types.ts';

const ID = 'reorder';

/**
 * 'Order again' (issue 16): a past order's dishes, Jain and add-ons kept, go into the cart at the
 * customer's outlet at today's prices; then the cart opens and a toast says how many went in and which
 * are not available. One at a time: the button waits while one is being added.
 */
export const reorderMachine = setup({
  types: {
    context: {} as ReorderContext,
    events: {} as ReorderEvent,
    tags: {} as 'loading',
  },
  actors: appActors<ReorderActorIO>(ID, ['reorder']),
  guards: {
    outletChosen: (_, params: { storeId: string | null }) => params.storeId !== null,
    serverRefused,
  },
  actions: {
    ...appActions<ReorderActionParams>(ID, ['openCart', 'notifyRefusal', 'logFailure']),
    remember: assign((_, params: { orderId: string; storeId: string | null }) => params),
    forget: assign({ orderId: null, storeId: null }),
  },
}).createMachine({
  id: 'reorder',
  description: "A past order's dishes into the cart again, then the cart.",
  context: { orderId: null, storeId: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'reorder.start': {
          guard: { type: 'outletChosen', params: ({ event }) => event },
          target: 'adding',
          description: 'Only once the customer has an outlet: the dishes are checked there',
          actions: { type: 'remember', params: ({ event }) => event },
        },
      },
    },
    adding: {
      description: 'The server puts the dishes it still sells into the cart.',
      tags: ['loading'],
      invoke: {
        id: 'reorder',
        src: 'reorder',
        input: ({ context }) => ({
          orderId: required(context.orderId, 'the order'),
          storeId: required(context.storeId, 'the outlet'),
        }),
        onDone: {
          target: 'idle',
          description: 'The cart opens; a toast says what was added and what was not',
          actions: [{ type: 'openCart', params: ({ event }) => event.output }, 'forget'],
        },
        onError: reportFailure({
          target: 'idle',
          show: [{ type: 'notifyRefusal', params: refusalSaid }, 'forget'],
          failed: 'A network failure: logged, and a generic message',
        }),
      },
    },
  },
});

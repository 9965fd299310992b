import { assign, setup } from 'xstate';
import type { Order, OrderStatus } from '../../contract/order.ts';
import { doublingWait, reconnectDelay, reconnecting } from '../shared/backoff.ts';
import { failedWith, LOG_FAILURE, refusalMessage, reportFailure, serverRefused } from '../shared/failure.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import { NOTE_VISIBILITY, pageHidden, pageShown } from '../shared/pageVisibility.ts';
import type {
  OrderTrackingActionParams,
  OrderTrackingActorIO,
  OrderTrackingContext,
  OrderTrackingEvent,
  OrderTrackingInput,
} from './orderTracking.types.ts';

const ID = 'orderTracking';

/** Statuses after which nothing more happens to an order: the page stops listening. */
const OVER: readonly OrderStatus[] = ['settled', 'rejected', 'cancelled'];
export const isOrderOver = (order: Order) => OVER.includes(order.order_status);
/** A past order, which 'Order again' is offered on: handed over, or over. */
export const isPastOrder = (order: Order) => isOrderOver(order) || order.order_status === 'delivered';

/** The first retry of a failed re-read waits this long; each next one twice as long. */
export const REREAD_FIRST_MS = 1000;
/** No wait between retries of a re-read is longer than this. */
export const REREAD_MAX_MS = 30_000;

/** How long the page waits before reading the order again after `failures` failed re-reads in a row (1 or more). */
export const rereadDelay = (failures: number): number => doublingWait(REREAD_FIRST_MS, REREAD_MAX_MS)(failures - 1);

type ReadAnswer = { output: Order | null };
type Failure = { error: unknown };

/** What a read of the order leads to, once the page shows one: another wait, the end, or home. */
const readAnswered = (stillOpen: string) =>
  [
    {
      guard: { type: 'orderMissing', params: ({ event }: { event: ReadAnswer }) => event },
      target: '#orderTracking.notFound',
      description: 'No such order (not this customer’s): home',
      actions: 'goHome',
    },
    {
      guard: { type: 'orderOver', params: ({ event }: { event: ReadAnswer }) => event },
      target: '#orderTracking.over',
      description: 'Settled, rejected or cancelled: nothing more will happen, so the page stops listening',
      actions: { type: 'keepOrder', params: ({ event }: { event: ReadAnswer }) => event },
    },
    {
      target: stillOpen,
      actions: { type: 'keepOrder', params: ({ event }: { event: ReadAnswer }) => event },
    },
  ] as const;

/**
 * The customer's order page (issue 16): the order is read, then followed live. The server's event stream
 * says when the order moved and each event reads it again; a dropped stream reconnects after 1, 2, 4…
 * up to 30 s and reads the order again once open, since moves may have been missed meanwhile. A re-read that
 * fails (the device went offline while the stream held) keeps the order shown and is tried again after 1, 2,
 * 4… up to 30 s, and at once when the device is back online (which also ends a reconnection's wait). A hidden page
closes the stream, and opens it again, reading the order, once shown. Once the
 * order is settled, rejected or cancelled the stream is closed. Until the outlet accepts, the customer
 * may cancel, with an optional reason (the stream pauses while the dialog is open, and reads again once
 * back); a refusal (the outlet accepted meanwhile) shows the server's msg and reads the order again.
 */
export const orderTrackingMachine = setup({
  types: {
    context: {} as OrderTrackingContext,
    events: {} as OrderTrackingEvent,
    input: {} as OrderTrackingInput,
    tags: {} as 'loading' | 'error',
  },
  actors: appActors<OrderTrackingActorIO>(ID, ['readOrder', 'cancelOrder', 'orderEvents']),
  delays: {
    reconnectBackoff: ({ context }) => reconnectDelay(context.drops),
    rereadBackoff: ({ context }) => rereadDelay(context.readFailures),
  },
  guards: {
    orderMissing: (_, params: ReadAnswer) => params.output === null,
    orderOver: (_, params: ReadAnswer) => params.output !== null && isOrderOver(params.output),
    cancellable: ({ context }) => context.order?.cancellable === true,
    backOnline: (_, params: { online: boolean }) => params.online,
    serverRefused,
    pageVisible: ({ context }) => context.visible,
    pageShown,
    pageHidden,
  },
  actions: {
    ...appActions<OrderTrackingActionParams>(ID, ['goHome', 'logFailure']),
    keepOrder: assign((_, params: ReadAnswer) => ({ order: params.output, error: null, readFailures: 0 })),
    showFailure: assign((_, params: Failure) => ({ error: refusalMessage(params.error) })),
    clearError: assign({ error: null }),
    countDrop: assign(({ context }) => ({ drops: context.drops + 1 })),
    resetDrops: assign({ drops: 0 }),
    countReadFailure: assign(({ context }) => ({ readFailures: context.readFailures + 1 })),
    startCancel: assign({ cancelReason: '', cancelError: null }),
    setCancelReason: assign((_, params: { reason: string }) => ({ cancelReason: params.reason, cancelError: null })),
    showCancelFailure: assign((_, params: Failure) => ({ cancelError: refusalMessage(params.error) })),
    noteVisibility: assign((_, params: { visible: boolean }) => ({ visible: params.visible })),
  },
}).createMachine({
  id: 'orderTracking',
  description: 'The order page: the order read, then followed live until it is over; cancel until the outlet accepts.',
  context: ({ input }) => ({
    orderId: input.orderId,
    order: null,
    error: null,
    drops: 0,
    readFailures: 0,
    cancelReason: '',
    cancelError: null,
    visible: input.visible,
  }),
  initial: 'loading',
  on: { 'visibility.changed': { actions: NOTE_VISIBILITY, description: 'Noted' } },
  states: {
    loading: {
      description: 'The first read of the order: the page keeps its skeleton meanwhile.',
      tags: ['loading'],
      invoke: {
        id: 'readOrder',
        src: 'readOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: readAnswered('tracking'),
        onError: reportFailure({ target: 'loadFailed', show: [{ type: 'showFailure', params: failedWith }] }),
      },
    },
    loadFailed: {
      description: "The order could not be read: the server's msg (or a generic one), and a retry.",
      tags: ['error'],
      on: { 'order.retry': { target: 'loading', actions: 'clearError', description: 'Read it again' } },
    },
    tracking: {
      description:
        'An open order, followed through its event stream; Cancel order while the outlet has not accepted it.',
      on: {
        'cancel.open': {
          guard: 'cancellable',
          target: 'confirmingCancel',
          actions: 'startCancel',
          description: 'Only until the outlet accepts (the server says so); the stream pauses meanwhile',
        },
        'visibility.changed': {
          guard: { type: 'pageHidden', params: ({ event }) => event },
          target: '.resting',
          actions: NOTE_VISIBILITY,
          description: 'The page was hidden: the stream is closed',
        },
      },
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'pageVisible', target: 'open' }, { target: 'resting' }],
        },
        open: {
          description: "The order's event stream is connected (or connecting).",
          invoke: {
            id: 'orderEvents',
            src: 'orderEvents',
            // The stream's news come back as events of this machine.
            input: ({ context, self }) => ({ orderId: context.orderId, listener: self }),
            onDone: {
              target: 'waiting',
              actions: 'countDrop',
              description: 'The server ended the stream; a read under way is dropped too, as reconnecting reads again',
            },
            onError: { target: 'waiting', actions: 'countDrop', description: 'The stream broke' },
          },
          initial: 'connecting',
          states: {
            connecting: {
              on: {
                'live.opened': {
                  target: 'reading',
                  actions: 'resetDrops',
                  description: 'Connected: read the order, as moves may have been missed meanwhile',
                },
              },
            },
            listening: {
              description: 'Each event reads the order again.',
              on: { 'live.changed': { target: 'reading', description: 'The order moved' } },
            },
            reading: {
              description: 'Reads the order again; the page shows the last one meanwhile.',
              invoke: {
                id: 'rereadOrder',
                src: 'readOrder',
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: readAnswered('listening'),
                onError: {
                  target: 'rereadFailed',
                  description: 'Logged: the page keeps the order it shows, and reads it again shortly',
                  actions: [LOG_FAILURE, 'countReadFailure'],
                },
              },
              on: {
                'live.changed': { target: 'reading', reenter: true, description: 'Moved again: the newest read wins' },
              },
            },
            rereadFailed: {
              description:
                'The re-read failed (offline while the stream held, or no answer): the page keeps the last order and reads it again after 1 s, then 2, 4… at most 30 s.',
              after: { rereadBackoff: { target: 'reading', description: 'Read it again' } },
              on: {
                'live.changed': { target: 'reading', description: 'The order moved: read it now' },
                'connection.changed': {
                  guard: { type: 'backOnline', params: ({ event }) => event },
                  target: 'reading',
                  description: 'The device is back online: read it now',
                },
              },
            },
          },
        },
        waiting: reconnecting('open'),
        resting: {
          description:
            "The page is hidden (another tab, the phone locked): no stream, so a page left in the background holds none of the server's connections.",
          on: {
            'visibility.changed': {
              guard: { type: 'pageShown', params: ({ event }) => event },
              target: 'open',
              actions: NOTE_VISIBILITY,
              description: 'Shown again: connects, and reads the order once connected',
            },
          },
        },
      },
    },
    confirmingCancel: {
      description: 'The confirm dialog, with an optional reason. Closing it reconnects and reads the order.',
      on: {
        'cancel.reasonChange': { actions: { type: 'setCancelReason', params: ({ event }) => event } },
        'cancel.dismiss': 'tracking',
        'cancel.confirm': 'cancelling',
      },
    },
    cancelling: {
      description: 'Cancels the order, then reads it as the cancel left it.',
      tags: ['loading'],
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.orderId, reason: context.cancelReason }),
        onDone: readAnswered('tracking'),
        onError: reportFailure({
          target: 'refreshing',
          failedTarget: 'confirmingCancel',
          show: [{ type: 'showCancelFailure', params: failedWith }],
          refused: "Refused (the outlet accepted meanwhile): the server's msg, and the order read again",
          failed: 'A network failure: logged, a generic message, and the dialog stays to retry',
        }),
      },
    },
    refreshing: {
      description: 'Reads the order after a refused cancel: it has moved, and the page shows where.',
      invoke: {
        id: 'refreshOrder',
        src: 'readOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: readAnswered('tracking'),
        onError: {
          target: 'tracking',
          description: 'Logged: the stream reads it once connected',
          actions: LOG_FAILURE,
        },
      },
    },
    over: {
      type: 'final',
      description: 'Settled, rejected or cancelled: the page shows it and listens no more.',
    },
    notFound: {
      type: 'final',
      description: 'No order by that id: the app has sent the customer home.',
    },
  },
});

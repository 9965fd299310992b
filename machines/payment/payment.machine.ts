import { assign, setup } from 'xstate';
import type { Order } from '../../contract/order.ts';
import { type PaymentOutcome, paymentOutcome, type TopUp } from '../../contract/payment.ts';
import { doublingWait } from '../shared/backoff.ts';
import { failedWith, failureAsError, reportFailure, serverRefused } from '../shared/failure.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import { required } from '../shared/required.ts';
import type {
  PaymentActionParams,
  PaymentActorIO,
  PaymentContext,
  PaymentEvent,
  PaymentInput,
} from './payment.types.ts';

const ID = 'payment';

/** The waiting page's first re-read of a pending payment, after this long; each next one waits twice as long. */
export const RECHECK_FIRST_MS = 2000;
/** No wait between re-reads is longer than this. */
export const RECHECK_MAX_MS = 30_000;
/**
 * Automatic re-reads before the page stops and offers Check again: 2, 4, 8, 16, 30 and 30 s, so about
 * a minute and a half, longer than the gateway usually takes to confirm.
 */
export const RECHECK_LIMIT = 6;

/** How long the page waits before its next re-read, after `rechecksDone` of them. */
export const recheckDelay = doublingWait(RECHECK_FIRST_MS, RECHECK_MAX_MS);

const SHOW_FAILURE = [{ type: 'showFailure', params: failedWith }] as const;

/**
 * Online payment by card (issue 6; spec section 4, "Online payment and wallet top-up"), in two halves the
 * input chooses, because the page leaves the app in between:
 * - `start` (the order-now page): the server makes the gateway's form, the app posts it and the page
 *   leaves for the gateway; a refusal or a failure shows its message and offers a retry.
 * - `return` (the result pages the gateway sends the customer back to): the order is read and its
 *   payment status decides paid, failed or pending; a pending payment is read again after 2, 4, 8, 16 and
 *   30 s (then every 30 s) until it is paid or failed, and after 6 re-reads the page offers Check again.
 *   No order by that id sends the customer home.
 *
 * `Subject` is what the result pages read: an order (`paymentMachine`), or a wallet top-up, whose result
 * pages wait for its payment the same way; `statusOf` gives the gateway's word on its payment.
 */
export function paymentChart<Subject>(statusOf: (subject: Subject) => string) {
  type ReadAnswer = { output: Subject | null };
  const outcomeIs = (output: Subject | null, outcome: PaymentOutcome) =>
    output !== null && paymentOutcome(statusOf(output)) === outcome;
  /** The order (or top-up) as read: the page shows it. */
  const KEEP_ORDER = { type: 'keepOrder', params: ({ event }: { event: ReadAnswer }) => event } as const;

  return setup({
    types: {
      context: {} as PaymentContext<Subject>,
      events: {} as PaymentEvent,
      input: {} as PaymentInput,
      tags: {} as 'loading',
    },
    actors: appActors<PaymentActorIO<Subject>>(ID, ['createPayment', 'readOrder']),
    delays: {
      recheckBackoff: ({ context }) => recheckDelay(context.rechecks),
    },
    guards: {
      returnedFromGateway: ({ context }) => context.mode === 'return',
      orderMissing: (_, params: ReadAnswer) => params.output === null,
      paid: (_, params: ReadAnswer) => outcomeIs(params.output, 'paid'),
      pending: (_, params: ReadAnswer) => outcomeIs(params.output, 'pending'),
      pendingAfterLastRecheck: ({ context }, params: ReadAnswer) =>
        outcomeIs(params.output, 'pending') && context.rechecks >= RECHECK_LIMIT,
      serverRefused,
    },
    actions: {
      ...appActions<PaymentActionParams>(ID, ['postToGateway', 'goHome', 'logFailure']),
      keepOrder: assign((_, params: ReadAnswer) => ({ order: params.output, error: null })),
      countRecheck: assign(({ context }) => ({ rechecks: context.rechecks + 1 })),
      showFailure: assign(failureAsError),
      clearError: assign({ error: null }),
    },
  }).createMachine({
    id: 'payment',
    description:
      'Online payment: the gateway form is made and posted; back from the gateway, the order is read until it is paid or failed.',
    context: ({ input }) => ({
      mode: input.mode,
      source: input.mode === 'start' ? input.source : null,
      orderId: input.orderId,
      order: null,
      rechecks: 0,
      error: null,
    }),
    initial: 'opening',
    states: {
      opening: {
        description: 'Which half: a payment to start (the order-now page), or a result page back from the gateway.',
        always: [
          {
            guard: 'returnedFromGateway',
            target: 'verifying',
            description: 'A result page: read the order it names',
          },
          { target: 'creating', description: 'Proceed to pay: ask the server for the gateway form' },
        ],
      },
      creating: {
        description: "The server makes the gateway's form for the order, still waiting for its payment.",
        tags: ['loading'],
        invoke: {
          id: 'createPayment',
          src: 'createPayment',
          input: ({ context }) => ({
            source: required(context.source, 'the payment being started'),
            orderId: context.orderId,
          }),
          onDone: {
            target: 'redirecting',
            description: 'The app posts the form to the card gateway',
            actions: { type: 'postToGateway', params: ({ event }) => event.output },
          },
          onError: reportFailure({ target: 'creationFailed', show: SHOW_FAILURE }),
        },
      },
      creationFailed: {
        description: "The payment did not start: the server's msg (or a generic one), and a retry.",
        on: {
          'payment.retry': {
            target: 'creating',
            actions: 'clearError',
            description: 'Ask the server again',
          },
        },
      },
      redirecting: {
        type: 'final',
        description:
          'The form is posted: the page leaves for the card gateway, which sends the customer back to a result page.',
      },
      verifying: {
        description: 'Reads the order the result page names, and its payment status.',
        tags: ['loading'],
        invoke: {
          id: 'readOrder',
          src: 'readOrder',
          input: ({ context }) => ({ orderId: context.orderId }),
          onDone: [
            {
              guard: { type: 'orderMissing', params: ({ event }) => event },
              target: 'notFound',
              description: 'No such order: the customer is sent home',
              actions: 'goHome',
            },
            {
              guard: { type: 'paid', params: ({ event }) => event },
              target: 'paid',
              description: 'Success, Successful or Shipped',
              actions: KEEP_ORDER,
            },
            {
              guard: { type: 'pendingAfterLastRecheck', params: ({ event }) => event },
              target: 'stalled',
              description: 'Still pending after 6 re-reads (or on Check again): no more reading by itself',
              actions: KEEP_ORDER,
            },
            {
              guard: { type: 'pending', params: ({ event }) => event },
              target: 'pending',
              description: 'Pending, Initiated or Awaited: read again after a wait',
              actions: KEEP_ORDER,
            },
            {
              target: 'failed',
              description: 'Any other word: the payment failed',
              actions: KEEP_ORDER,
            },
          ],
          onError: reportFailure({ target: 'readFailed', show: SHOW_FAILURE }),
        },
      },
      pending: {
        description:
          "'Waiting for Payment Confirmation': the order is read again after 2 s, then 4, 8, 16 and 30 s, every wait at most 30 s.",
        after: {
          recheckBackoff: {
            target: 'verifying',
            actions: 'countRecheck',
            description: 'The wait is over: read the order again',
          },
        },
      },
      stalled: {
        description: "Still waiting after 6 re-reads: the page stops reading by itself and offers 'Check again'.",
        on: {
          'check.again': {
            target: 'verifying',
            description: 'Read the order once more; still pending comes straight back here',
          },
        },
      },
      readFailed: {
        description: "The order could not be read: the server's msg (or a generic one), and 'Check again'.",
        on: {
          'check.again': {
            target: 'verifying',
            actions: 'clearError',
            description: 'Read the order again',
          },
        },
      },
      paid: {
        type: 'final',
        description: 'Paid: the success page shows the order.',
      },
      failed: {
        type: 'final',
        description: "Not paid: 'Your Transaction {status}', and the order can be paid again from the order-now page.",
      },
      notFound: {
        type: 'final',
        description: 'No order by that id: the app has sent the customer home.',
      },
    },
  });
}

/** The order pages' payment: the order-now page's start, and the order's result pages reading the order. */
export const paymentMachine = paymentChart<Order>((order) => order.payment.status);

/** A wallet top-up's result pages reading the top-up, whose own status is the gateway's word. */
export const topUpPaymentMachine = paymentChart<TopUp>((topUp) => topUp.status);

import { assign, setup } from 'xstate';
import { failedWith, failureAsError, reportFailure, serverRefused } from '../shared/failure.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import { amountProblem, amountRupees } from './walletTopUp.rules.ts';
import type {
  WalletTopUpActionParams,
  WalletTopUpActorIO,
  WalletTopUpContext,
  WalletTopUpEvent,
} from './walletTopUp.types.ts';

const ID = 'walletTopUp';

/**
 * The Add Wallet panel (spec sections 2 "Header and panels", 4 and 5): the amount, ADD MONEY. The amount
 * is checked as the server checks it; the server then makes the gateway's form for the top-up and the
 * app posts it, leaving for the card gateway. A refusal shows the server's msg with the amount kept.
 */
export const walletTopUpMachine = setup({
  types: {
    context: {} as WalletTopUpContext,
    events: {} as WalletTopUpEvent,
    tags: {} as 'loading',
  },
  actors: appActors<WalletTopUpActorIO>(ID, ['createTopUp']),
  guards: {
    amountInvalid: ({ context }) => amountProblem(context.amount) !== null,
    serverRefused,
  },
  actions: {
    ...appActions<WalletTopUpActionParams>(ID, ['postToGateway', 'logFailure']),
    setAmount: assign((_, params: { amount: string }) => ({ amount: params.amount, error: null })),
    showAmountProblem: assign(({ context }) => ({ error: amountProblem(context.amount) })),
    showFailure: assign(failureAsError),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'walletTopUp',
  description: 'Add Wallet: the amount, ADD MONEY, then the card gateway.',
  context: { amount: '', error: null },
  initial: 'editing',
  on: {
    'topUp.cancel': {
      target: '.closed',
      description: 'Closing the panel; nothing is added',
    },
  },
  states: {
    editing: {
      description: 'The amount in rupees and ADD MONEY; a rule it breaks or why the top-up did not start.',
      on: {
        'amount.change': {
          description: 'The amount as typed, which takes away the last error; it is checked on ADD MONEY',
          actions: { type: 'setAmount', params: ({ event }) => event },
        },
        'topUp.submit': [
          {
            guard: 'amountInvalid',
            actions: 'showAmountProblem',
            description:
              "'please enter amount'; rupees with at most 2 decimals, more than 0; at most ₹10,000 at a time",
          },
          {
            target: 'creating',
            actions: 'clearError',
            description: "A valid amount: ask the server for the gateway's form",
          },
        ],
      },
    },
    creating: {
      description: "The server makes the gateway's form for the top-up; ADD MONEY is disabled meanwhile.",
      tags: ['loading'],
      invoke: {
        id: 'createTopUp',
        src: 'createTopUp',
        input: ({ context }) => ({ amountRupees: amountRupees(context.amount) }),
        onDone: {
          target: 'redirecting',
          description: 'The app posts the form to the card gateway',
          actions: { type: 'postToGateway', params: ({ event }) => event.output },
        },
        onError: reportFailure({
          target: 'editing',
          show: [{ type: 'showFailure', params: failedWith }],
          refused: "Refused: the server's msg, the amount kept",
          failed: 'A network failure: logged, a generic message, the amount kept',
        }),
      },
    },
    redirecting: {
      type: 'final',
      description:
        'The form is posted: the page leaves for the card gateway, which sends the customer back to /WalletsuccessPayment or /WalletpaymentFailed.',
    },
    closed: {
      type: 'final',
      description: 'The panel is closed; nothing is added.',
    },
  },
});

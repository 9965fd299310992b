import { assign, fromCallback, raise, setup } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import { orderAt } from '../order/order.selectors.ts';
import { checkedSubmit } from '../shared/checkedSubmit.ts';
import { failedWith, failureAsError, isServerRefusal, refusalMessage } from '../shared/failure.ts';
import { appActions, appActors, notProvided } from '../shared/notProvided.ts';
import { required } from '../shared/required.ts';
import { COUNTING_DOWN, resendDue, secondLess } from '../shared/resendCountdown.ts';
import {
  codeDigits,
  codeProblem,
  type DraftProblem,
  draftProblem,
  isAskedMove,
  mobileDigits,
  mobileProblem,
  movedSinceDraft,
  newlyPlaced,
  orderNumbers,
  orderOnBoard,
  outletOnBoard,
  requestOfDraft,
  statusOf,
  stillPlaced,
} from './console.rules.ts';
import type {
  ConsoleActionParams,
  ConsoleActorIO,
  ConsoleContext,
  ConsoleEvent,
  ConsoleInput,
  DraftField,
  LiveConnectionLogic,
  MoveDraft,
  OutletChange,
} from './console.types.ts';

const ID = 'console';
type IO<Name extends keyof ConsoleActorIO> = ConsoleActorIO[Name];
type MoveEvent = Extract<ConsoleEvent, { type: 'order.move' }>;

const actors = {
  ...appActors<ConsoleActorIO>(ID, [
    'sendCode',
    'verifyCode',
    'loadBoard',
    'moveOrder',
    'changeOutlet',
    'changeDish',
    'signOut',
  ]),
  live: fromCallback(() => notProvided(ID, 'live')) as LiveConnectionLogic,
};

/** What the board region holds before a session opens and after it ends. */
const NO_BOARD = {
  board: null,
  boardError: null,
  unseen: [],
  announcement: '',
  retries: 0,
  draft: null,
  closing: null,
  notice: null,
} satisfies Partial<ConsoleContext>;

const session = (context: ConsoleContext) => context.session ?? '';

/** The lifecycle lets the staff make this move on the order as the board last showed it. */
function moveOpen(context: ConsoleContext, { orderId, move }: MoveEvent): boolean {
  const order = orderOnBoard(context.board, orderId);
  return order !== null && orderAt(order.orderType, order.status).can({ type: move, by: 'staff' });
}

/** The status of an order the staff move: as the board shows it, which `moveOpen` made sure it does. */
const statusSeen = (context: ConsoleContext, orderId: string) =>
  required(orderOnBoard(context.board, orderId), 'the order on the board').status;

const emptyDraft = (context: ConsoleContext, orderId: string, move: MoveDraft['move']): MoveDraft => ({
  orderId,
  move,
  from: statusSeen(context, orderId),
  prepMinutes: '',
  reason: '',
  rider_name: '',
  rider_phone: '',
  tracking_url: '',
});

function announcementOf(numbers: string[]): string {
  return numbers.length === 1 ? `New order ${numbers[0]}` : `${numbers.length} new orders: ${numbers.join(', ')}`;
}

/** A session the server no longer takes (signed out elsewhere, expired, or the account removed). */
const expired = {
  guard: { type: 'unauthorized', params: ({ event }: { event: { error: unknown } }) => event },
  target: '#console.signedOut',
  actions: ['forgetSession', 'showExpired'],
} as const;

/** A dialog with no message, and no field marked. */
const NO_DRAFT_ERROR = { draftError: null, draftErrorField: null };

/** The dialog's rule broken, said under its field (or under the dialog when it is about none), or nothing. */
const draftErrorOf = (problem: DraftProblem | null) => ({
  draftError: problem?.message ?? null,
  draftErrorField: problem?.field ?? null,
});

/** An event the state was entered by: an invoke's input reads what the event carried. */
function eventAs<T extends ConsoleEvent['type']>(event: ConsoleEvent, type: T): Extract<ConsoleEvent, { type: T }> {
  if (event.type !== type) throw new Error(`${ID}: expected ${type}, entered by ${event.type}`);
  return event as Extract<ConsoleEvent, { type: T }>;
}

type InvokeArgs = { context: ConsoleContext; event: ConsoleEvent };
type ErrorArgs = { event: { error: unknown } };

/**
 * The call behind a move or an outlet switch. Either way the board is read again at once: it shows the
 * change, or, refused (the order moved meanwhile, say), the order as it is now beside the server's message.
 */
const change = <Src extends 'moveOrder' | 'changeOutlet' | 'changeDish'>(
  src: Src,
  input: (args: InvokeArgs) => IO<Src>['input'],
  {
    refusedTo = 'idle',
    doneTo = 'idle',
  }: {
    /** Where a refusal goes: back to the board, or to the dialog still open. */
    refusedTo?: 'idle' | 'asking';
    /** Where it goes once done: a move waits for the board to settle (idle.settling). */
    doneTo?: 'idle' | 'idle.settling';
  } = {},
) => ({
  description: 'Sent; the board is read again whatever the answer.',
  tags: ['loading' as const],
  invoke: {
    id: src,
    src,
    input,
    onDone: { target: doneTo, actions: ['closeDialog', 'refreshBoard'] as const },
    onError: [
      expired,
      {
        target: refusedTo,
        description: "Refused: the server's message, and the board read again",
        actions: [
          { type: refusedTo === 'asking' ? 'showDraftRefusal' : 'showNotice', params: ({ event }: ErrorArgs) => event },
          'refreshBoard',
        ] as const,
      },
    ],
  },
});

/** Texts a code to the number typed: on to `target` with the challenge kept; a refusal back to `retry`. */
const sendCode = (id: string, target: string, retry: string) =>
  ({
    id,
    src: 'sendCode',
    input: ({ context }: { context: ConsoleContext }) => ({ mobile: context.mobile }),
    onDone: {
      target,
      actions: {
        type: 'adoptChallenge',
        params: ({ event }: { event: { output: IO<'sendCode'>['output'] } }) => event.output,
      },
    },
    onError: { target: retry, actions: { type: 'showRefusal', params: failedWith } },
  }) as const;

/**
 * The outlet's staff console: sign in by mobile number and one-time code, then the live board of the
 * outlet's orders. A live connection says when something changed and the board is read again (a burst of
 * changes, once); a dropped connection is tried again within seconds, and the board is read again once it is
 * back, so no order is missed. Each order's buttons are the lifecycle's (`movesOpenTo`); a move that needs
 * minutes, a reason or a rider opens its dialog first. Every move names the status the staff saw: the server
 * refuses it when someone moved the order first, and an open dialog says so as soon as the board shows it.
 */
export const consoleMachine = setup({
  types: {
    context: {} as ConsoleContext,
    events: {} as ConsoleEvent,
    input: {} as ConsoleInput,
    tags: {} as 'loading' | 'error',
  },
  actors,
  delays: {
    resendTick: 1000,
    /**
     * Changes come in bursts (a move announces the order, a sold-out dish the outlet): the board is read once
     * for them, soon enough that a new order shows within a second of being placed.
     */
    refreshDebounce: 100,
    /** A board that could not be read again is tried again this soon: a missed order waits no longer. */
    boardRetry: 5000,
    /**
     * After a move, the next card slides up under the finger that made it: a second tap this soon after (a double
     * tap, or one a moment late) is taken for the first, not for the card now under it.
     */
    moveSettle: 800,
    /**
     * The live connection's backoff: nearly at once (a server that stops ends its streams: another may be up),
     * then every second and a half, then every 3 s at most. A few consoles hardly load a server; orders wait.
     */
    reconnectSoon: 500,
    reconnectShortly: 1500,
    reconnectLater: 3000,
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    tapped: (_, params: { tapped?: boolean }) => params.tapped === true,
    mobileInvalid: ({ context }) => mobileProblem(context.mobile) !== null,
    codeInvalid: ({ context }) => codeProblem(context.code) !== null,
    resendDue,
    unauthorized: (_, params: { error: unknown }) =>
      isServerRefusal(params.error) && (params.error.status === 401 || params.error.status === 403),
    /** The lifecycle lets the staff make this move on the order as the board last showed it. */
    moveOpen: ({ context }, params: MoveEvent) => moveOpen(context, params),
    askedMoveOpen: ({ context }, params: MoveEvent) => isAskedMove(params.move) && moveOpen(context, params),
    draftInvalid: ({ context }) => context.draft !== null && draftProblem(context.draft) !== null,
    draftOrderMoved: ({ context }) => movedSinceDraft(context.board, context.draft) !== null,
    closesOutlet: (_, params: { change: OutletChange }) => 'open' in params.change && !params.change.open,
    closedMeanwhile: ({ context }) => !outletOnBoard(context.board, context.closing)?.isOpen,
    newOrdersArrived: ({ context }, params: { board: IO<'loadBoard'>['output'] }) =>
      newlyPlaced(context.board, params.board).length > 0,
    firstRetry: ({ context }) => context.retries <= 1,
    fewRetries: ({ context }) => context.retries <= 3,
  },
  actions: {
    ...appActions<ConsoleActionParams>(ID, ['saveSession', 'forgetSession', 'ringBell']),
    setMobile: assign((_, params: { value: string }) => ({ mobile: mobileDigits(params.value), error: null })),
    setCode: assign((_, params: { value: string }) => ({ code: codeDigits(params.value), error: null })),
    clearError: assign({ error: null }),
    showMobileProblem: assign(({ context }) => ({ error: mobileProblem(context.mobile) })),
    showCodeProblem: assign(({ context }) => ({ error: codeProblem(context.code) })),
    showRefusal: assign(failureAsError),
    showExpired: assign({ error: MESSAGES.sessionExpired }),
    adoptChallenge: assign((_, params: IO<'sendCode'>['output']) => ({
      challengeToken: params.token,
      resendIn: params.resendAfter,
      code: '',
      error: null,
    })),
    tickResend: assign(({ context }) => ({ resendIn: secondLess(context.resendIn) })),
    adoptSession: assign((_, params: { token: string }) => ({ session: params.token, code: '', error: null })),
    leave: assign({ session: null, ...NO_BOARD }),
    adoptBoard: assign(({ context }, params: { board: IO<'loadBoard'>['output'] }) => {
      const arrived = newlyPlaced(context.board, params.board);
      return {
        board: params.board,
        boardError: null,
        unseen: stillPlaced(params.board, [...context.unseen, ...arrived]),
        announcement: arrived.length > 0 ? announcementOf(orderNumbers(params.board, arrived)) : context.announcement,
      };
    }),
    showBoardError: assign((_, params: { error: unknown }) => ({ boardError: refusalMessage(params.error) })),
    markSeen: assign({ unseen: [] }),
    countDrop: assign(({ context }) => ({ retries: context.retries + 1 })),
    resetRetries: assign({ retries: 0 }),
    refreshBoard: raise({ type: 'board.refresh' }),
    openDraft: assign(({ context }, params: MoveEvent) => ({
      draft: isAskedMove(params.move) ? emptyDraft(context, params.orderId, params.move) : null,
      ...NO_DRAFT_ERROR,
      notice: null,
    })),
    editDraft: assign(({ context }, params: { field: DraftField; value: string }) => {
      const draft = context.draft && { ...context.draft, [params.field]: params.value };
      // A broken rule on show is checked again as the fields change, and goes once mended; other messages stay.
      const ruleShown =
        context.draft !== null &&
        context.draftError !== null &&
        context.draftError === draftProblem(context.draft)?.message;
      return ruleShown && draft ? { draft, ...draftErrorOf(draftProblem(draft)) } : { draft };
    }),
    showDraftProblem: assign(({ context }) => draftErrorOf(context.draft && draftProblem(context.draft))),
    /** Said in the dialog, which now moves the order from where it is: confirming again is deliberate. */
    showDraftOrderMoved: assign(({ context }) => {
      const order = required(movedSinceDraft(context.board, context.draft), 'the dialog’s order, moved');
      return {
        draft: context.draft && { ...context.draft, from: order.status },
        draftError: MESSAGES.orderMovedMeanwhile(order.order_id, order.status),
        draftErrorField: null,
      };
    }),
    askToClose: assign((_, params: { outletId: string }) => ({ closing: params.outletId, notice: null })),
    closeDialog: assign({ draft: null, ...NO_DRAFT_ERROR, closing: null }),
    clearNotice: assign({ notice: null }),
    showDraftRefusal: assign((_, params: { error: unknown }) => ({
      draftError: refusalMessage(params.error),
      draftErrorField: null,
    })),
    showNotice: assign((_, params: { error: unknown }) => ({ notice: refusalMessage(params.error) })),
    /** The connection is back: a note that the device was offline is over (a refusal's stays until the next change). */
    forgetOfflineNotice: assign(({ context }) => ({
      notice: context.notice === MESSAGES.offlineCall ? null : context.notice,
    })),
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    mobile: '',
    code: '',
    challengeToken: null,
    resendIn: 0,
    error: null,
    session: input.session,
    ...NO_BOARD,
    ...NO_DRAFT_ERROR,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A session saved on this device opens the board; the server judges whether it still holds.',
      always: [{ guard: 'hasSession', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'The sign-in form: the staff member’s mobile number, then the code texted to it.',
      entry: 'leave',
      initial: 'mobile',
      states: {
        mobile: {
          initial: 'editing',
          on: { 'signIn.mobileChange': { actions: { type: 'setMobile', params: ({ event }) => event } } },
          states: {
            editing: {
              on: {
                'signIn.submit': checkedSubmit('mobileInvalid', 'showMobileProblem', 'The two mobile rules', 'sending'),
              },
            },
            sending: {
              description: 'Asks the server to text a code; it answers alike for a number with no staff account.',
              tags: ['loading'],
              invoke: sendCode('sendCode', '#console.signedOut.code', 'editing'),
            },
          },
        },
        code: {
          description: 'The code field, Resend code, and the way back to correct the number.',
          type: 'parallel',
          on: { 'signIn.changeNumber': { target: 'mobile', actions: 'clearError' } },
          states: {
            entry: {
              initial: 'typing',
              states: {
                typing: {
                  on: {
                    'signIn.codeChange': { actions: { type: 'setCode', params: ({ event }) => event } },
                    'signIn.verify': checkedSubmit('codeInvalid', 'showCodeProblem', 'Not a whole code', 'verifying'),
                  },
                },
                verifying: {
                  tags: ['loading'],
                  invoke: {
                    id: 'verifyCode',
                    src: 'verifyCode',
                    input: ({ context }) => ({ challengeToken: context.challengeToken ?? '', otp: context.code }),
                    onDone: {
                      target: '#console.signedIn',
                      actions: [
                        { type: 'adoptSession', params: ({ event }) => event.output },
                        { type: 'saveSession', params: ({ event }) => event.output },
                      ],
                    },
                    onError: {
                      target: 'typing',
                      description: "A wrong or expired code: the server's message, the field emptied",
                      actions: [
                        { type: 'setCode', params: { value: '' } },
                        { type: 'showRefusal', params: ({ event }) => event },
                      ],
                    },
                  },
                },
              },
            },
            resend: {
              initial: 'countingDown',
              states: {
                countingDown: { ...COUNTING_DOWN, description: 'Resend code waits; the form shows the seconds left.' },
                ready: { on: { 'signIn.resend': 'sending' } },
                sending: {
                  tags: ['loading'],
                  invoke: sendCode('resendCode', 'countingDown', 'ready'),
                },
              },
            },
          },
        },
      },
    },
    signingOut: {
      description:
        'Forgotten on this device at once, and ended on the server: signed out whatever it answers (offline, expired already).',
      tags: ['loading'],
      entry: 'forgetSession',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ session: session(context) }),
        onDone: 'signedOut',
        onError: 'signedOut',
      },
    },
    signedIn: {
      description: 'The board, its live connection and the staff’s changes run side by side.',
      type: 'parallel',
      on: { 'console.signOut': 'signingOut' },
      states: {
        board: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['loading'],
              on: {
                'live.change': { target: 'loading', reenter: true, description: 'Read it again: it changed' },
              },
              invoke: {
                id: 'loadBoard',
                src: 'loadBoard',
                input: ({ context }) => ({ session: session(context) }),
                onDone: {
                  target: 'shown',
                  actions: { type: 'adoptBoard', params: ({ event }) => ({ board: event.output }) },
                },
                onError: [
                  expired,
                  { target: 'failed', actions: { type: 'showBoardError', params: ({ event }) => event } },
                ],
              },
            },
            failed: {
              tags: ['error'],
              on: { 'board.retry': 'loading', 'live.open': 'loading' },
            },
            shown: {
              initial: 'current',
              on: { 'board.seen': { actions: 'markSeen' }, 'board.refresh': '.reading' },
              states: {
                current: { on: { 'live.change': 'due', 'live.open': 'due' } },
                due: {
                  description: 'Something changed: the board is read once the burst is over.',
                  after: { refreshDebounce: 'reading' },
                },
                reading: {
                  on: { 'live.change': 'due', 'live.open': 'due' },
                  invoke: {
                    id: 'refreshBoard',
                    src: 'loadBoard',
                    input: ({ context }) => ({ session: session(context) }),
                    onDone: [
                      {
                        guard: { type: 'newOrdersArrived', params: ({ event }) => ({ board: event.output }) },
                        target: 'current',
                        description: 'New orders ring the bell and are announced',
                        actions: [
                          {
                            type: 'ringBell',
                            params: ({ context, event }) => ({
                              count: newlyPlaced(context.board, event.output).length,
                            }),
                          },
                          { type: 'adoptBoard', params: ({ event }) => ({ board: event.output }) },
                        ],
                      },
                      {
                        target: 'current',
                        actions: { type: 'adoptBoard', params: ({ event }) => ({ board: event.output }) },
                      },
                    ],
                    onError: [
                      expired,
                      {
                        target: 'stale',
                        description: 'The board stays as it was, saying it could not be refreshed',
                        actions: { type: 'showBoardError', params: ({ event }) => event },
                      },
                    ],
                  },
                },
                stale: {
                  description:
                    'The last read failed: the board is read again in a few seconds, or at once on a change or Try again, so that no order it missed waits for the next one.',
                  on: { 'live.change': 'due', 'live.open': 'due' },
                  after: { boardRetry: 'reading' },
                },
              },
            },
          },
        },
        live: {
          initial: 'connection',
          states: {
            connection: {
              invoke: { id: 'live', src: 'live', input: ({ context }) => ({ session: session(context) }) },
              initial: 'connecting',
              on: {
                'live.drop': { target: 'retrying', actions: 'countDrop' },
                'live.refused': { target: '#console.signedOut', actions: ['forgetSession', 'showExpired'] },
              },
              states: {
                connecting: {
                  on: { 'live.open': { target: 'open', actions: ['resetRetries', 'forgetOfflineNotice'] } },
                },
                open: { description: 'Live: a new or moved order shows within a second.' },
              },
            },
            retrying: {
              description: 'Reconnecting: the first try nearly at once, then every few seconds at most.',
              initial: 'choosing',
              states: {
                choosing: {
                  always: [
                    { guard: 'firstRetry', target: 'soon' },
                    { guard: 'fewRetries', target: 'shortly' },
                    { target: 'later' },
                  ],
                },
                soon: { after: { reconnectSoon: '#console.signedIn.live.connection' } },
                shortly: { after: { reconnectShortly: '#console.signedIn.live.connection' } },
                later: { after: { reconnectLater: '#console.signedIn.live.connection' } },
              },
            },
          },
        },
        changes: {
          initial: 'idle',
          states: {
            idle: {
              initial: 'ready',
              states: {
                ready: {},
                settling: {
                  description:
                    'An order just moved: the card under the finger is another one now, and a tap this soon is not for it.',
                  after: { moveSettle: 'ready' },
                  on: {
                    'order.move': {
                      guard: { type: 'tapped', params: ({ event }) => event },
                      target: 'settling',
                      reenter: true,
                      description:
                        'A tap: ignored, and the wait starts again (a tap after it is as stray). A key goes on: the keyboard’s focus follows its order',
                    },
                  },
                },
              },
              on: {
                'order.move': [
                  {
                    guard: { type: 'askedMoveOpen', params: ({ event }) => event },
                    target: 'asking',
                    actions: { type: 'openDraft', params: ({ event }) => event },
                  },
                  {
                    guard: { type: 'moveOpen', params: ({ event }) => event },
                    target: 'moving',
                    description: 'Start preparing, ready: at once',
                    actions: 'clearNotice',
                  },
                ],
                'outlet.change': [
                  {
                    guard: { type: 'closesOutlet', params: ({ event }) => event },
                    target: 'askingToClose',
                    actions: { type: 'askToClose', params: ({ event }) => event },
                  },
                  {
                    target: 'changingOutlet',
                    description: 'Delivery or take away, or opening: at once',
                    actions: 'clearNotice',
                  },
                ],
                'dish.change': { target: 'changingDish', actions: 'clearNotice' },
              },
            },
            asking: {
              description:
                'The move’s dialog: preparation minutes, a reason, or the rider; or, for delivered or collected and settled, which cannot be undone, a confirmation.',
              always: {
                guard: 'draftOrderMoved',
                actions: 'showDraftOrderMoved',
                description: 'The board, read again, shows the order moved since: the dialog says so',
              },
              on: {
                'move.change': { actions: { type: 'editDraft', params: ({ event }) => event } },
                'move.dismiss': { target: 'idle', actions: 'closeDialog' },
                'move.confirm': [
                  { guard: 'draftInvalid', actions: 'showDraftProblem', description: 'The contract’s rules' },
                  { target: 'confirming' },
                ],
              },
            },
            confirming: change(
              'moveOrder',
              ({ context }) => {
                const draft = required(context.draft, 'the move’s dialog');
                return { session: session(context), orderId: draft.orderId, request: requestOfDraft(draft) };
              },
              { refusedTo: 'asking', doneTo: 'idle.settling' },
            ),
            moving: change(
              'moveOrder',
              ({ context, event }) => {
                const { orderId, move } = eventAs(event, 'order.move');
                const request = { status: statusOf(move), from: statusSeen(context, orderId) };
                return { session: session(context), orderId, request };
              },
              { doneTo: 'idle.settling' },
            ),
            changingOutlet: change('changeOutlet', ({ context, event }) => {
              const { outletId, change } = eventAs(event, 'outlet.change');
              return { session: session(context), outletId, change };
            }),
            askingToClose: {
              description:
                'Closing the outlet stops every customer’s ordering there until its next opening: the staff confirm it first.',
              always: {
                guard: 'closedMeanwhile',
                target: 'idle',
                actions: 'closeDialog',
                description: 'The board, read again, shows the outlet closed already (or gone): nothing to confirm',
              },
              on: {
                'outlet.closeConfirm': 'closingOutlet',
                'outlet.closeDismiss': { target: 'idle', actions: 'closeDialog' },
              },
            },
            closingOutlet: change('changeOutlet', ({ context }) => ({
              session: session(context),
              outletId: required(context.closing, 'the outlet being closed'),
              change: { open: false },
            })),
            changingDish: change('changeDish', ({ context, event }) => {
              const { outletId, productId, available } = eventAs(event, 'dish.change');
              return { session: session(context), outletId, productId, available };
            }),
          },
        },
      },
    },
  },
});

import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import { consoleMachine } from '../../machines/console/console.machine.ts';
import { codeProblem, draftProblem, mobileProblem } from '../../machines/console/console.rules.ts';
import type { ConsoleActionParams, ConsoleActorIO, ConsoleContext } from '../../machines/console/console.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline, refusal } from '../samples/failures.ts';
import {
  acceptedTakeAway,
  boardAcceptedElsewhere,
  boardOutletClosedElsewhere,
  boardWithNewOrder,
  placedDelivery,
  staffBoard,
} from '../samples/staffBoard.ts';

export const STAFF_MOBILE = '9700000001';
export const CODE = '4821';
/** Short, so the walk's countdown ends in two ticks. */
export const CHALLENGE = { token: 'staff-challenge-1', resendAfter: 2 };
export const SESSION = { token: 'staff-session-1' };

export const signedOut = { session: null };
export const signedIn = { session: SESSION.token };

export const movedMeanwhile = refusal(409, MESSAGES.orderMovedMeanwhile(placedDelivery.order_id, 'accepted'));
const expiredSession = refusal(401, MESSAGES.sessionExpired);

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ConsoleContext;

const signInEvents: AnyEventObject[] = [
  { type: 'signIn.mobileChange', value: '97000' },
  { type: 'signIn.mobileChange', value: STAFF_MOBILE },
  { type: 'signIn.submit' },
  { type: 'signIn.codeChange', value: '48' },
  { type: 'signIn.codeChange', value: CODE },
  { type: 'signIn.verify' },
  { type: 'signIn.resend' },
  { type: 'signIn.changeNumber' },
  done('sendCode', CHALLENGE),
  failed('sendCode', refusal(404, 'This number has no staff account')),
  done('resendCode', { ...CHALLENGE, token: 'staff-challenge-2' }),
  failed('resendCode', refusal(429, MESSAGES.otpResendWait(12))),
  done('verifyCode', SESSION),
  failed('verifyCode', refusal(401, MESSAGES.otpWrong)),
];

const boardEvents: AnyEventObject[] = [
  done('loadBoard', staffBoard),
  failed('loadBoard', offline),
  failed('loadBoard', expiredSession),
  done('refreshBoard', staffBoard),
  done('refreshBoard', boardWithNewOrder),
  done('refreshBoard', boardAcceptedElsewhere),
  done('refreshBoard', boardOutletClosedElsewhere),
  failed('refreshBoard', offline),
  failed('refreshBoard', expiredSession),
  { type: 'board.retry' },
  { type: 'board.seen' },
  { type: 'console.signOut' },
];

const liveEvents: AnyEventObject[] = [
  { type: 'live.open' },
  { type: 'live.change' },
  { type: 'live.drop' },
  { type: 'live.refused' },
];

const changeEvents: AnyEventObject[] = [
  { type: 'order.move', orderId: placedDelivery._id, move: 'order.accept' },
  { type: 'order.move', orderId: acceptedTakeAway._id, move: 'order.startPreparing' },
  // A finger's tap (a click with a pointer's count), which a card can slide under just after a move.
  { type: 'order.move', orderId: acceptedTakeAway._id, move: 'order.startPreparing', tapped: true },
  { type: 'outlet.change', outletId: 'surat-adajan', change: { delivery: false } },
  { type: 'outlet.change', outletId: 'surat-adajan', change: { open: false } },
  { type: 'outlet.closeConfirm' },
  { type: 'outlet.closeDismiss' },
  { type: 'dish.change', outletId: 'surat-adajan', productId: 'hakka-noodles', available: false },
  { type: 'move.change', field: 'prepMinutes', value: '20' },
  { type: 'move.change', field: 'prepMinutes', value: '' },
  { type: 'move.confirm' },
  { type: 'move.dismiss' },
  done('moveOrder', undefined),
  failed('moveOrder', movedMeanwhile),
  failed('moveOrder', expiredSession),
  done('changeOutlet', undefined),
  failed('changeOutlet', offline),
  failed('changeOutlet', expiredSession),
  done('changeDish', undefined),
  failed('changeDish', offline),
  failed('changeDish', expiredSession),
];

const signOutEvents: AnyEventObject[] = [done('signOut', undefined), failed('signOut', offline)];

/** Regions that run side by side multiply their states: each kind of event is offered where it matters. */
function signedInEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  // Live changes come while a question is open, too: another console may close the outlet meanwhile.
  const changing =
    !snapshot.matches({ signedIn: { changes: 'idle' } }) &&
    !snapshot.matches({ signedIn: { changes: 'askingToClose' } });
  const steady =
    snapshot.matches({ signedIn: { board: { shown: 'current' } } }) &&
    snapshot.matches({ signedIn: { live: { connection: 'open' } } });
  return [...boardEvents, ...(changing ? [] : liveEvents), ...(steady || changing ? changeEvents : [])];
}

export const consoleModel: MachineModel = {
  machine: consoleMachine,
  starts: [
    { name: 'signed out', input: signedOut },
    { name: 'a session saved', input: signedIn },
  ],
  actors: [
    ...Object.keys({
      sendCode: true,
      verifyCode: true,
      loadBoard: true,
      moveOrder: true,
      changeOutlet: true,
      changeDish: true,
      signOut: true,
    } satisfies Record<keyof ConsoleActorIO, true>),
    'live',
  ],
  actions: Object.keys({ saveSession: true, forgetSession: true, ringBell: true } satisfies Record<
    keyof ConsoleActionParams,
    true
  >),
  // What the guards read: the forms' first broken rules, the seconds left, which board (its orders' statuses and
  // which outlets are open), the dialog's validity, and how many drops the connection has had.
  key: (snapshot) => {
    const { session, mobile, code, resendIn, board, draft, retries } = context(snapshot);
    return {
      session: session !== null,
      mobile: mobileProblem(mobile),
      code: codeProblem(code),
      resendIn,
      orders: board?.orders.map((order) => order.status).join(' ') ?? null,
      open: board?.outlets.map((outlet) => outlet.isOpen).join(' ') ?? null,
      draft: draft && draftProblem(draft) === null,
      retries: Math.min(retries, 4),
    };
  },
  events: (snapshot) => {
    if (snapshot.matches('signedIn')) return signedInEvents(snapshot);
    if (snapshot.matches('signingOut')) return signOutEvents;
    return signInEvents;
  },
};

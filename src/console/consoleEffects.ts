import { type EventObject, fromCallback, fromPromise } from 'xstate';
import { consoleMachine } from '../../machines/console/console.machine.ts';
import type { ConsoleActionParams, ConsoleActorIO } from '../../machines/console/console.types.ts';
import { isServerRefusal } from '../../machines/shared/failure.ts';
import { forgetStaffSession, saveStaffSession } from '../app/storage.ts';
import { ringBell } from './bell.ts';
import {
  changeDish,
  changeOutlet,
  fetchBoard,
  moveOrder,
  sendStaffCode,
  signStaffOut,
  verifyStaffCode,
} from './staffApi.ts';
import { readStaffEvents } from './staffEvents.ts';

type IO<Name extends keyof ConsoleActorIO> = ConsoleActorIO[Name];
type Connect = typeof readStaffEvents;

const refused = (error: unknown) => isServerRefusal(error) && (error.status === 401 || error.status === 403);

/** The live connection: `live.open`, then `live.change` per event, until it ends (`live.drop`) or is stopped. */
export const liveConnection = (connect: Connect) =>
  fromCallback<EventObject, { session: string }>(({ input, sendBack }) => {
    const controller = new AbortController();
    const send = (type: string) => {
      if (!controller.signal.aborted) sendBack({ type });
    };
    connect(input.session, { onOpen: () => send('live.open'), onEvent: () => send('live.change') }, controller.signal)
      .then(() => send('live.drop'))
      .catch((error: unknown) => send(refused(error) ? 'live.refused' : 'live.drop'));
    return () => controller.abort();
  });

/** The console with the browser's effects: the staff API, its event stream, this device's storage, the chime. */
export const consoleWithEffects = consoleMachine.provide({
  actors: {
    sendCode: fromPromise(({ input }: { input: IO<'sendCode'>['input'] }) => sendStaffCode(input.mobile)),
    verifyCode: fromPromise(({ input }: { input: IO<'verifyCode'>['input'] }) =>
      verifyStaffCode(input.challengeToken, input.otp),
    ),
    loadBoard: fromPromise(({ input }: { input: IO<'loadBoard'>['input'] }) => fetchBoard(input.session)),
    moveOrder: fromPromise(({ input }: { input: IO<'moveOrder'>['input'] }) =>
      moveOrder(input.session, input.orderId, input.request),
    ),
    changeOutlet: fromPromise(({ input }: { input: IO<'changeOutlet'>['input'] }) =>
      changeOutlet(input.session, input.outletId, input.change),
    ),
    changeDish: fromPromise(({ input }: { input: IO<'changeDish'>['input'] }) =>
      changeDish(input.session, input.outletId, input.productId, input.available),
    ),
    signOut: fromPromise(({ input }: { input: IO<'signOut'>['input'] }) => signStaffOut(input.session)),
    live: liveConnection(readStaffEvents),
  },
  actions: {
    saveSession: (_, { token }: ConsoleActionParams['saveSession']) => saveStaffSession(token),
    forgetSession: () => forgetStaffSession(),
    ringBell: () => ringBell(),
  },
});

import type * as v from 'valibot';
import type { CallbackActorLogic, EventObject } from 'xstate';
import type { OrderStatus } from '../../contract/order.ts';
import type { StaffBoard, StaffMoveRequest } from '../../contract/staff.ts';
import type { OrderMove } from '../order/order.types.ts';

export interface ConsoleInput {
  /** The staff session saved by an earlier sign-in on this device, if any; the server judges whether it still holds. */
  session: string | null;
}

/**
 * The moves that ask the staff first: for minutes, a reason or the rider, or, for the last moves of an order's life
 * (delivered or collected, settled), which cannot be undone, to confirm it.
 */
export type AskedMove =
  | 'order.accept'
  | 'order.reject'
  | 'order.cancel'
  | 'order.dispatch'
  | 'order.handOver'
  | 'order.settle';

/** What a move's dialog is filling in, as typed. */
export interface MoveDraft {
  orderId: string;
  move: AskedMove;
  /** The order's status the staff are moving it from: the board's as the dialog opened, or as it told them since. */
  from: OrderStatus;
  prepMinutes: string;
  reason: string;
  rider_name: string;
  rider_phone: string;
  tracking_url: string;
}

export type DraftField = Exclude<keyof MoveDraft, 'orderId' | 'move' | 'from'>;

/** An outlet switch: open or closed now, delivery or take-away taken or paused. */
export type OutletChange = { open: boolean } | { delivery: boolean } | { pickup: boolean };

export interface ConsoleContext {
  mobile: string;
  code: string;
  /** The challenge `staff/login` answered with; sent back as bearer with the code. */
  challengeToken: string | null;
  /** Seconds until the code may be sent again. */
  resendIn: number;
  /** What the sign-in form shows: a validation rule or the server's `msg`. */
  error: string | null;
  session: string | null;
  board: StaffBoard | null;
  /** Why the board could not be read or refreshed; null once it was. */
  boardError: string | null;
  /** Orders placed since the board was first shown, not seen yet and still waiting: the tab title counts them. */
  unseen: string[];
  /** What the polite live region last said. */
  announcement: string;
  /** Drops of the live connection since it was last open: after the first tries, the wait between them grows a little. */
  retries: number;
  /** The move whose dialog is open. */
  draft: MoveDraft | null;
  /** Why the move's dialog cannot be sent yet, or that its order moved since it opened. */
  draftError: string | null;
  /** The field the rule broken is about, which the dialog marks and shows the message under; null otherwise. */
  draftErrorField: DraftField | null;
  /** The outlet the staff asked to close, until they confirm it or think better of it. */
  closing: string | null;
  /** The server's refusal of the last move or outlet change. */
  notice: string | null;
}

export type ConsoleEvent =
  | { type: 'signIn.mobileChange'; value: string }
  /** Send code. */
  | { type: 'signIn.submit' }
  | { type: 'signIn.codeChange'; value: string }
  | { type: 'signIn.verify' }
  | { type: 'signIn.resend' }
  | { type: 'signIn.changeNumber' }
  | { type: 'console.signOut' }
  /** Try reading the board again after it failed. */
  | { type: 'board.retry' }
  /** The staff looked at the board: the new-order count is cleared. */
  | { type: 'board.seen' }
  /** Read the board now: raised after the staff's own change, answered or refused. */
  | { type: 'board.refresh' }
  /** The live connection (its actor sends these): open, something changed, dropped, or the session refused. */
  | { type: 'live.open' }
  | { type: 'live.change' }
  | { type: 'live.drop' }
  | { type: 'live.refused' }
  /** An order's button: a move that asks nothing is sent at once, the others open their dialog. */
  /** `tapped`: by a pointer (a finger, a mouse), which, unlike the keyboard's focus, a card can slide under. */
  | { type: 'order.move'; orderId: string; move: OrderMove; tapped?: boolean }
  | { type: 'move.change'; field: DraftField; value: string }
  | { type: 'move.confirm' }
  | { type: 'move.dismiss' }
  /** An outlet's switch: closing the outlet asks to confirm first, the others are sent at once. */
  | { type: 'outlet.change'; outletId: string; change: OutletChange }
  | { type: 'outlet.closeConfirm' }
  | { type: 'outlet.closeDismiss' }
  | { type: 'dish.change'; outletId: string; productId: string; available: boolean };

/** The move as the server takes it. */
export type MoveRequest = v.InferInput<typeof StaffMoveRequest>;

/** What the app's promise actors receive and resolve with (`consoleMachine.provide({ actors })`). */
export interface ConsoleActorIO {
  sendCode: { input: { mobile: string }; output: { token: string; resendAfter: number } };
  verifyCode: { input: { challengeToken: string; otp: string }; output: { token: string } };
  loadBoard: { input: { session: string }; output: StaffBoard };
  moveOrder: { input: { session: string; orderId: string; request: MoveRequest }; output: undefined };
  changeOutlet: { input: { session: string; outletId: string; change: OutletChange }; output: undefined };
  changeDish: {
    input: { session: string; outletId: string; productId: string; available: boolean };
    output: undefined;
  };
  /** Ends the session on the server. */
  signOut: { input: { session: string }; output: undefined };
}

/** The live connection the app supplies: it sends `live.*` events back until it is stopped. */
export type LiveConnectionLogic = CallbackActorLogic<EventObject, { session: string }>;

/** The actions the app supplies, and the params each receives. */
export interface ConsoleActionParams {
  /** Keep the staff session on this device. */
  saveSession: { token: string };
  forgetSession: undefined;
  /** A short sound: new orders arrived. */
  ringBell: { count: number };
}

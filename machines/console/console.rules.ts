import * as v from 'valibot';
import { OtpCode } from '../../contract/authRules.ts';
import { OTP_DIGITS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { OrderStatus } from '../../contract/order.ts';
import { type StaffBoard, StaffMoveRequest, type StaffOrder, type StaffOutlet } from '../../contract/staff.ts';
import { firstProblem } from '../../contract/textRules.ts';
import { MOVE_TO } from '../order/order.selectors.ts';
import type { OrderMove } from '../order/order.types.ts';
import type { AskedMove, DraftField, MoveDraft, MoveRequest } from './console.types.ts';

export { mobileDigits, mobileProblem } from '../auth/auth.rules.ts';

/** What the code field keeps of what was typed: digits only, at most a code's length. */
export const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, OTP_DIGITS);

export function codeProblem(code: string): string | null {
  const result = v.safeParse(OtpCode, code);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** The last moves of an order's life, which cannot be undone: they ask for nothing but a confirmation. */
const FINAL: readonly OrderMove[] = ['order.handOver', 'order.settle'];
const ASKED: readonly OrderMove[] = ['order.accept', 'order.reject', 'order.cancel', 'order.dispatch', ...FINAL];

export const isAskedMove = (move: OrderMove): move is AskedMove => ASKED.includes(move);
export const isFinalMove = (move: OrderMove) => FINAL.includes(move);

/** The status a move asks the server for: the inverse of the lifecycle's MOVE_TO. */
export function statusOf(move: OrderMove): Exclude<OrderStatus, 'placed'> {
  const entry = Object.entries(MOVE_TO).find(([, named]) => named === move);
  if (!entry) throw new Error(`no status for ${move}`);
  return entry[0] as Exclude<OrderStatus, 'placed'>;
}

/** The request of a dialog's move: the status it was seen in, and only the fields that move carries. */
export function requestOfDraft(draft: MoveDraft): MoveRequest {
  const { from } = draft;
  const status = statusOf(draft.move);
  switch (draft.move) {
    case 'order.accept':
      return { status, from, prepMinutes: draft.prepMinutes };
    case 'order.dispatch': {
      const { rider_name, rider_phone, tracking_url } = draft;
      return { status, from, rider_name, rider_phone, tracking_url };
    }
    case 'order.reject':
    case 'order.cancel':
      return { status, from, reason: draft.reason };
    default:
      return { status, from };
  }
}

export const orderOnBoard = (board: StaffBoard | null, orderId: string): StaffOrder | null =>
  board?.orders.find((order) => order._id === orderId) ?? null;

export const outletOnBoard = (board: StaffBoard | null, outletId: string | null): StaffOutlet | null =>
  board?.outlets.find((outlet) => outlet.id === outletId) ?? null;

/** The dialog's order when the board shows it in another status than the one the dialog moves it from. */
export function movedSinceDraft(board: StaffBoard | null, draft: MoveDraft | null): StaffOrder | null {
  const order = draft && orderOnBoard(board, draft.orderId);
  return order && order.status !== draft?.from ? order : null;
}

/** A rule the dialog breaks: its message, and the field it is about (null: none of them). */
export interface DraftProblem {
  field: DraftField | null;
  message: string;
}

const DRAFT_FIELDS: readonly DraftField[] = ['prepMinutes', 'reason', 'rider_name', 'rider_phone', 'tracking_url'];
const isDraftField = (key: unknown): key is DraftField => DRAFT_FIELDS.includes(key as DraftField);

/** The field each dialog asks for first: what a rule of the whole request (a reason given, say) is about. */
const FIRST_FIELD: Partial<Record<AskedMove, DraftField>> = {
  'order.accept': 'prepMinutes',
  'order.reject': 'reason',
  'order.cancel': 'reason',
  'order.dispatch': 'rider_name',
};

/** The first thing the server would refuse in the dialog's move (the contract's own rules), and its field, or null. */
export function draftProblem(draft: MoveDraft): DraftProblem | null {
  const request = requestOfDraft(draft);
  const problem = firstProblem(StaffMoveRequest, request);
  if (problem) {
    const { field, message } = problem;
    return { field: isDraftField(field) ? field : (FIRST_FIELD[draft.move] ?? null), message };
  }
  // Only a delivery is dispatched, and a delivery always goes with a rider the customer is told about.
  return draft.move === 'order.dispatch' && request.rider_name?.trim() === ''
    ? { field: 'rider_name', message: MESSAGES.riderNameRequired }
    : null;
}

/** Orders on the new board that the previous one did not have, still waiting to be accepted. */
export function newlyPlaced(previous: StaffBoard | null, next: StaffBoard): string[] {
  if (previous === null) return [];
  const known = new Set(previous.orders.map((order) => order._id));
  return next.orders.filter((order) => order.status === 'placed' && !known.has(order._id)).map((order) => order._id);
}

/** Of these orders, those the board still shows waiting to be accepted: no longer new once moved or gone. */
export function stillPlaced(board: StaffBoard, ids: readonly string[]): string[] {
  return ids.filter((id) => orderOnBoard(board, id)?.status === 'placed');
}

/** These orders as read out: their numbers, each with its outlet on a board of several outlets (a manager's). */
export function orderNumbers(board: StaffBoard, ids: readonly string[]): string[] {
  const outletNames = new Map(board.outlets.map((outlet) => [outlet.id, outlet.name]));
  const several = outletNames.size > 1;
  return board.orders
    .filter((order) => ids.includes(order._id))
    .map((order) => (several ? `#${order.order_id} at ${outletNames.get(order.outletId)}` : `#${order.order_id}`));
}

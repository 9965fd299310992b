import type { SnapshotFrom } from 'xstate';
import type { OrderStatus } from '../../contract/order.ts';
import type { StaffOrder } from '../../contract/staff.ts';
import { movesOpenTo } from '../order/order.selectors.ts';
import type { consoleMachine } from './console.machine.ts';

type ConsoleSnapshot = SnapshotFrom<typeof consoleMachine>;

/** Which sign-in form is shown; null once signed in. */
export function signInStep(snapshot: ConsoleSnapshot): 'mobile' | 'code' | null {
  if (snapshot.matches({ signedOut: 'mobile' })) return 'mobile';
  if (snapshot.matches({ signedOut: 'code' })) return 'code';
  return null;
}

/** The board shows while signed in, and stays, its buttons busy, while the sign-out is sent. */
export const isSignedIn = (snapshot: ConsoleSnapshot) => snapshot.matches('signedIn') || snapshot.matches('signingOut');

/** Sending a code, verifying it, reading the board for the first time, or sending a change. */
export const isBusy = (snapshot: ConsoleSnapshot) => snapshot.hasTag('loading');

export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting';

export function connectionStatus(snapshot: ConsoleSnapshot): ConnectionStatus {
  if (snapshot.matches({ signedIn: { live: { connection: 'open' } } })) return 'live';
  return snapshot.context.retries === 0 ? 'connecting' : 'reconnecting';
}

/** The board could not be read at all (it shows a retry), as opposed to a refresh that failed. */
export const boardFailed = (snapshot: ConsoleSnapshot) => snapshot.hasTag('error');

/** The move's dialog is open: being filled in, or sent. */
export const draftOpen = (snapshot: ConsoleSnapshot) =>
  snapshot.matches({ signedIn: { changes: 'asking' } }) || snapshot.matches({ signedIn: { changes: 'confirming' } });

/** The outlet whose closing waits for the staff's confirmation, or is being sent; null when no one asked. */
export const closingOutlet = (snapshot: ConsoleSnapshot) =>
  snapshot.matches({ signedIn: { changes: 'askingToClose' } }) ||
  snapshot.matches({ signedIn: { changes: 'closingOutlet' } })
    ? snapshot.context.closing
    : null;

export interface Column {
  id: string;
  title: string;
  statuses: readonly OrderStatus[];
}

/** The board's columns, left to right: where an order is in its life. */
export const COLUMNS: readonly Column[] = [
  { id: 'new', title: 'New', statuses: ['placed'] },
  { id: 'accepted', title: 'Accepted', statuses: ['accepted'] },
  { id: 'preparing', title: 'Preparing', statuses: ['preparing'] },
  { id: 'out', title: 'Out for delivery / Ready', statuses: ['dispatched', 'ready'] },
  { id: 'done', title: 'Done today', statuses: ['delivered', 'settled', 'rejected', 'cancelled'] },
];

/** The column's orders, oldest first: the kitchen works in the order they came. */
export function ordersIn(orders: readonly StaffOrder[], column: Column): StaffOrder[] {
  return orders
    .filter((order) => column.statuses.includes(order.status))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The order's buttons: the moves the lifecycle lets the staff make from where it is. */
export const movesFor = (order: StaffOrder) => movesOpenTo(order.orderType, order.status, 'staff');

/** The outlet an order is for, named only when the member of staff works at more than one. */
export function outletOfOrder(snapshot: ConsoleSnapshot, order: StaffOrder): string | null {
  const outlets = snapshot.context.board?.outlets ?? [];
  return outlets.length > 1 ? (outlets.find((outlet) => outlet.id === order.outletId)?.name ?? null) : null;
}

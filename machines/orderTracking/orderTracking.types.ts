import type { Order } from '../../contract/order.ts';
import type { ConnectionChanged } from '../shared/failure.ts';
import type { VisibilityChanged } from '../shared/pageVisibility.ts';

export interface OrderTrackingInput {
  /** The order's `_id`, as the page's address names it. */
  orderId: string;
  /** Whether the page is shown as it opens. */
  visible: boolean;
}

export interface OrderTrackingContext {
  orderId: string;
  /** The order as last read; null until the first answer. */
  order: Order | null;
  /** Why the order could not be read at all (the page offers a retry). */
  error: string | null;
  /** Reconnections tried since the stream last opened: each waits longer than the one before. */
  drops: number;
  /** Re-reads failed in a row since the order was last read: each retry waits longer. */
  readFailures: number;
  /** What the customer typed in the cancel dialog (optional). */
  cancelReason: string;
  /** Why a cancel was refused (the outlet accepted meanwhile: the server's msg), or why it failed. */
  cancelError: string | null;
  /** Whether the page is shown: a hidden page follows nothing live. */
  visible: boolean;
}

export type OrderTrackingEvent =
  /** The stream is open (again): the order is read, as moves may have been missed meanwhile. */
  | { type: 'live.opened' }
  /** The stream says the order moved: it is read again. */
  | { type: 'live.changed' }
  /** After a failed first read: try again. */
  | { type: 'order.retry' }
  /**
   * The device's network came or went (`navigator.onLine`). Back online, a failed re-read is tried, and a dropped
   * stream reconnected, at once.
   */
  | ConnectionChanged
  | VisibilityChanged
  | { type: 'cancel.open' }
  | { type: 'cancel.reasonChange'; reason: string }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.confirm' };

/** What the order's event stream tells the page. */
export type LiveNews = Extract<OrderTrackingEvent, { type: 'live.opened' | 'live.changed' }>;

/** What the app's actors receive and resolve with (`orderTrackingMachine.provide({ actors })`). */
export interface OrderTrackingActorIO {
  /** `order/latestOrder/{id}`: the order, or null when there is none by that id. */
  readOrder: { input: { orderId: string }; output: Order | null };
  /** `POST order/{id}/cancel` (409 once the outlet has accepted), then the order read again. */
  cancelOrder: { input: { orderId: string; reason: string }; output: Order | null };
  /**
   * `GET order/{id}/events`: sends `listener` `live.opened` once connected and `live.changed` per event;
   * resolves when the server ends the stream, rejects when it breaks, stops when aborted.
   */
  orderEvents: { input: { orderId: string; listener: { send: (news: LiveNews) => void } }; output: undefined };
}

/** The actions the app supplies, and the params each receives. */
export interface OrderTrackingActionParams {
  /** No order by that id: the app sends the customer home (spec section 8). */
  goHome: undefined;
  /** A network failure: logged; the customer reads a generic message. */
  logFailure: { error: unknown };
}

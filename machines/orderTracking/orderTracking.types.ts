import type { Order } from '../../contract/order.ts';

export interface OrderTrackingInput {
  /** The order's `_id`, as the page's address names it. */
  orderId: string;
}

export interface OrderTrackingContext {
  orderId: string;
  /** The order as last read; null until the first answer. */
  order: Order | null;
  /** Why the order could not be read at all (the page offers a retry). */
  error: string | null;
  /** Reconnections tried since the stream last opened: each waits longer than the one before. */
  drops: number;
  /** What the customer typed in the cancel dialog (optional). */
  cancelReason: string;
  /** Why a cancel was refused (the outlet accepted meanwhile: the server's msg), or why it failed. */
  cancelError: string | null;
}

export type OrderTrackingEvent =
  /** The stream is open (again): the order is read, as moves may have been missed meanwhile. */
  | { type: 'live.opened' }
  /** The stream says the order moved: it is read again. */
  | { type: 'live.changed' }
  /** The stream ended or broke: reconnect after a wait. */
  | { type: 'live.dropped' }
  /** After a failed first read: try again. */
  | { type: 'order.retry' }
  | { type: 'cancel.open' }
  | { type: 'cancel.reasonChange'; reason: string }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.confirm' };

/** What the app's actors receive and resolve with (`orderTrackingMachine.provide({ actors })`). */
export interface OrderTrackingActorIO {
  /** `order/latestOrder/{id}`: the order, or null when there is none by that id. */
  readOrder: { input: { orderId: string }; output: Order | null };
  /** `POST order/{id}/cancel` (409 once the outlet has accepted), then the order read again. */
  cancelOrder: { input: { orderId: string; reason: string }; output: Order | null };
}

/**
 * The live stream (`GET order/{id}/events`), a callback actor the app supplies: it sends back
 * `live.opened` once connected, `live.changed` per event and `live.dropped` when the stream ends.
 */
export interface OrderEventsInput {
  orderId: string;
}

/** The actions the app supplies, and the params each receives. */
export interface OrderTrackingActionParams {
  /** No order by that id: the app sends the customer home (spec section 8). */
  goHome: undefined;
  /** A network failure: logged; the customer reads a generic message. */
  logFailure: { error: unknown };
}

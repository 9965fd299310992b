import type { ReorderReply } from '../../contract/order.ts';

export interface ReorderContext {
  /** The order being put into the cart again; null when idle. */
  orderId: string | null;
  /** The customer's outlet now: the dishes are priced and checked there. */
  storeId: string | null;
}

export type ReorderEvent =
  /** 'Order again' on a past order; `storeId` is the customer's outlet (null until one is chosen). */
  { type: 'reorder.start'; orderId: string; storeId: string | null };

/** What the app's actors receive and resolve with (`reorderMachine.provide({ actors })`). */
export interface ReorderActorIO {
  /** `POST order/{id}/reorder`: the dishes go into the cart at today's prices. */
  reorder: { input: { orderId: string; storeId: string }; output: ReorderReply };
}

/** The actions the app supplies, and the params each receives. */
export interface ReorderActionParams {
  /** The cart is read again and opened, and a toast says what went in and what could not. */
  openCart: ReorderReply;
  /** A refusal: the server's msg (or a generic one) in a toast. */
  notifyRefusal: { message: string };
  /** A network failure: logged. */
  logFailure: { error: unknown };
}

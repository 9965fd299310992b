import type { OrderType } from '../../contract/constants.ts';
import type { Outlet } from '../../contract/outlet.ts';

export interface OrderTypeInput {
  /** The stored `orderType`; null when none is stored (take_out, the header's default, is used). */
  orderType: OrderType | null;
}

export interface OrderTypeContext {
  orderType: OrderType;
  /** The outlet the location machine serves; null until one is known. */
  outlet: Outlet | null;
}

export type OrderTypeEvent =
  | { type: 'orderType.change'; orderType: OrderType }
  /** Sent by the shop whenever the location machine settles on an outlet. */
  | { type: 'outlet.changed'; outlet: Outlet | null };

/** The actions the app supplies, `orderTypeMachine.provide({ actions: { ... } })`, and the params each receives. */
export interface OrderTypeActionParams {
  /** Save under `orderType`. */
  storeOrderType: { orderType: OrderType };
  /** Remove `location`: the outlet offers neither order type. */
  clearStoredOutlet: undefined;
  /** The order type changed: the shop passes it on to the location panel and the server. */
  announceOrderType: { orderType: OrderType };
  /** A note for the customer: the order type was switched to the only one the outlet offers. */
  toastNotice: { message: string };
}

import type { Address } from '../../contract/address.ts';
import type { Profile } from '../../contract/auth.ts';
import type { OrderType } from '../../contract/constants.ts';
import type { Outlet } from '../../contract/outlet.ts';
import type { authMachine } from '../auth/auth.machine.ts';
import type { cartMachine } from '../cart/cart.machine.ts';
import type { addToCartChild } from './shop.flows.ts';

/** What this browser has saved, read once as the shop starts. */
export interface ShopInput {
  /** Whether an `authToken` is stored; only its presence counts (spec section 6). */
  signedIn: boolean;
  /** The stored `orderType`; null when none is stored. */
  orderType: OrderType | null;
  /** The offer code saved under `code`, '' when none. */
  cartCode: string;
  /** The id of the outlet saved under `location`: a signed-in customer's server already holds it. */
  outletId: string | null;
}

export interface ShopContext {
  signedIn: boolean;
  orderType: OrderType | null;
  cartCode: string;
  /** The outlet the location actor last settled on. */
  outlet: Outlet | null;
  /**
   * The outlet the server holds for a signed-in customer, as last read with the profile or sent to it. Until
   * the profile is read, the one this browser stored, which the server was told when it was chosen.
   */
  serverOutletId: string | null;
  /** The signed-in customer's profile: the header's name, the wallet, the saved addresses. */
  profile: Profile | null;
  /** Why the last read of the profile failed (the API client's error), null once a profile is in hand. */
  profileError: unknown;
  /** A sign-in panel asked for while the flows' code was still loading, opened once it has. */
  pendingAuth: ShopAuthRequest | null;
}

/** The header's and the menu's requests to the sign-in flow. */
export type ShopAuthRequest = { type: 'auth.open' } | { type: 'account.open' };

/**
 * The flows a customer needs only once they act (sign in, add a dish, open the cart): their code loads
 * on first use, so the first page stays small. Each comes with the browser's effects already provided.
 */
export interface ShopFlows {
  auth: typeof authMachine;
  addToCart: typeof addToCartChild;
  cart: typeof cartMachine;
}

export type ShopEvent =
  | ShopAuthRequest
  /** A page that shows the cart or the dishes' ADD buttons: the flows' code is needed. */
  | { type: 'flows.wanted' }
  // Told by the shop's own actors (see shop.children.ts and shop.flows.ts).
  | { type: 'location.settled'; outlet: Outlet | null }
  | { type: 'orderType.changed'; orderType: OrderType }
  /** The location's panel chose an outlet for an order type (the nearest take-away): the order type follows. */
  | { type: 'orderType.wanted'; orderType: OrderType }
  | { type: 'addToCart.signInNeeded' }
  | { type: 'cart.changed' }
  /**
   * Raised by the shop once a profile is read: where it holds another outlet or order type than the header
   * shows (the account's before signing in here, or another device's), the browser's is saved.
   */
  | { type: 'profile.read' }
  // Told by the pages that change the account.
  | { type: 'profile.saved'; profile: Profile }
  | { type: 'addresses.saved'; addresses: Address[] }
  /** An order was placed: the server emptied the cart, used its code and may have taken from the wallet. */
  | { type: 'order.placed' }
  /** Something changed the wallet (a top-up): the profile is read again. */
  | { type: 'profile.refresh' }
  /** The profile could not be read: the customer's Try again. */
  | { type: 'profile.retry' };

/** What the app's promise actors receive and resolve with (`shopMachine.provide({ actors })`). */
export interface ShopActorIO {
  loadProfile: { input: undefined; output: Profile };
  loadFlows: { input: undefined; output: ShopFlows };
  /** Tells the server the customer's outlet: the cart is priced against it. */
  saveOutlet: { input: { outlet: Outlet }; output: undefined };
  /** Tells the server the customer's order type: the delivery charge and offers follow it. */
  saveOrderType: { input: { orderType: OrderType }; output: undefined };
}

export interface ShopActionParams {
  /** 'Please Login first' as an error toast: a visitor pressed ADD. */
  refuseVisitor: undefined;
  /** A failure nobody needs to see: logged (spec section 8). */
  logFailure: { error: unknown };
}

import type { Cart } from '../../contract/cart.ts';
import type { ConnectionChanged } from '../shared/failure.ts';

export interface CartInput {
  /** The offer code saved under `code`, '' when none. */
  code: string;
}

export interface CartContext {
  /** The cart as shown: the server's, with the quantity clicks not yet sent. */
  cart: Cart | null;
  /** The cart as the server last priced it: shown again when quantity clicks could not be sent. */
  saved: Cart | null;
  /** The applied offer code, as saved; '' when none. */
  code: string;
  /** What the customer typed in the coupon box. */
  couponText: string;
  /** Quantities changed on screen and not yet sent, by line id; 0 deletes the line. */
  pending: Record<string, number>;
  /** The coupon box's message ('Provide Offer Code' or the server's refusal). */
  couponError: string | null;
  /** Why the code applied before was removed when the cart was read again; null when none was. */
  couponNotice: string | null;
}

export type CartEvent =
  | { type: 'line.increment'; lineId: string }
  | { type: 'line.decrement'; lineId: string }
  | { type: 'line.remove'; lineId: string }
  /** A cart that could not be read is read once the device is back online. */
  | ConnectionChanged
  | { type: 'cart.clear' }
  /** After something else changed the cart (the add-to-cart wizard). */
  | { type: 'cart.refresh' }
  | { type: 'coupon.input'; text: string }
  | { type: 'coupon.apply' }
  | { type: 'coupon.remove' };

export interface CartActorIO {
  loadCart: { input: { code: string }; output: Cart };
  saveQuantities: { input: { quantities: Record<string, number> }; output: undefined };
  removeLine: { input: { lineId: string }; output: undefined };
  clearCart: { input: undefined; output: undefined };
  applyOffer: { input: { code: string }; output: undefined };
}

export interface CartActionParams {
  /** Save the applied code under `code`; '' removes it. */
  storeCode: { code: string };
  /** A refusal the customer should see as a toast (a quantity the server would not take, say). */
  notifyRefusal: { message: string };
  /** A network failure: logged, not shown (spec section 8). */
  logFailure: { error: unknown };
}

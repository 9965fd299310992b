import type * as v from 'valibot';
import type { Address } from '../../contract/address.ts';
import type { OrderType, PaymentMethod } from '../../contract/constants.ts';
import type { PlacedOrderSchema } from '../../contract/order.ts';

export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>;

export interface CheckoutInput {
  /** The order type the header and the server hold. */
  orderType: OrderType;
  /** The cart's `paymentOption.cod`: whether the outlet takes cash on delivery. */
  codAllowed: boolean;
  /** The outlet's `delivery` and `pickup` flags. */
  deliveryEnabled: boolean;
  pickupEnabled: boolean;
  /** The customer's saved addresses. */
  addresses: Address[];
  cartEmpty: boolean;
  /**
   * A fresh random id the app makes for this checkout (`crypto.randomUUID()`), 8 to 64 letters, digits,
   * `_` or `-`. Every placement of this checkout sends it, so the server places one order however often
   * Confirm is retried; a placed order ends the checkout, and the next one gets a new id.
   */
  checkoutId: string;
}

/** The input as it stands (the order type as chosen, the lists as last told), and the customer's choices. */
export interface CheckoutContext extends CheckoutInput {
  /** The address chosen for delivery; null until the customer picks one. */
  addressId: string | null;
  paymentMethod: PaymentMethod;
  /** Cooking instructions, at most 300 characters. */
  instructions: string;
  /** 'Cart is empty', 'Please select address', or why the order was not placed. */
  error: string | null;
}

export type CheckoutEvent =
  /** The cart page's Delivery / Take Away choice; only a type the outlet enables. */
  | { type: 'orderType.change'; orderType: OrderType }
  | { type: 'address.select'; addressId: string }
  /** The customer's addresses after the address overlay saved one (a single new one is selected). */
  | { type: 'addresses.changed'; addresses: Address[] }
  /** The cart was read again: whether it is empty and, when known, whether it takes cash on delivery. */
  | { type: 'cart.changed'; cartEmpty: boolean; codAllowed?: boolean }
  | { type: 'payment.change'; method: PaymentMethod }
  | { type: 'instructions.change'; text: string }
  /** PLACE ORDER. */
  | { type: 'order.place' }
  /** The delivery address's map: Confirm. */
  | { type: 'address.confirmed' }
  /** The order confirmation's Confirm. */
  | { type: 'order.confirm' }
  /** Closing the address map or the order confirmation. */
  | { type: 'order.cancel' };

/** What `placeOrder` is given; the app adds the amounts shown, the offer code and the outlet. */
export interface PlaceOrderInput {
  checkoutId: string;
  orderType: OrderType;
  /** The delivery address's id; '' for take-away. */
  addressId: string;
  paymentMethod: PaymentMethod;
  /** Trimmed. */
  instructions: string;
}

/** What the app's actors receive and resolve with (`checkoutMachine.provide({ actors })`). */
export interface CheckoutActorIO {
  placeOrder: { input: PlaceOrderInput; output: PlacedOrder };
}

/** The actions the app supplies, and the params each receives. */
export interface CheckoutActionParams {
  /** The order is placed: the app goes to /successPayment for it. */
  orderPlaced: { orderId: string; orderNumber: string };
  /** The customer switched Delivery / Take Away on the cart page: the app saves it and tells the server. */
  orderTypeChanged: { orderType: OrderType };
  /** A network failure while placing: logged; the customer reads a generic message. */
  logFailure: { error: unknown };
}

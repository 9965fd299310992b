import type * as v from 'valibot';
import type { Address } from '../../contract/address.ts';
import type { OrderType, PaymentMethod } from '../../contract/constants.ts';
import type { PlacedOrderSchema } from '../../contract/order.ts';
import type { GatewayForm } from '../payment/payment.types.ts';
import type { ConnectionChanged } from '../shared/failure.ts';

export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>;

/**
 * The customer's choices this tab keeps while the checkout is left (the menu visited for one more dish, the page
 * reloaded): the delivery address and the cooking instructions.
 */
export interface CheckoutDraft {
  addressId: string | null;
  instructions: string;
}

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
  /** A dish of the cart the outlet does not sell now, by name (the cart flags it); null when there is none. */
  unavailableDish: string | null;
  /** The customer's wallet balance, in rupees (the profile's `wallet`). */
  walletBalance: number;
  /** What the order costs, in rupees: the cart's delivery total for delivery, its total for take-away. */
  grandTotal: number;
  /** The dishes' Sub Total, in rupees, before taxes and delivery: what a delivery's minimum is on. */
  subtotal: number;
  /**
   * A fresh random id the app makes for this checkout (`crypto.randomUUID()`), 8 to 64 letters, digits,
   * `_` or `-`. Every placement of this checkout sends it, so the server places one order however often
   * Confirm is retried; a placed order ends the checkout, and the next one gets a new id.
   */
  checkoutId: string;
  /** Whether the device has a network as the checkout starts (`navigator.onLine`); `connection.changed` follows it. */
  online: boolean;
  /** The choices this tab kept from its last checkout not placed: taken where they still hold. */
  draft: CheckoutDraft;
}

/** The input as it stands (the order type as chosen, the lists as last told), and the customer's choices. */
export interface CheckoutContext extends Omit<CheckoutInput, 'draft'> {
  /** The address chosen for delivery; null until the customer picks one. */
  addressId: string | null;
  paymentMethod: PaymentMethod;
  /** Cooking instructions, at most 300 characters. */
  instructions: string;
  /** 'Cart is empty', 'Please select address', the device is offline, or why the order was not placed. */
  error: string | null;
}

export type CheckoutEvent =
  /** The cart page's Delivery / Take Away choice; only a type the outlet enables. */
  | { type: 'orderType.change'; orderType: OrderType }
  | { type: 'address.select'; addressId: string }
  /** The customer's addresses after the address overlay saved one (a single new one is selected). */
  | { type: 'addresses.changed'; addresses: Address[] }
  /**
   * The cart was read again: whether it is empty, which dish of it cannot be ordered now (none when left
   * out) and, when known, whether it takes cash on delivery and the grand total for the order type now chosen.
   */
  | {
      type: 'cart.changed';
      cartEmpty: boolean;
      unavailableDish?: string | null;
      codAllowed?: boolean;
      grandTotal?: number;
      subtotal?: number;
    }
  /** The profile was read again: the wallet's balance, in rupees. */
  | { type: 'wallet.changed'; balance: number }
  | { type: 'payment.change'; method: PaymentMethod }
  | { type: 'instructions.change'; text: string }
  /** The device lost or found its network: no order is placed while it has none. */
  | ConnectionChanged
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

/**
 * How a placement ends. Cash on delivery and the wallet place the order at once (`OrderWithCOD`,
 * `OrderWithWallet`); online payment places it unpaid and answers with the gateway's form
 * (`OrderWithOnlinePayment`), which the app posts.
 */
export type PlaceOrderOutput = ({ kind: 'placed' } & PlacedOrder) | ({ kind: 'redirect' } & GatewayForm);

/** What the app's actors receive and resolve with (`checkoutMachine.provide({ actors })`). */
export interface CheckoutActorIO {
  /** `validateBranch` for the outlet on screen: resolves when it takes this order type now, else its refusal. */
  validateBranch: { input: { orderType: OrderType }; output: undefined };
  /** The app makes the call of `input.paymentMethod`: COD, Wallet or Online_Payment. */
  placeOrder: { input: PlaceOrderInput; output: PlaceOrderOutput };
}

/** The actions the app supplies, and the params each receives. */
export interface CheckoutActionParams {
  /** The order is placed (cash on delivery or the wallet): the app goes to /successPayment for it. */
  orderPlaced: { orderId: string; orderNumber: string };
  /** Online: the order is placed unpaid; the app posts the form to the card gateway and the page leaves. */
  postToGateway: GatewayForm;
  /** The customer switched Delivery / Take Away on the cart page: the app saves it and tells the server. */
  orderTypeChanged: { orderType: OrderType };
  /** A network failure while asking the outlet or placing: logged; the customer reads a generic message. */
  logFailure: { error: unknown };
  /** The address or the instructions changed, or the order was placed (an empty draft): the tab keeps them. */
  keepDraft: CheckoutDraft;
  /**
   * The server found the cart, the outlet or the wallet otherwise than the page shows them (a 409): the app
   * reads the cart and the account again, and the shop saves the header's outlet and order type where the
   * account holds others.
   */
  reviewCart: undefined;
}

import * as v from 'valibot';
import { DELIVERY_MINIMUM_RUPEES, ORDER_TYPES, type OrderType } from './constants.ts';
import * as MESSAGES from './messages.ts';
import { formatRupees } from './money.ts';
import { requiredId } from './textRules.ts';

/**
 * An order's life: placed, then accepted, preparing, dispatched (delivery) or ready (take-away, at the
 * counter), delivered (or collected), settled;
 * or rejected (by the outlet, before preparing) or cancelled. The server's domain allows only the
 * legal moves (server/domain/orderStatus.ts).
 */
export const ORDER_STATUSES = [
  'placed',
  'accepted',
  'preparing',
  'dispatched',
  'ready',
  'delivered',
  'settled',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moved an order: the outlet's staff, the chain's point of sale, the customer, or the shop itself. */
export const ORDER_ACTORS = ['staff', 'pos', 'customer', 'system'] as const;

/** One move of an order, as the customer's timeline and the console show it: when, by whom, and why. */
export const OrderMoveSchema = v.object({
  status: v.picklist(ORDER_STATUSES),
  at: v.string(),
  by: v.picklist(ORDER_ACTORS),
  reason: v.nullable(v.string()),
});
export type OrderMoveRecord = v.InferOutput<typeof OrderMoveSchema>;

/** How an order is paid (spec section 3: `payments.type`): cash, the card gateway, or the wallet. */
export const PAYMENT_TYPES = ['COD', 'ONLINE', 'WALLET'] as const;

/** Amounts in rupees as the client sends them: digits with up to 2 decimals. */
const amount = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.regex(/^\d{1,7}(\.\d{1,2})?$/, `${name} must be an amount in rupees`),
    v.transform(Number),
  );

const optionalText = (max: number, message: string) =>
  v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, message));

/**
 * Place an order (`OrderWithCOD`, `OrderWithOnlinePayment`, `OrderWithWallet`). The amounts are
 * what the customer saw; the server compares them with its own and refuses a difference. `checkoutId`
 * is made by the browser once per checkout: submitting it again returns the same order.
 */
export const PlaceOrderRequest = v.object({
  checkoutId: v.pipe(v.string('checkoutId is required'), v.trim(), v.regex(/^[\w-]{8,64}$/, 'checkoutId is invalid')),
  orderType: v.picklist(ORDER_TYPES, 'orderType must be delivery or take_out'),
  subtotal: amount('subtotal'),
  tax: amount('tax'),
  total: amount('total'),
  deliveryCharge: amount('deliveryCharge'),
  /** The address id; '' for take-away. */
  address: optionalText(100, 'address is invalid'),
  /** The applied offer code; '' for none. */
  code: v.pipe(optionalText(40, MESSAGES.offerUnknown), v.toUpperCase()),
  /** The outlet [sic: the spec's name]. */
  brachId: requiredId('brachId'),
  outlet_location: optionalText(200, 'outlet_location is too long'),
  instructions: optionalText(300, 'Cooking instructions can be at most 300 characters'),
});

/** `validateBranch` [spec: "Validate branch", body `brachId`]: can this outlet take an order now. */
export const ValidateBranchRequest = v.object({
  brachId: requiredId('brachId'),
  orderType: v.picklist(ORDER_TYPES, 'orderType must be delivery or take_out'),
});

/** A checkout as the app holds it; the order calls take it in the wire's names (`placeOrderFields`). */
export interface Checkout {
  checkoutId: string;
  orderType: OrderType;
  /** The amounts the customer saw, in rupees: the server refuses the order if its own differ. */
  subtotal: number;
  tax: number;
  total: number;
  deliveryCharge: number;
  addressId: string;
  code: string;
  storeId: string;
  outletLocation: string;
  instructions: string;
}

const rupees = (amount: number) => amount.toFixed(2);

/** The checkout in the wire's names (the same body for cash, online and wallet); `brachId` [sic] is spelled here only. */
export const placeOrderFields = (checkout: Checkout): v.InferInput<typeof PlaceOrderRequest> => ({
  checkoutId: checkout.checkoutId,
  orderType: checkout.orderType,
  subtotal: rupees(checkout.subtotal),
  tax: rupees(checkout.tax),
  total: rupees(checkout.total),
  deliveryCharge: rupees(checkout.deliveryCharge),
  address: checkout.addressId,
  code: checkout.code,
  brachId: checkout.storeId,
  outlet_location: checkout.outletLocation,
  instructions: checkout.instructions,
});

/** The outlet and order type to check, in the wire's names. */
export const branchCheckFields = (
  storeId: string,
  orderType: OrderType,
): v.InferInput<typeof ValidateBranchRequest> => ({
  brachId: storeId,
  orderType,
});

export const PlacedOrderSchema = v.object({ _id: v.string(), order_id: v.string() });

export const OrderItemSchema = v.object({
  /** The line's place in the order, from 0. */
  position: v.number(),
  /** One portion with its add-ons, in rupees, as priced when the order was placed. */
  price: v.number(),
  quantity: v.number(),
  isJain: v.boolean(),
  /** The chosen add-ons' names. */
  addons: v.array(v.string()),
  productData: v.object({ name: v.string(), previewImage: v.string(), isNonVeg: v.boolean() }),
});

export const OrderSchema = v.object({
  _id: v.string(),
  /** What the customer reads and quotes: 'WF-000123'. */
  order_id: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  order_status: v.picklist(ORDER_STATUSES),
  tabType: v.picklist(ORDER_TYPES),
  totalItems: v.number(),
  items: v.array(OrderItemSchema),
  payment: v.object({ status: v.string(), amount: v.number() }),
  payments: v.object({ type: v.picklist(PAYMENT_TYPES) }),
  /** The delivery address; null for take-away. */
  customer: v.nullable(v.object({ address1: v.string(), address2: v.string(), city: v.string(), mobile: v.string() })),
  /** The outlet: its name and city. */
  outlet_location: v.string(),
  instructions: v.string(),
  subtotal: v.number(),
  discount_value: v.number(),
  tax: v.number(),
  deliveryCharge: v.number(),
  /** What the customer pays: total for take-away, total plus delivery charge for delivery. */
  amount: v.number(),
  tracking_url: v.nullable(v.string()),
  rider_name: v.nullable(v.string()),
  rider_phone: v.nullable(v.string()),
  /** Every move with its time, who made it and why, oldest first. */
  timeline: v.array(OrderMoveSchema),
  /** When the outlet said it will be ready (take-away) or at the door (delivery); null until accepted. */
  eta: v.nullable(v.string()),
  /** Whether the customer may still cancel: until the outlet accepts. */
  cancellable: v.boolean(),
});
export type Order = v.InferOutput<typeof OrderSchema>;
export const OrderListSchema = v.array(OrderSchema);

/**
 * `POST /user/order/{id}/reorder`: `store` is the outlet the customer orders from now (the cart's outlet,
 * as `add_to_cart` sends it); without it the server uses the customer's saved outlet.
 */
export const ReorderRequest = v.object({
  store: v.optional(v.pipe(v.string('store must be an outlet id'), v.trim(), v.maxLength(100))),
});

/** `POST /user/order/{id}/reorder`: what went into the cart, and what could not. */
export const ReorderReplySchema = v.object({ added: v.number(), unavailable: v.array(v.string()) });
export type ReorderReply = v.InferOutput<typeof ReorderReplySchema>;

/**
 * Why a delivery of dishes worth `subtotalPaise` (the Sub Total, before taxes and delivery) is refused: how much more
 * it needs. Null at the minimum or above. The cart says it before PLACE ORDER, the server on placing.
 */
export function deliveryMinimumRefusal(subtotalPaise: number): string | null {
  const minimumPaise = DELIVERY_MINIMUM_RUPEES * 100;
  if (subtotalPaise >= minimumPaise) return null;
  return MESSAGES.deliveryMinimum(
    formatRupees(DELIVERY_MINIMUM_RUPEES),
    formatRupees((minimumPaise - subtotalPaise) / 100),
  );
}

import * as v from 'valibot';
import { ORDER_TYPES, REASON_MAX } from './constants.ts';
import * as MESSAGES from './messages.ts';
import { ORDER_STATUSES, OrderMoveSchema, PAYMENT_TYPES } from './order.ts';
import { MOBILE_NUMBER, nationalMobile } from './textRules.ts';

// The restaurant side: what the staff console (and a POS tablet) and the chain's point of sale send and
// read. Staff calls live under STAFF_API_BASE, the point of sale's under POS_API_BASE.

export const STAFF_API_BASE = '/api/v1/staff';
export const POS_API_BASE = '/api/v1/pos';
/**
 * The header that carries the point of sale's HMAC-SHA256 of `<timestamp>.<path>.<raw body>`: `sha256=<hex>`. The
 * path binds a signed event to its order, the timestamp to its moment.
 */
export const POS_SIGNATURE_HEADER = 'X-Wokflow-Signature';
/** When the point of sale sent the call: Unix time in seconds, within POS_TIMESTAMP_TOLERANCE_SECONDS of the server's. */
export const POS_TIMESTAMP_HEADER = 'X-Wokflow-Timestamp';
export const POS_TIMESTAMP_TOLERANCE_SECONDS = 300;

/** Preparation time an outlet may promise when it accepts an order. */
export const PREP_MINUTES_MIN = 5;
export const PREP_MINUTES_MAX = 180;

const trimmed = (max: number, message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(max, message)), '');

/** 'true' / 'false' as a form sends them (JSON booleans arrive as the same strings); absent stays undefined. */
const optionalFlag = (name: string) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false'], `${name} must be true or false`),
      v.transform((value) => value === 'true'),
    ),
  );

const RIDER_PHONE = "Rider's phone must be a 10-digit mobile number";
const mobile = v.optional(
  v.pipe(
    v.string(RIDER_PHONE),
    v.transform(nationalMobile),
    v.check((phone) => phone === '' || MOBILE_NUMBER.test(phone), RIDER_PHONE),
  ),
  '',
);

const TRACKING_URL = 'Tracking link must start with http:// or https://';
const trackingUrl = v.optional(
  v.pipe(
    v.string(TRACKING_URL),
    v.trim(),
    v.maxLength(500, 'Tracking link can be at most 500 characters'),
    v.check((url) => url === '' || (URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)), TRACKING_URL),
  ),
  '',
);

const PREP_WHOLE = 'Preparation time must be a whole number of minutes';
const PREP_RANGE = `Preparation time must be ${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX} minutes`;
const prepMinutes = v.optional(
  v.pipe(
    v.string(PREP_WHOLE),
    v.trim(),
    v.regex(/^(\d{1,3})?$/, PREP_WHOLE),
    v.transform((text) => (text === '' ? undefined : Number(text))),
    v.optional(v.pipe(v.number(), v.minValue(PREP_MINUTES_MIN, PREP_RANGE), v.maxValue(PREP_MINUTES_MAX, PREP_RANGE))),
  ),
);

/** The longest rider's name the customer is texted. */
export const RIDER_NAME_MAX = 60;

/** What a move of an order carries besides where it goes. The lifecycle's own rules are the server's. */
const moveFields = {
  status: v.picklist(
    ORDER_STATUSES.filter((status) => status !== 'placed'),
    'status must be accepted, rejected, preparing, dispatched, ready, delivered, settled or cancelled',
  ),
  reason: trimmed(REASON_MAX, `Reason can be at most ${REASON_MAX} characters`),
  rider_name: trimmed(RIDER_NAME_MAX, `Rider's name can be at most ${RIDER_NAME_MAX} characters`),
  rider_phone: mobile,
  tracking_url: trackingUrl,
};

/** A reject or a cancel says why: the customer reads it. */
const reasonGiven = <T extends { status: string; reason: string }>(move: T) =>
  (move.status !== 'rejected' && move.status !== 'cancelled') || move.reason !== '';

/**
 * `POST /staff/orders/{id}/status`: accept with preparation minutes, reject or cancel with a reason. A delivery
 * is dispatched with a rider's name (the server checks it: only it knows the order's type). `from` is the status
 * the order was seen in (the console always sends it): an order that has moved on since is not moved (409).
 */
export const StaffMoveRequest = v.pipe(
  v.object({
    ...moveFields,
    from: v.optional(v.picklist(ORDER_STATUSES, `from must be one of: ${ORDER_STATUSES.join(', ')}`)),
    prepMinutes,
  }),
  v.check(reasonGiven, 'Please give a reason'),
  v.check((move) => move.status !== 'accepted' || move.prepMinutes !== undefined, MESSAGES.prepMinutesRequired),
);
export type StaffMove = v.InferOutput<typeof StaffMoveRequest>;

/** `POST /pos/orders/{id}/status`: the same moves, named by the point of sale's own event id (sent twice, applied once). */
export const PosMoveRequest = v.pipe(
  v.object({
    ...moveFields,
    event_id: v.pipe(
      v.string('event_id is required'),
      v.trim(),
      v.regex(/^[\w.:-]{1,100}$/, 'event_id must be 1 to 100 letters, digits or . _ : -'),
    ),
    prepMinutes,
  }),
  v.check(reasonGiven, 'reason is required to reject or cancel'),
);
export type PosMove = v.InferOutput<typeof PosMoveRequest>;

/** `POST /user/order/{id}/cancel`: the customer's reason is optional. */
export const CustomerCancelRequest = v.object({ reason: moveFields.reason });

/** `POST /staff/outlets/{id}/availability`: open or close now (until the next opening), pause delivery or take-away. */
export const OutletAvailabilityRequest = v.pipe(
  v.object({ open: optionalFlag('open'), delivery: optionalFlag('delivery'), pickup: optionalFlag('pickup') }),
  v.check(
    (change) => change.open !== undefined || change.delivery !== undefined || change.pickup !== undefined,
    'Say what to change: open, delivery or pickup',
  ),
);

/** `POST /staff/outlets/{id}/products/{productId}`: sold out at this outlet, or back. */
export const DishAvailabilityRequest = v.object({
  available: v.pipe(
    v.picklist(['true', 'false'], 'available must be true or false'),
    v.transform((value) => value === 'true'),
  ),
});

// Replies

/** An order as the outlet's board shows it: enough to cook, pack and hand it over. */
export const StaffOrderSchema = v.object({
  _id: v.string(),
  order_id: v.string(),
  outletId: v.string(),
  status: v.picklist(ORDER_STATUSES),
  orderType: v.picklist(ORDER_TYPES),
  createdAt: v.string(),
  updatedAt: v.string(),
  items: v.array(
    v.object({
      name: v.string(),
      quantity: v.number(),
      isJain: v.boolean(),
      isNonVeg: v.boolean(),
      addons: v.array(v.string()),
    }),
  ),
  instructions: v.string(),
  /** Who to call, and for delivery where to go. */
  customer: v.object({
    name: v.string(),
    mobile: v.string(),
    address: v.nullable(v.object({ address1: v.string(), address2: v.string(), city: v.string() })),
  }),
  payment: v.object({ type: v.picklist(PAYMENT_TYPES), status: v.string(), amount: v.number() }),
  prepMinutes: v.nullable(v.number()),
  /** When the outlet said it will be ready (take-away) or at the door (delivery). */
  eta: v.nullable(v.string()),
  rider_name: v.nullable(v.string()),
  rider_phone: v.nullable(v.string()),
  tracking_url: v.nullable(v.string()),
  timeline: v.array(OrderMoveSchema),
});
export type StaffOrder = v.InferOutput<typeof StaffOrderSchema>;

/** An outlet as its staff control it. `openNow` is the override until the next opening; null: its hours decide. */
export const StaffOutletSchema = v.object({
  id: v.string(),
  name: v.string(),
  city: v.string(),
  fromTime: v.string(),
  toTime: v.string(),
  isOpen: v.boolean(),
  openOverride: v.nullable(v.boolean()),
  delivery: v.boolean(),
  pickup: v.boolean(),
  /** The outlet's menu, for marking dishes sold out. */
  dishes: v.array(v.object({ id: v.string(), name: v.string(), category: v.string(), available: v.boolean() })),
});
export type StaffOutlet = v.InferOutput<typeof StaffOutletSchema>;

/** `POST /staff/outlets/{id}/availability`: the outlet as it now is (`openOverride` null: its hours decide). */
export const OutletAvailabilitySchema = v.pick(StaffOutletSchema, [
  'id',
  'isOpen',
  'openOverride',
  'delivery',
  'pickup',
]);
export type OutletAvailability = v.InferOutput<typeof OutletAvailabilitySchema>;

/** `POST /staff/outlets/{id}/products/{productId}`: the dish as the outlet now offers it. */
export const DishAvailabilitySchema = v.object({ id: v.string(), available: v.boolean() });

/** `GET /staff/orders`: the staff's outlets and their open orders with today's closed ones. */
export const StaffBoardSchema = v.object({
  staff: v.object({ mobile_number: v.string(), name: v.string() }),
  outlets: v.array(StaffOutletSchema),
  orders: v.array(StaffOrderSchema),
  /** The server's clock as it answered (ISO 8601): the board counts the orders' ages by it, not by the device's. */
  serverTime: v.string(),
});
export type StaffBoard = v.InferOutput<typeof StaffBoardSchema>;

/**
 * One event of `GET /staff/events` and `GET /user/order/{id}/events` (`text/event-stream`, event name
 * `order` or `outlet`, `data` this JSON): the reader fetches what changed. An order's `forStaff` is false while it
 * is paid online and its payment is not confirmed: only its customer hears of it, the outlet's staff not yet.
 */
export const LiveEventSchema = v.variant('kind', [
  v.object({
    kind: v.literal('order'),
    orderId: v.string(),
    outletId: v.string(),
    status: v.picklist(ORDER_STATUSES),
    // Optional for the events of a server from before it (a rolling upgrade), which announced paid orders only.
    forStaff: v.optional(v.boolean(), true),
  }),
  v.object({ kind: v.literal('outlet'), outletId: v.string() }),
]);
export type LiveEvent = v.InferOutput<typeof LiveEventSchema>;

/** A move made (or a point-of-sale event already applied): the order and the status it is in now. */
export const OrderMovedSchema = v.object({ _id: v.string(), order_id: v.string(), status: v.picklist(ORDER_STATUSES) });
export type OrderMoved = v.InferOutput<typeof OrderMovedSchema>;

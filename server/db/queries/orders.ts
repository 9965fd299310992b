import { randomUUID } from 'node:crypto';
import type { OrderType } from '../../../contract/constants.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import type { Order, OrderStatus } from '../../../contract/order.ts';
import { mayMove } from '../../../machines/order/order.selectors.ts';
import type { OrderActor } from '../../../machines/order/order.types.ts';
import type { OrderAmounts } from '../../domain/checkout.ts';
import type { Coordinates } from '../../domain/distance.ts';
import { orderNumber } from '../../domain/orderNumber.ts';
import {
  carriedBy,
  foundBy,
  type MoveDetails,
  missingDetail,
  moveOrder,
  type PaymentType,
  reachesStaff,
  refundDue,
} from '../../domain/orderStatus.ts';
import { paiseToRupees } from '../../domain/price.ts';
import { type Db, statementParams, type TransactionLock } from '../db.ts';
import { announce, announcement } from './liveEvents.ts';
import { orderPaidOnline } from './payments.ts';
import { creditWallet } from './wallet.ts';

/** Any number: the first key of the per-customer order locks, apart from the other advisory locks. */
const ORDER_LOCK_SPACE = 740_212;

/** The lock of a transaction that places or pays an order of this customer: one such transaction at a time. */
export const customerOrdersLock = (customerId: string): TransactionLock => ({
  space: ORDER_LOCK_SPACE,
  key: customerId,
});

export interface PlacedOrder {
  _id: string;
  order_id: string;
}

/** The order this customer placed with this checkout, if any. */
export async function orderOfCheckout(db: Db, customerId: string, checkoutId: string): Promise<PlacedOrder | null> {
  const [row] = await db.query<{ id: string; order_number: string | number }>(
    'SELECT id, order_number FROM orders WHERE customer_id = $1 AND checkout_id = $2',
    [customerId, checkoutId],
  );
  return row ? { _id: row.id, order_id: orderNumber(row.order_number) } : null;
}

/** Where a delivery goes, as the order keeps it. */
export interface Destination extends Coordinates {
  address1: string;
  address2: string;
  city: string;
  mobile: string;
}

/** One of the customer's saved addresses with their mobile number; null when the address is not theirs. */
export async function destinationOf(db: Db, customerId: string, addressId: string): Promise<Destination | null> {
  const [row] = await db.query<Destination>(
    `SELECT a.house_number || ', ' || a.address_line_1 AS address1, a.state || ' ' || a.pin_code AS address2,
            a.city, c.mobile_number AS mobile, a.lat AS latitude, a.long AS longitude
     FROM customer_addresses a JOIN customers c ON c.id = a.customer_id
     WHERE a.customer_id = $1 AND a.id = $2`,
    [customerId, addressId],
  );
  return row ?? null;
}

export interface NewOrderLine {
  productId: string;
  name: string;
  previewImage: string;
  isNonVeg: boolean;
  isJain: boolean;
  addonNames: string[];
  unitPaise: number;
  quantity: number;
}

export interface NewOrder {
  customerId: string;
  checkoutId: string;
  outletId: string;
  outletLocation: string;
  orderType: OrderType;
  paymentType: PaymentType;
  paymentStatus: string;
  destination: Destination | null;
  instructions: string;
  amounts: OrderAmounts;
  offerCode: string | null;
  lines: readonly NewOrderLine[];
}

/**
 * Writes the order, its lines, its first status and its use of the offer code, empties the customer's cart it
 * was made of, and announces it (to the outlet's staff too, unless it waits for its online payment), in one
 * statement. Call inside a transaction.
 */
export async function insertOrder(tx: Db, order: NewOrder, now: Date): Promise<PlacedOrder> {
  const id = randomUUID();
  const { amounts, destination } = order;
  const { params, param } = statementParams();
  const [orderId, customerId, at, offerCode] = [param(id), param(order.customerId), param(now), param(order.offerCode)];
  const lines = order.lines.map((line, position) => ({
    position,
    product_id: line.productId,
    name: line.name,
    preview_image: line.previewImage,
    is_non_veg: line.isNonVeg,
    is_jain: line.isJain,
    addon_names: line.addonNames,
    unit_price_paise: line.unitPaise,
    quantity: line.quantity,
  }));
  const placed = {
    kind: 'order',
    orderId: id,
    outletId: order.outletId,
    status: 'placed',
    forStaff: reachesStaff(order.paymentType, false),
  } as const;
  const [row] = await tx.query<{ order_number: string | number }>(
    `WITH placed AS (
       INSERT INTO orders (id, customer_id, checkout_id, outlet_id, outlet_location, order_type, status, payment_type,
                           payment_status, address1, address2, city, mobile, instructions, subtotal_paise,
                           discount_paise, tax_paise, delivery_charge_paise, amount_paise, offer_code, created_at, updated_at)
       VALUES (${orderId}, ${customerId}, ${param(order.checkoutId)}, ${param(order.outletId)},
               ${param(order.outletLocation)}, ${param(order.orderType)}, 'placed', ${param(order.paymentType)},
               ${param(order.paymentStatus)}, ${param(destination?.address1 ?? null)},
               ${param(destination?.address2 ?? null)}, ${param(destination?.city ?? null)},
               ${param(destination?.mobile ?? null)}, ${param(order.instructions)}, ${param(amounts.subtotal)},
               ${param(amounts.discount)}, ${param(amounts.tax)}, ${param(amounts.deliveryCharge)},
               ${param(amounts.amount)}, ${offerCode}, ${at}, ${at})
       RETURNING order_number
     ), placed_lines AS (
       INSERT INTO order_lines (order_id, position, product_id, name, preview_image, is_non_veg, is_jain, addon_names,
                                unit_price_paise, quantity)
       SELECT ${orderId}, l.position, l.product_id, l.name, l.preview_image, l.is_non_veg, l.is_jain, l.addon_names,
              l.unit_price_paise, l.quantity
       FROM jsonb_to_recordset(${param(JSON.stringify(lines))}::jsonb) AS l(
         position integer, product_id text, name text, preview_image text, is_non_veg boolean, is_jain boolean,
         addon_names text[], unit_price_paise integer, quantity integer)
     ), first_status AS (
       INSERT INTO order_status_events (order_id, status, at, actor) VALUES (${orderId}, 'placed', ${at}, 'customer')
     ), redemption AS (
       INSERT INTO offer_redemptions (offer_code, customer_id, order_id, created_at)
       SELECT ${offerCode}, ${customerId}, ${orderId}, ${at} WHERE ${offerCode}::text IS NOT NULL
     ), emptied_cart AS (
       DELETE FROM cart_lines WHERE customer_id = ${customerId}
     )
     SELECT order_number, ${announcement(placed, param)} FROM placed`,
    params,
  );
  return { _id: id, order_id: orderNumber(row?.order_number ?? 0) };
}

export interface OrderRow {
  id: string;
  order_number: string | number;
  order_type: OrderType;
  status: OrderStatus;
  payment_type: PaymentType;
  payment_status: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  mobile: string | null;
  outlet_location: string;
  instructions: string;
  subtotal_paise: number;
  discount_paise: number;
  tax_paise: number;
  delivery_charge_paise: number;
  amount_paise: number;
  tracking_url: string | null;
  rider_name: string | null;
  rider_phone: string | null;
  eta: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  lines: {
    position: number;
    name: string;
    preview_image: string;
    is_non_veg: boolean;
    is_jain: boolean;
    addon_names: string[];
    unit_price_paise: number;
    quantity: number;
  }[];
  events: { status: OrderStatus; at: string; by: OrderActor; reason: string | null }[];
}

export const SELECT_ORDERS = `
  SELECT o.*,
         (SELECT COALESCE(json_agg(json_build_object('position', l.position, 'name', l.name, 'preview_image', l.preview_image,
                    'is_non_veg', l.is_non_veg, 'is_jain', l.is_jain, 'addon_names', l.addon_names,
                    'unit_price_paise', l.unit_price_paise, 'quantity', l.quantity) ORDER BY l.position), '[]'::json)
          FROM order_lines l WHERE l.order_id = o.id) AS lines,
         (SELECT COALESCE(json_agg(json_build_object('status', e.status, 'at', e.at, 'by', e.actor, 'reason', e.reason) ORDER BY e.id), '[]'::json)
          FROM order_status_events e WHERE e.order_id = o.id) AS events
  FROM orders o`;

export const iso = (time: Date | string) => new Date(time).toISOString();

function toOrder(row: OrderRow): Order {
  const { address1, address2, city, mobile } = row;
  const amount = paiseToRupees(row.amount_paise);
  return {
    _id: row.id,
    order_id: orderNumber(row.order_number),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    order_status: row.status,
    timeline: row.events.map(({ status, at, by, reason }) => ({ status, at: iso(at), by, reason })),
    tabType: row.order_type,
    totalItems: row.lines.reduce((sum, line) => sum + line.quantity, 0),
    items: row.lines.map((line) => ({
      position: line.position,
      price: paiseToRupees(line.unit_price_paise),
      quantity: line.quantity,
      isJain: line.is_jain,
      addons: line.addon_names,
      productData: { name: line.name, previewImage: line.preview_image, isNonVeg: line.is_non_veg },
    })),
    payment: { status: row.payment_status, amount },
    payments: { type: row.payment_type },
    customer:
      address1 !== null && address2 !== null && city !== null && mobile !== null
        ? { address1, address2, city, mobile }
        : null,
    outlet_location: row.outlet_location,
    instructions: row.instructions,
    subtotal: paiseToRupees(row.subtotal_paise),
    discount_value: paiseToRupees(row.discount_paise),
    tax: paiseToRupees(row.tax_paise),
    deliveryCharge: paiseToRupees(row.delivery_charge_paise),
    amount,
    tracking_url: row.tracking_url,
    rider_name: row.rider_name,
    rider_phone: row.rider_phone,
    eta: row.eta === null ? null : iso(row.eta),
    cancellable: mayMove(row.order_type, row.status, 'cancelled', 'customer'),
  };
}

/** The customer's orders, newest first. */
export async function ordersOf(db: Db, customerId: string): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    `${SELECT_ORDERS} WHERE o.customer_id = $1 ORDER BY o.created_at DESC, o.order_number DESC`,
    [customerId],
  );
  return rows.map(toOrder);
}

/** An order named by its id or its number ('WF-000123'), as SQL parameters: the id, and the number or null. */
export function orderKey(id: string): [string, number | null] {
  const number = /^WF-(\d{1,15})$/i.exec(id)?.[1];
  return [id, number === undefined ? null : Number(number)];
}

/** The customer's ($1) order named by `orderKey` ($2, $3). */
const OF_CUSTOMER = 'o.customer_id = $1 AND (o.id = $2 OR o.order_number = $3)';

/** One of the customer's orders, by its id or its number ('WF-000123'); null when it is not theirs. */
export async function orderOf(db: Db, customerId: string, id: string): Promise<Order | null> {
  const [row] = await db.query<OrderRow>(`${SELECT_ORDERS} WHERE ${OF_CUSTOMER}`, [customerId, ...orderKey(id)]);
  return row ? toOrder(row) : null;
}

/** A line of a past order as ordering it again needs it. */
export interface LineToReorder {
  productId: string;
  name: string;
  isJain: boolean;
  quantity: number;
  /** The ids today of the add-ons the line had, matched by name among those the dish offers now. */
  addonIds: string[];
  /** False when an add-on of the line is no longer offered with the dish. */
  addonsOffered: boolean;
}

/** The lines of one of the customer's orders (by id or number), in the order's order; null when it is not theirs. */
export async function linesToReorder(db: Db, customerId: string, id: string): Promise<LineToReorder[] | null> {
  const [row] = await db.query<{ lines: LineToReorder[] }>(
    `SELECT COALESCE(json_agg(json_build_object(
              'productId', l.product_id, 'name', l.name, 'isJain', l.is_jain, 'quantity', l.quantity,
              'addonIds', a.ids, 'addonsOffered', cardinality(a.ids) = cardinality(l.addon_names)
            ) ORDER BY l.position) FILTER (WHERE l.order_id IS NOT NULL), '[]'::json) AS lines
     FROM orders o
     LEFT JOIN order_lines l ON l.order_id = o.id
     LEFT JOIN LATERAL (
       SELECT ARRAY(SELECT ad.id FROM product_addons pa JOIN addons ad ON ad.id = pa.addon_id
                    WHERE pa.product_id = l.product_id AND ad.name = ANY(l.addon_names) ORDER BY ad.id) AS ids
     ) a ON true
     WHERE ${OF_CUSTOMER}
     GROUP BY o.id`,
    [customerId, ...orderKey(id)],
  );
  return row?.lines ?? null;
}

/** A move asked of an order: where to, by whom, and why (a rejection's or a cancellation's reason). */
export interface OrderMoveRequest {
  to: OrderStatus;
  by: OrderActor;
  /** The status the mover saw: an order no longer in it is not moved. */
  from?: OrderStatus;
  reason?: string;
  /**
   * Only an order of these outlets (a member of staff's) or of this customer: any other is not found. Staff and the
   * point of sale do not find an order that has not reached them either (an online one not paid yet).
   */
  scope?: { outletIds: readonly string[] } | { customerId: string };
  /** What the move carries (preparation time, rider): checked against the move when given. */
  details?: MoveDetails;
  /** The point of sale's name for the move: one it sent before changes nothing. */
  posEventId?: string;
}

/** An order after a move (or a repeated point-of-sale event): what the customer is told and the console shows. */
export interface MovedOrder {
  id: string;
  number: string;
  outletId: string;
  orderType: OrderType;
  status: OrderStatus;
  /** The customer's mobile number: the one the delivery goes to, else the account's. */
  mobile: string;
  eta: Date | null;
  riderName: string | null;
  riderPhone: string | null;
  trackingUrl: string | null;
  /** What went back to the wallet with this move, in paise; 0 for none. */
  refundedPaise: number;
  /** The point of sale sent this event before: nothing changed. */
  repeated: boolean;
}

export type MoveOutcome = { ok: true; order: MovedOrder } | { ok: false; status: 400 | 409; refusal: string };

type LockedOrder = Pick<
  OrderRow,
  | 'id'
  | 'order_type'
  | 'status'
  | 'payment_type'
  | 'payment_status'
  | 'amount_paise'
  | 'eta'
  | 'rider_name'
  | 'rider_phone'
  | 'tracking_url'
> & { customer_id: string; outlet_id: string; order_number: string | number; mobile: string };

/** Inside a transaction: the order, locked until it ends, with the customer's number. */
async function lockOrder(tx: Db, id: string): Promise<LockedOrder | null> {
  const [row] = await tx.query<LockedOrder>(
    `SELECT o.id, o.order_number, o.order_type, o.status, o.payment_type, o.payment_status, o.amount_paise, o.eta,
            o.rider_name, o.rider_phone, o.tracking_url, o.customer_id, o.outlet_id,
            coalesce(o.mobile, (SELECT c.mobile_number FROM customers c WHERE c.id = o.customer_id)) AS mobile
     FROM orders o WHERE o.id = $1 OR o.order_number = $2 FOR UPDATE OF o`,
    orderKey(id),
  );
  return row ?? null;
}

const inScope = (row: LockedOrder, scope: OrderMoveRequest['scope']) =>
  scope === undefined ||
  ('outletIds' in scope ? scope.outletIds.includes(row.outlet_id) : scope.customerId === row.customer_id);

const movedOrder = (row: LockedOrder, refundedPaise = 0, repeated = false): MovedOrder => ({
  id: row.id,
  number: orderNumber(row.order_number),
  outletId: row.outlet_id,
  orderType: row.order_type,
  status: row.status,
  mobile: row.mobile,
  eta: row.eta === null ? null : new Date(row.eta),
  riderName: row.rider_name,
  riderPhone: row.rider_phone,
  trackingUrl: row.tracking_url,
  refundedPaise,
  repeated,
});

async function posEventSeen(tx: Db, eventId: string | undefined): Promise<boolean> {
  if (eventId === undefined) return false;
  return (await tx.query('SELECT 1 FROM pos_events WHERE event_id = $1', [eventId])).length > 0;
}

/**
 * Moves an order along its life (the outlet accepting it, the rider delivering it...) in one transaction,
 * recording who, when, from where and why, what the move carries (preparation time and ETA, rider), and the
 * point of sale's event; announces it to every server (server/db/queries/liveEvents.ts). Refuses a move the
 * lifecycle does not allow, or one from a status the order has left (`from`), and writes nothing then. Null when
 * there is no such order (in the scope, or that `by` may find). A paid order that is rejected or cancelled is refunded to the wallet, once.
 */
export async function moveOrderStatus(
  db: Db,
  orderId: string,
  { to, by, from, reason, scope, details, posEventId }: OrderMoveRequest,
  now: Date,
): Promise<MoveOutcome | null> {
  return db.transaction(async (tx) => {
    // The order's lock orders this with a payment being confirmed (server/usecases/settlePayment.ts): one refund,
    // and with the same point-of-sale event sent twice at once: one move.
    const row = await lockOrder(tx, orderId);
    if (!row) return null;
    // Its own statement, once the lock is held: it sees a payment confirmed just before.
    const paidOnline = await orderPaidOnline(tx, row.id);
    const reachedStaff = reachesStaff(row.payment_type, paidOnline);
    if (!inScope(row, scope) || !foundBy(by, reachedStaff)) return null;
    if (await posEventSeen(tx, posEventId)) return { ok: true, order: movedOrder(row, 0, true) };
    // Read under the order's lock: a move sent from the same board a moment later waits, then sees this one.
    if (from !== undefined && from !== row.status) {
      return {
        ok: false,
        status: 409,
        refusal: MESSAGES.orderMovedMeanwhile(orderNumber(row.order_number), row.status),
      };
    }
    const move = moveOrder(
      {
        orderType: row.order_type,
        status: row.status,
        paymentType: row.payment_type,
        paymentStatus: row.payment_status,
      },
      to,
      by,
    );
    if (!move.ok) return { ok: false, status: 409, refusal: move.refusal };
    const missing = details && missingDetail(to, details);
    if (missing) return { ok: false, status: 400, refusal: missing };
    const carried = carriedBy(to, details ?? {}, now);
    const [updated] = await tx.query<
      Pick<LockedOrder, 'status' | 'eta' | 'rider_name' | 'rider_phone' | 'tracking_url'>
    >(
      `UPDATE orders SET status = $2, payment_status = $3, updated_at = $4,
              prep_minutes = coalesce($5, prep_minutes), eta = coalesce($6, eta), rider_name = coalesce($7, rider_name),
              rider_phone = coalesce($8, rider_phone), tracking_url = coalesce($9, tracking_url)
       WHERE id = $1 RETURNING status, eta, rider_name, rider_phone, tracking_url`,
      [
        row.id,
        move.state.status,
        move.state.paymentStatus,
        now,
        carried.prepMinutes,
        carried.eta,
        carried.riderName,
        carried.riderPhone,
        carried.trackingUrl,
      ],
    );
    await tx.query(
      'INSERT INTO order_status_events (order_id, status, at, actor, from_status, reason) VALUES ($1, $2, $3, $4, $5, $6)',
      [row.id, to, now, by, row.status, reason || null],
    );
    if (posEventId !== undefined) {
      await tx.query(
        'INSERT INTO pos_events (event_id, order_id, status, received_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [posEventId, row.id, to, now],
      );
    }
    const refund = refundDue(to, row.payment_type, paidOnline);
    if (refund) await creditWallet(tx, row.customer_id, row.amount_paise, { cause: 'refund', orderId: row.id }, now);
    await announce(tx, { kind: 'order', orderId: row.id, outletId: row.outlet_id, status: to, forStaff: reachedStaff });
    return { ok: true, order: movedOrder({ ...row, ...updated }, refund ? row.amount_paise : 0) };
  });
}

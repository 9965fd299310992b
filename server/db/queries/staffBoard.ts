import type { StaffOrder, StaffOutlet } from '../../../contract/staff.ts';
import { orderNumber } from '../../domain/orderNumber.ts';
import { paiseToRupees } from '../../domain/price.ts';
import type { Db } from '../db.ts';
import { iso, type OrderRow, SELECT_ORDERS } from './orders.ts';
import { findOutlet } from './outlets.ts';
import { ORDER_PAID_ONLINE } from './payments.ts';

/** Orders that are over: they leave the board the day after. */
const CLOSED_STATUSES = ['settled', 'rejected', 'cancelled'];

/** SQL of `reachesStaff` (server/domain/orderStatus.ts): not an online order whose payment is not confirmed. */
const REACHED_STAFF = `(o.payment_type <> 'ONLINE' OR ${ORDER_PAID_ONLINE})`;

interface StaffOrderRow extends OrderRow {
  outlet_id: string;
  prep_minutes: number | null;
  customer_name: string;
  customer_mobile: string;
}

function toStaffOrder(row: StaffOrderRow): StaffOrder {
  const { address1, address2, city } = row;
  return {
    _id: row.id,
    order_id: orderNumber(row.order_number),
    outletId: row.outlet_id,
    status: row.status,
    orderType: row.order_type,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    items: row.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      isJain: line.is_jain,
      isNonVeg: line.is_non_veg,
      addons: line.addon_names,
    })),
    instructions: row.instructions,
    customer: {
      name: row.customer_name,
      mobile: row.mobile ?? row.customer_mobile,
      address: address1 !== null && address2 !== null && city !== null ? { address1, address2, city } : null,
    },
    payment: { type: row.payment_type, status: row.payment_status, amount: paiseToRupees(row.amount_paise) },
    prepMinutes: row.prep_minutes,
    eta: row.eta === null ? null : iso(row.eta),
    rider_name: row.rider_name,
    rider_phone: row.rider_phone,
    tracking_url: row.tracking_url,
    timeline: row.events.map(({ status, at, by, reason }) => ({ status, at: iso(at), by, reason })),
  };
}

/**
 * The outlets' open orders and those closed since `dayStart`, oldest first: the board's cards. An online order
 * joins them once paid.
 */
export async function boardOrders(db: Db, outletIds: readonly string[], dayStart: Date): Promise<StaffOrder[]> {
  const rows = await db.query<StaffOrderRow>(
    `SELECT x.*, trim(c.first_name || ' ' || c.last_name) AS customer_name, c.mobile_number AS customer_mobile
     FROM (${SELECT_ORDERS} WHERE o.outlet_id = ANY($1::text[]) AND ${REACHED_STAFF}
             AND (o.status <> ALL($2::text[]) OR o.updated_at >= $3)) x
     JOIN customers c ON c.id = x.customer_id
     ORDER BY x.created_at, x.order_number`,
    [outletIds, CLOSED_STATUSES, dayStart],
  );
  return rows.map(toStaffOrder);
}

interface OutletControls {
  open_override: boolean | null;
  open_override_until: Date | string | null;
}

/** The outlet as its staff control it: its hours, the override while it lasts, its dishes sold out or not. */
export async function boardOutlet(db: Db, outletId: string, now: Date): Promise<StaffOutlet | null> {
  const outlet = await findOutlet(db, outletId, now);
  if (!outlet) return null;
  const [controls] = await db.query<OutletControls>(
    'SELECT open_override, open_override_until FROM outlets WHERE id = $1',
    [outletId],
  );
  const until = controls?.open_override_until;
  // The override lapses at the next opening: after that the hours decide again.
  const openOverride = until && new Date(until) > now ? (controls?.open_override ?? null) : null;
  const dishes = await db.query<StaffOutlet['dishes'][number]>(
    `SELECT p.id, p.name, cat.name AS category,
            NOT EXISTS (SELECT 1 FROM outlet_sold_out s WHERE s.outlet_id = $1 AND s.product_id = p.id) AS available
     FROM products p JOIN categories cat ON cat.id = p.category_id
     JOIN super_categories sc ON sc.id = cat.super_category_id
     WHERE NOT p.is_deleted ORDER BY sc.sort_order, cat.sort_order, p.sort_order`,
    [outletId],
  );
  return {
    id: outlet.id,
    name: outlet.name,
    city: outlet.city,
    fromTime: outlet.fromTime,
    toTime: outlet.toTime,
    isOpen: openOverride ?? outlet.isOpen,
    openOverride,
    delivery: outlet.delivery === 'Enabled',
    pickup: outlet.pickup === 'Enabled',
    dishes,
  };
}

import type { Outlet } from '../../../contract/outlet.ts';
import type { Coordinates } from '../../domain/distance.ts';
import { closedByStaffUntil, formatClockTime, isOutletOpen, type OutletHours } from '../../domain/openingHours.ts';
import type { Db } from '../db.ts';
import { containsPattern } from './containsPattern.ts';

/** An outlet as its table holds it (times as HH:MM). */
export interface OutletRow {
  id: string;
  name: string;
  master_name: string;
  city: string;
  area: string;
  address: string;
  outlet_type: string;
  delivery: Outlet['delivery'];
  pickup: Outlet['pickup'];
  is_active: boolean;
  from_time: string;
  to_time: string;
  latitude: number;
  longitude: number;
  first_number: string;
  second_number: string | null;
}

/** An outlet as read, with its staff's override (migration 012): the seed writes none. */
export interface OutletReadRow extends OutletRow {
  open_override: boolean | null;
  open_override_until: Date | string | null;
}

const SELECT_OUTLETS = `
  SELECT o.id, o.name, o.master_name, o.city, o.area, o.address, o.outlet_type, o.delivery, o.pickup, o.is_active,
         to_char(o.from_time, 'HH24:MI') AS from_time, to_char(o.to_time, 'HH24:MI') AS to_time,
         o.open_override, o.open_override_until, o.latitude, o.longitude, o.first_number, o.second_number
  FROM outlets o JOIN cities c ON c.name = o.city`;
const CHAIN_ORDER = 'ORDER BY c.sort_order, o.sort_order';

/** An outlet as the API gives it: open now when active and within its hours, or opened by its staff. */
function toOutlet(row: OutletReadRow, now: Date): Outlet {
  const hours: OutletHours = {
    isActive: row.is_active,
    fromTime: row.from_time,
    toTime: row.to_time,
    openOverride: row.open_override,
    openOverrideUntil: row.open_override_until === null ? null : new Date(row.open_override_until),
  };
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    masterName: row.master_name,
    city: row.city,
    area: row.area,
    address: row.address,
    outletType: row.outlet_type,
    delivery: row.delivery,
    pickup: row.pickup,
    is_active: row.is_active,
    isOpen: isOutletOpen(hours, now),
    closedUntil: closedByStaffUntil(hours, now),
    fromTime: formatClockTime(row.from_time),
    toTime: formatClockTime(row.to_time),
    latitude: row.latitude,
    longitude: row.longitude,
    first_number: row.first_number,
    second_number: row.second_number,
  };
}

export async function findOutlet(db: Db, id: string, now: Date): Promise<Outlet | null> {
  const [row] = await db.query<OutletReadRow>(`${SELECT_OUTLETS} WHERE o.id = $1`, [id]);
  return row ? toOutlet(row, now) : null;
}

/**
 * The SQL of the outlet whose id is the SQL value `id`, as `findOutlet` reads it, as one JSON value (null: none).
 * Its query names its tables `o` and `c`: `id` must not use those names for others.
 */
export const outletJson = (id: string) => `(SELECT row_to_json(x) FROM (${SELECT_OUTLETS} WHERE o.id = ${id}) x)`;

/** The outlet as `outletJson` gives it. */
export const outletOfJson = (row: OutletReadRow | null, now: Date): Outlet | null => (row ? toOutlet(row, now) : null);

/** Where the customer's outlet stands; null while they have chosen none. */
export async function customerOutletPosition(db: Db, customerId: string): Promise<Coordinates | null> {
  const [row] = await db.query<Coordinates>(
    `SELECT o.latitude, o.longitude FROM customers c JOIN outlets o ON o.id = c.outlet_id WHERE c.id = $1`,
    [customerId],
  );
  return row ?? null;
}

export async function outletExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM outlets WHERE id = $1', [id]);
  return rows.length > 0;
}

export async function activeOutlets(db: Db, now: Date): Promise<Outlet[]> {
  const rows = await db.query<OutletReadRow>(`${SELECT_OUTLETS} WHERE o.is_active ${CHAIN_ORDER}`);
  return rows.map((row) => toOutlet(row, now));
}

/** Active take-away outlets, open or not: a closed one is listed with when it opens. */
export async function pickupOutlets(db: Db, now: Date): Promise<Outlet[]> {
  const rows = await db.query<OutletReadRow>(
    `${SELECT_OUTLETS} WHERE o.is_active AND o.pickup = 'Enabled' ${CHAIN_ORDER}`,
  );
  return rows.map((row) => toOutlet(row, now));
}

/** Active delivery outlets whose area, name, city or address contains `text`, case-insensitively. */
export async function searchDeliveryOutlets(db: Db, text: string, now: Date): Promise<Outlet[]> {
  const rows = await db.query<OutletReadRow>(
    `${SELECT_OUTLETS}
     WHERE o.is_active AND o.delivery = 'Enabled'
       AND (o.area ILIKE $1 ESCAPE '\\' OR o.name ILIKE $1 ESCAPE '\\' OR o.city ILIKE $1 ESCAPE '\\' OR o.address ILIKE $1 ESCAPE '\\')
     ${CHAIN_ORDER}`,
    [containsPattern(text)],
  );
  return rows.map((row) => toOutlet(row, now));
}

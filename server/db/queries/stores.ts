import type { FeedbackOptions } from '../../../contract/feedback.ts';
import type { Store, StoreList } from '../../../contract/store.ts';
import { formatClockTime } from '../../domain/openingHours.ts';
import type { Db } from '../db.ts';

interface StoreRow {
  id: string;
  name: string;
  address: string;
  city: string;
  first_number: string;
  second_number: string | null;
  latitude: number;
  longitude: number;
  from_time: string;
  to_time: string;
}

/** The outlets a customer can find: active ones, in the chain's order of cities and outlets. */
const SELECT_ACTIVE = `
  SELECT o.id, o.name, o.address, o.city, o.first_number, o.second_number, o.latitude, o.longitude,
         to_char(o.from_time, 'HH24:MI') AS from_time, to_char(o.to_time, 'HH24:MI') AS to_time
  FROM outlets o JOIN cities c ON c.name = o.city
  WHERE o.is_active`;
const CHAIN_ORDER = 'ORDER BY c.sort_order, o.sort_order';

/** A stored 10-digit mobile number as printed: `9825011201` becomes `+91 98250 11201`. */
export function phoneNumber(digits: string | null): string {
  if (!digits) return '';
  return /^\d{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}

/** `11:00` to `23:00` as read: `11:00 am to 11:00 pm`. */
export function openingHours(fromTime: string, toTime: string): string {
  return `${formatClockTime(fromTime).toLowerCase()} to ${formatClockTime(toTime).toLowerCase()}`;
}

function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    first_number: phoneNumber(row.first_number),
    second_number: phoneNumber(row.second_number),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    hours: openingHours(row.from_time, row.to_time),
  };
}

/** Restaurants Nearby: the active outlets grouped by city; a city without one is left out. */
export async function storeList(db: Db): Promise<StoreList> {
  const rows = await db.query<StoreRow>(`${SELECT_ACTIVE} ${CHAIN_ORDER}`);
  const cities: StoreList = [];
  for (const row of rows) {
    const store = toStore(row);
    const last = cities.at(-1);
    if (last?.city === store.city) last.stores.push(store);
    else cities.push({ city: store.city, stores: [store] });
  }
  return cities;
}

/** An active outlet's details, or null for an unknown or closed one. */
export async function storeDetails(db: Db, id: string): Promise<Store | null> {
  const [row] = await db.query<StoreRow>(`${SELECT_ACTIVE} AND o.id = $1`, [id]);
  return row ? toStore(row) : null;
}

/** The feedback form's choices: the cities with an active outlet, and those outlets. */
export async function feedbackOptions(db: Db): Promise<FeedbackOptions> {
  const rows = await db.query<StoreRow>(`${SELECT_ACTIVE} ${CHAIN_ORDER}`);
  return {
    cityData: [...new Set(rows.map((row) => row.city))],
    StoreData: rows.map((row) => ({ id: row.id, name: row.name, city: row.city })),
  };
}

/** Whether `id` is an active outlet of `city`: feedback names one of those. */
export async function isActiveOutletOf(db: Db, id: string, city: string): Promise<boolean> {
  const rows = await db.query(`${SELECT_ACTIVE} AND o.id = $1 AND o.city = $2`, [id, city]);
  return rows.length > 0;
}

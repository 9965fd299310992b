import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { Address, AddressType } from '../../../contract/address.ts';
import type { SaveAddressRequest } from '../../../contract/addressRules.ts';
import type { Db } from '../db.ts';

export type AddressInput = v.InferOutput<typeof SaveAddressRequest>;

interface AddressRow {
  id: string;
  add_type: AddressType;
  name: string;
  email: string;
  house_number: string;
  address_line_1: string;
  city: string;
  state: string;
  pin_code: string;
  lat: number;
  long: number;
}

/** An address as stored: without its distance from the customer's outlet, which the server works out. */
export type StoredAddress = Omit<Address, 'distanceKm' | 'deliverable'>;

const toAddress = (row: AddressRow): StoredAddress => ({
  _id: row.id,
  addType: row.add_type,
  name: row.name,
  email: row.email,
  house_number: row.house_number,
  address_line_1: row.address_line_1,
  city: row.city,
  state: row.state,
  pinCode: row.pin_code,
  lat: row.lat,
  long: row.long,
});

const fieldValues = (fields: AddressInput) => [
  fields.addType,
  fields.name,
  fields.email,
  fields.house_number,
  fields.address_line_1,
  fields.city,
  fields.state,
  fields.pinCode,
  fields.lat,
  fields.lng,
];

/** The customer's saved addresses, oldest first. */
export async function addressesOf(db: Db, customerId: string): Promise<StoredAddress[]> {
  const rows = await db.query<AddressRow>(
    `SELECT id, add_type, name, email, house_number, address_line_1, city, state, pin_code, lat, long
     FROM customer_addresses WHERE customer_id = $1 ORDER BY created_at, id`,
    [customerId],
  );
  return rows.map(toAddress);
}

/**
 * Saves a new address unless the customer already has `max`; returns whether it was saved. The customer's
 * row is locked so that two requests at once cannot both pass the count, and each address is stamped
 * after the customer's newest, so that the list keeps the order of adding even from a pinned clock.
 */
export async function addAddress(tx: Db, customerId: string, fields: AddressInput, now: Date, max: number) {
  await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
  const [held] = await tx.query<{ count: number; newest: Date | null }>(
    'SELECT count(*)::int AS count, max(created_at) AS newest FROM customer_addresses WHERE customer_id = $1',
    [customerId],
  );
  if ((held?.count ?? 0) >= max) return false;
  const stamp = held?.newest && held.newest >= now ? new Date(held.newest.getTime() + 1) : now;
  await tx.query(
    `INSERT INTO customer_addresses (add_type, name, email, house_number, address_line_1, city, state, pin_code,
       lat, long, id, customer_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
    [...fieldValues(fields), randomUUID(), customerId, stamp],
  );
  return true;
}

/** Replaces the fields of one of the customer's addresses; false when the customer has no such address. */
export async function updateAddress(db: Db, customerId: string, id: string, fields: AddressInput, now: Date) {
  const rows = await db.query(
    `UPDATE customer_addresses SET add_type = $1, name = $2, email = $3, house_number = $4, address_line_1 = $5,
       city = $6, state = $7, pin_code = $8, lat = $9, long = $10, updated_at = $13
     WHERE id = $11 AND customer_id = $12 RETURNING 1`,
    [...fieldValues(fields), id, customerId, now],
  );
  return rows.length > 0;
}

/** Deletes one of the customer's addresses; false when the customer has no such address. */
export async function deleteAddress(db: Db, customerId: string, id: string) {
  const rows = await db.query('DELETE FROM customer_addresses WHERE id = $1 AND customer_id = $2 RETURNING 1', [
    id,
    customerId,
  ]);
  return rows.length > 0;
}

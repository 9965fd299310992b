import { randomUUID } from 'node:crypto';
import type { Profile } from '../../../contract/auth.ts';
import type { OrderType } from '../../../contract/constants.ts';
import { paiseToRupees } from '../../domain/price.ts';
import type { Db } from '../db.ts';
import { BALANCE_OF_CUSTOMER } from './wallet.ts';

/** The profile as the customers table holds it; the routes add the saved addresses. */
export type CustomerProfile = Omit<Profile, 'address'>;

interface CustomerRow {
  id: string;
  first_name: string;
  last_name: string;
  mobile_number: string;
  email: string;
  wallet_paise: string | number;
  outlet_id: string | null;
  delivery_type: OrderType;
}

const toProfile = (row: CustomerRow): CustomerProfile => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  mobile_number: row.mobile_number,
  email: row.email,
  // bigint arrives as text from PostgreSQL.
  wallet: paiseToRupees(Number(row.wallet_paise)),
  deliveryOutletStore: row.outlet_id,
  delivery_type: row.delivery_type,
});

/** The wallet's balance is the sum of its ledger (server/db/queries/wallet.ts). */
const COLUMNS = `id, first_name, last_name, mobile_number, email, ${BALANCE_OF_CUSTOMER} AS wallet_paise, outlet_id, delivery_type`;

export async function customerIdByMobile(db: Db, mobile: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM customers WHERE mobile_number = $1', [mobile]);
  return row?.id ?? null;
}

interface NewCustomer {
  /** The number a code has verified. */
  mobile_number: string;
  first_name: string;
  email: string;
  outlet_id: string | null;
}

/** Creates the customer, or returns null when the number already has an account. */
export async function createCustomer(db: Db, fields: NewCustomer, now: Date): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO customers (id, mobile_number, first_name, email, outlet_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (mobile_number) DO NOTHING RETURNING id`,
    [randomUUID(), fields.mobile_number, fields.first_name, fields.email, fields.outlet_id, now],
  );
  return row?.id ?? null;
}

export async function profileOf(db: Db, customerId: string): Promise<CustomerProfile | null> {
  const [row] = await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers WHERE id = $1`, [customerId]);
  return row ? toProfile(row) : null;
}

type ProfileChange =
  | { first_name: string; last_name: string; email: string }
  | { delivery_type: OrderType }
  | { outlet_id: string };

/** Changes the named columns and returns the profile; the mobile number is never among them. */
export async function changeProfile(
  db: Db,
  customerId: string,
  change: ProfileChange,
): Promise<CustomerProfile | null> {
  const columns = Object.keys(change);
  const assignments = columns.map((column, index) => `${column} = $${index + 2}`).join(', ');
  const [row] = await db.query<CustomerRow>(`UPDATE customers SET ${assignments} WHERE id = $1 RETURNING ${COLUMNS}`, [
    customerId,
    ...Object.values(change),
  ]);
  return row ? toProfile(row) : null;
}

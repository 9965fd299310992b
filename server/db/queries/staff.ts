import { randomUUID } from 'node:crypto';
import type { Db } from '../db.ts';

export interface StaffMember {
  mobile_number: string;
  name: string;
  /** The outlets this member of staff works at, by id, sorted. */
  outlet_ids: string[];
}

/** Every outlet's id, in the order the chain lists them: what `--outlet` may name. */
export async function outletIds(db: Db): Promise<string[]> {
  return (await db.query<{ id: string }>('SELECT id FROM outlets ORDER BY sort_order')).map((row) => row.id);
}

/**
 * Gives the member of staff with this mobile number these outlets, creating the account when there is none;
 * a name given replaces the one stored. Answers the account as it now is.
 */
export function addStaff(
  db: Db,
  fields: { mobileNumber: string; outletIds: readonly string[]; name?: string },
  now: Date,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO staff (id, mobile_number, name, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (mobile_number) DO UPDATE SET name = CASE WHEN $5 THEN EXCLUDED.name ELSE staff.name END
       RETURNING id`,
      [randomUUID(), fields.mobileNumber, fields.name ?? '', now, fields.name !== undefined],
    );
    await tx.query(
      `INSERT INTO staff_outlets (staff_id, outlet_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
      [row?.id, fields.outletIds],
    );
    const [member] = await listStaff(tx, fields.mobileNumber);
    if (!member) throw new Error(`staff ${fields.mobileNumber} was not written`);
    return member;
  });
}

/** Members of staff with their outlets; `where` (on `s`, the staff table) and the grouping follow. */
const selectStaff = (where: string) =>
  `SELECT s.mobile_number, s.name,
          coalesce(array_agg(so.outlet_id ORDER BY so.outlet_id) FILTER (WHERE so.outlet_id IS NOT NULL), '{}') AS outlet_ids
   FROM staff s LEFT JOIN staff_outlets so ON so.staff_id = s.id
   WHERE ${where} GROUP BY s.id ORDER BY s.mobile_number`;

/** Every member of staff (or the one with this mobile number) with their outlets, by mobile number. */
export function listStaff(db: Db, mobileNumber?: string): Promise<StaffMember[]> {
  return db.query<StaffMember>(selectStaff('$1::text IS NULL OR s.mobile_number = $1'), [mobileNumber ?? null]);
}

/**
 * Takes these outlets from the member of staff, or, without outlets, removes the account with its sessions.
 * An account left with no outlet is removed too: it could open nothing. Answers whether the number was known.
 */
export function removeStaff(db: Db, mobileNumber: string, outletIds: readonly string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>('SELECT id FROM staff WHERE mobile_number = $1', [mobileNumber]);
    if (!row) return false;
    if (outletIds.length > 0) {
      await tx.query('DELETE FROM staff_outlets WHERE staff_id = $1 AND outlet_id = ANY($2::text[])', [
        row.id,
        outletIds,
      ]);
    }
    await tx.query(
      `DELETE FROM staff WHERE id = $1 AND ($2 OR NOT EXISTS (SELECT 1 FROM staff_outlets WHERE staff_id = $1))`,
      [row.id, outletIds.length === 0],
    );
    return true;
  });
}

export async function staffIdByMobile(db: Db, mobile: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM staff WHERE mobile_number = $1', [mobile]);
  return row?.id ?? null;
}

/** A member of staff as their session shows them: their name, number and outlets (sorted by id). */
export async function staffById(db: Db, staffId: string): Promise<StaffMember | null> {
  const [row] = await db.query<StaffMember>(selectStaff('s.id = $1'), [staffId]);
  return row ?? null;
}

import type { OutletHours } from '../../domain/openingHours.ts';
import type { Db } from '../db.ts';

/** What an outlet's staff control: open or closed now, and whether delivery and take-away are taken. */
export interface OutletControls extends OutletHours {
  delivery: boolean;
  pickup: boolean;
}

/** Inside a transaction: the outlet's controls, locked until it ends; null for an unknown outlet. */
export async function lockOutletControls(tx: Db, outletId: string): Promise<OutletControls | null> {
  const [row] = await tx.query<{
    is_active: boolean;
    from_time: string;
    to_time: string;
    open_override: boolean | null;
    open_override_until: Date | string | null;
    delivery: string;
    pickup: string;
  }>(
    `SELECT is_active, to_char(from_time, 'HH24:MI') AS from_time, to_char(to_time, 'HH24:MI') AS to_time,
            open_override, open_override_until, delivery, pickup
     FROM outlets WHERE id = $1 FOR UPDATE`,
    [outletId],
  );
  if (!row) return null;
  return {
    isActive: row.is_active,
    fromTime: row.from_time,
    toTime: row.to_time,
    openOverride: row.open_override,
    openOverrideUntil: row.open_override_until === null ? null : new Date(row.open_override_until),
    delivery: row.delivery === 'Enabled',
    pickup: row.pickup === 'Enabled',
  };
}

const asFlag = (enabled: boolean) => (enabled ? 'Enabled' : 'Disabled');

export async function saveOutletControls(tx: Db, outletId: string, controls: OutletControls): Promise<void> {
  await tx.query(
    `UPDATE outlets SET open_override = $2, open_override_until = $3, delivery = $4, pickup = $5 WHERE id = $1`,
    [outletId, controls.openOverride, controls.openOverrideUntil, asFlag(controls.delivery), asFlag(controls.pickup)],
  );
}

/** Marks the dish sold out at the outlet (kept from when it first was), or back on its menu. */
export async function setDishSoldOut(
  tx: Db,
  { outletId, productId, soldOut }: { outletId: string; productId: string; soldOut: boolean },
  now: Date,
): Promise<void> {
  if (soldOut) {
    await tx.query(
      `INSERT INTO outlet_sold_out (outlet_id, product_id, since) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [outletId, productId, now],
    );
  } else {
    await tx.query('DELETE FROM outlet_sold_out WHERE outlet_id = $1 AND product_id = $2', [outletId, productId]);
  }
}

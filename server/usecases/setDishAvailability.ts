import * as MESSAGES from '../../contract/messages.ts';
import { announce } from '../db/queries/liveEvents.ts';
import { dishExists } from '../db/queries/menu.ts';
import { setDishSoldOut } from '../db/queries/outletControls.ts';
import type { StoreDeps } from '../deps.ts';
import { type Refusal, refuse } from './refusal.ts';

export interface DishAvailabilityChange {
  /** The outlets the member of staff works at: any other is not found, for them. */
  staffOutletIds: readonly string[];
  outletId: string;
  productId: string;
  available: boolean;
}

/**
 * Marks a dish sold out at the outlet, or back, and tells every server (a live event in the same transaction).
 * The menu, the cart and checkout read it from the database: no server keeps a copy.
 */
export function setDishAvailability(
  { db, clock }: StoreDeps,
  { staffOutletIds, outletId, productId, available }: DishAvailabilityChange,
): Promise<{ dish: { id: string; available: boolean } } | Refusal<404>> {
  if (!staffOutletIds.includes(outletId)) return Promise.resolve(refuse(404, MESSAGES.outletNotFound));
  return db.transaction(async (tx) => {
    if (!(await dishExists(tx, productId))) return refuse(404, MESSAGES.dishNotFound);
    await setDishSoldOut(tx, { outletId, productId, soldOut: !available }, clock());
    await announce(tx, { kind: 'outlet', outletId });
    return { dish: { id: productId, available } };
  });
}

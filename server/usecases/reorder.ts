import * as MESSAGES from '../../contract/messages.ts';
import { profileOf } from '../db/queries/customers.ts';
import { linesToReorder } from '../db/queries/orders.ts';
import type { StoreDeps } from '../deps.ts';
import { addDishToCart, outletCartRefusal } from './addToCart.ts';
import { type Refusal, refuse } from './refusal.ts';

export interface Reordered {
  /** How many of the order's lines went into the cart. */
  added: number;
  /** The dishes left out: taken off the menu, sold out at the cart's outlet, or with an add-on no longer offered. */
  unavailable: string[];
}

/**
 * Order again: the past order's dishes, with their Jain choice and add-ons, go into the customer's cart at their
 * outlet as adding them would (the cart prices them today; a line's quantity adds up to at most 50), except those
 * unavailable now. One transaction: an outlet not taking orders adds nothing.
 */
export function reorder(
  { db, clock }: StoreDeps,
  { customerId, orderId }: { customerId: string; orderId: string },
): Promise<{ reordered: Reordered } | Refusal<401 | 404 | 409>> {
  const now = clock();
  return db.transaction(async (tx) => {
    const lines = await linesToReorder(tx, customerId, orderId);
    if (!lines) return refuse(404, MESSAGES.orderNotFound);
    const profile = await profileOf(tx, customerId);
    if (!profile) return refuse(401, MESSAGES.sessionExpired);
    const outletId = profile.deliveryOutletStore;
    if (!outletId) return refuse(404, MESSAGES.outletNotFound);
    const deps = { db: tx, clock: () => now };
    const closed = await outletCartRefusal(deps, outletId);
    if (closed) return closed;

    const unavailable = new Set<string>();
    let added = 0;
    for (const line of lines) {
      const dish = { customerId, productId: line.productId, outletId, addonIds: line.addonIds, isJain: line.isJain };
      const refused = !line.addonsOffered || (await addDishToCart(deps, dish, line.quantity)) !== null;
      if (refused) unavailable.add(line.name);
      else added += 1;
    }
    return { reordered: { added, unavailable: [...unavailable] } };
  });
}

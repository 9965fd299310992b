import * as MESSAGES from '../../contract/messages.ts';
import { findDishForCart, findLine, setQuantity } from '../db/queries/cart.ts';
import type { StoreDeps } from '../deps.ts';
import { type Refusal, refuse } from './refusal.ts';

export interface QuantityChange {
  customerId: string;
  lineId: string;
  quantity: number;
}

/**
 * Sets a cart line's quantity. A dish the customer's outlet no longer sells (sold out there, or off the menu) only
 * goes down: more of it could not be ordered.
 */
export function setCartQuantity(
  deps: StoreDeps,
  { customerId, lineId, quantity }: QuantityChange,
): Promise<Refusal<400 | 404> | null> {
  return deps.db.transaction(async (tx) => {
    const line = await findLine(tx, customerId, lineId);
    if (!line) return refuse(404, MESSAGES.cartLineNotFound);
    if (quantity > line.quantity) {
      const dish = await findDishForCart(tx, line.product_id, { outletOfCustomer: customerId });
      if (!dish || dish.isDeleted) return refuse(400, MESSAGES.dishNotAvailable);
    }
    return (await setQuantity(tx, customerId, lineId, quantity)) ? null : refuse(404, MESSAGES.cartLineNotFound);
  });
}

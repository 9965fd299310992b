import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { changeLineChoices, findDishForCart, findLine } from '../db/queries/cart.ts';
import type { StoreDeps } from '../deps.ts';
import { chosenAddons, lineRefusal } from '../domain/cartLine.ts';
import { type CartView, priceCart } from './priceCart.ts';
import { type Refusal, refuse } from './refusal.ts';

export interface LineChange {
  customerId: string;
  lineId: string;
  addonIds: string[];
  isJain: boolean;
}

/** Changes a cart line's add-ons and Jain choice, checked against its dish; the cart priced again. */
export async function changeCartLine(
  deps: StoreDeps,
  { customerId, lineId, addonIds, isJain }: LineChange,
): Promise<CartView | Refusal<400 | 404>> {
  const refusal = await deps.db.transaction(async (tx) => {
    const line = await findLine(tx, customerId, lineId);
    const dish = line && (await findDishForCart(tx, line.product_id, { outletOfCustomer: customerId }));
    if (!line || !dish) return refuse(404, MESSAGES.cartLineNotFound);
    const choice = { addonIds, isJain, quantity: line.quantity };
    const problem = lineRefusal(dish, choice);
    if (problem) return refuse(400, problem);
    const changed = await changeLineChoices(tx, customerId, line, { isJain, addonIds: chosenAddons(choice) });
    return changed ? null : refuse(400, MESSAGES.quantityOutOfRange(QUANTITY_MIN, QUANTITY_MAX));
  });
  return refusal ?? priceCart(deps, { customerId, code: null });
}

import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { addLine, dishesForCart } from '../db/queries/cart.ts';
import { findOutlet } from '../db/queries/outlets.ts';
import type { StoreDeps } from '../deps.ts';
import { chosenAddons, lineRefusal } from '../domain/cartLine.ts';
import { type Refusal, refuse } from './refusal.ts';

export interface DishToAdd {
  customerId: string;
  productId: string;
  /** The outlet the customer orders from: it must be taking orders now. */
  outletId: string;
  addonIds: string[];
  isJain: boolean;
}

/** Adds one of a dish, with its choices checked against the dish, to the customer's cart; null when added. */
export async function addToCart(
  { db, clock }: StoreDeps,
  { customerId, productId, outletId, addonIds, isJain }: DishToAdd,
): Promise<Refusal<400 | 404 | 409> | null> {
  const now = clock();
  const outlet = await findOutlet(db, outletId, now);
  if (!outlet) return refuse(404, MESSAGES.outletNotFound);
  if (!outlet.is_active || !outlet.isOpen) return refuse(409, MESSAGES.outletNotTakingOrders);
  const dish = (await dishesForCart(db, [productId])).get(productId);
  if (!dish) return refuse(404, MESSAGES.dishNotFound);
  const choice = { addonIds, isJain, quantity: 1 };
  const refusal = lineRefusal(dish, choice);
  if (refusal) return refuse(400, refusal);
  const added = await addLine(db, customerId, { productId, isJain, addonIds: chosenAddons(choice), quantity: 1 }, now);
  return added ? null : refuse(400, MESSAGES.quantityOutOfRange(QUANTITY_MIN, QUANTITY_MAX));
}

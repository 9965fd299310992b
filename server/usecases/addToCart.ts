import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Outlet } from '../../contract/outlet.ts';
import { addLine, findDishAtOutlet, findDishForCart } from '../db/queries/cart.ts';
import { findOutlet } from '../db/queries/outlets.ts';
import type { StoreDeps } from '../deps.ts';
import { chosenAddons, type DishForCart, lineRefusal } from '../domain/cartLine.ts';
import { type Refusal, refuse } from './refusal.ts';

export interface DishToAdd {
  customerId: string;
  productId: string;
  /** The outlet the customer orders from: it must be taking orders now, and have the dish. */
  outletId: string;
  addonIds: string[];
  isJain: boolean;
}

/** Why this outlet, as read (null: there is none), takes nothing into a cart now, or null when it does. */
function cartRefusalOf(outlet: Outlet | null): Refusal<404 | 409> | null {
  if (!outlet) return refuse(404, MESSAGES.outletNotFound);
  return outlet.isOpen ? null : refuse(409, MESSAGES.outletNotTakingOrders);
}

/** Why the outlet takes nothing into a cart now, or null when it does. */
export async function outletCartRefusal(
  { db, clock }: StoreDeps,
  outletId: string,
): Promise<Refusal<404 | 409> | null> {
  return cartRefusalOf(await findOutlet(db, outletId, clock()));
}

/** Adds `quantity` of the dish as read (null: there is none), its choices checked against it; null when added. */
async function addLineOf(
  { db, clock }: StoreDeps,
  dish: DishForCart | null,
  { customerId, productId, addonIds, isJain }: DishToAdd,
  quantity: number,
): Promise<Refusal<400 | 404> | null> {
  if (!dish) return refuse(404, MESSAGES.dishNotFound);
  const choice = { addonIds, isJain, quantity };
  const refusal = lineRefusal(dish, choice);
  if (refusal) return refuse(400, refusal);
  const line = { productId, isJain, addonIds: chosenAddons(choice), quantity };
  const added = await addLine(db, customerId, line, clock());
  return added ? null : refuse(400, MESSAGES.quantityOutOfRange(QUANTITY_MIN, QUANTITY_MAX));
}

/**
 * Adds `quantity` of a dish, with its choices checked against the dish (not sold out at the outlet), to the
 * customer's cart: to the line with the same choices when there is one, up to the most a line may hold. Null when
 * added. The outlet's `outletCartRefusal` comes first.
 */
export async function addDishToCart(
  deps: StoreDeps,
  toAdd: DishToAdd,
  quantity: number,
): Promise<Refusal<400 | 404> | null> {
  const dish = await findDishForCart(deps.db, toAdd.productId, { outletId: toAdd.outletId });
  return addLineOf(deps, dish, toAdd, quantity);
}

/** Adds one of a dish to the customer's cart from an outlet taking orders now; null when added. */
export async function addToCart(deps: StoreDeps, toAdd: DishToAdd): Promise<Refusal<400 | 404 | 409> | null> {
  const { outlet, dish } = await findDishAtOutlet(deps.db, toAdd.productId, toAdd.outletId, deps.clock());
  return cartRefusalOf(outlet) ?? addLineOf(deps, dish, toAdd, 1);
}

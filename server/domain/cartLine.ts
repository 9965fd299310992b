import { type AddonLimits, addonCountRefusal, addonLimits } from '../../contract/addonRules.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/constants.ts';
import type { Product } from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { rupeesToPaise } from './price.ts';

/** A dish as the cart needs it, read from the server's catalogue. */
export interface DishForCart {
  ratePaise: number;
  isDeleted: boolean;
  /** Set when the dish can be made Jain; the Jain add-on costs nothing. */
  jainAddonId: string | null;
  /** The add-ons offered with the dish, by id, with their rates. */
  addonRates: ReadonlyMap<string, number>;
  /** How many of its add-ons a customer chooses when the dish has any: its group's minimum and maximum. */
  addonLimits: AddonLimits;
}

/** The dish as the cart prices it, from the dish as the catalogue reads it (rates in rupees of whole paise). */
export function dishForCart(product: Product): DishForCart {
  return {
    ratePaise: rupeesToPaise(product.rate),
    isDeleted: product.isDeleted,
    jainAddonId: product.jainAddons?.id ?? null,
    addonRates: new Map(product.addons.map((addon) => [addon._id, rupeesToPaise(addon.rate)])),
    addonLimits: addonLimits(product.addonsCategory, product.addons.length),
  };
}

/** What the customer chose; any rate the browser sent is not part of it. */
export interface LineChoice {
  addonIds: readonly string[];
  isJain: boolean;
  quantity: number;
}

/** The same add-on chosen twice counts once; order does not matter (the same choices make the same line). */
export const chosenAddons = (choice: Pick<LineChoice, 'addonIds'>) => [...new Set(choice.addonIds)].sort();

/** Why the dish cannot go into the cart with these choices, or null when it can. */
export function lineRefusal(dish: DishForCart, choice: LineChoice): string | null {
  if (dish.isDeleted) return MESSAGES.dishNotAvailable;
  if (!Number.isInteger(choice.quantity) || choice.quantity < QUANTITY_MIN || choice.quantity > QUANTITY_MAX) {
    return MESSAGES.quantityOutOfRange(QUANTITY_MIN, QUANTITY_MAX);
  }
  return choicesRefusal(dish, choice);
}

/**
 * Why the dish does not take these choices (Jain, add-ons not its own, too few or too many for its group),
 * or null when it does: checked when a line is added or customized, and again when the cart is ordered.
 */
export function choicesRefusal(dish: DishForCart, choice: Pick<LineChoice, 'addonIds' | 'isJain'>): string | null {
  if (choice.isJain && dish.jainAddonId === null) return MESSAGES.notJainCapable;
  const addons = chosenAddons(choice);
  if (addons.some((id) => !dish.addonRates.has(id))) return MESSAGES.addonNotOfDish;
  return dish.addonRates.size > 0 ? addonCountRefusal(dish.addonLimits, addons.length) : null;
}

/** One portion: the dish's rate and its chosen add-ons' rates, all from the catalogue. Check `lineRefusal` first. */
export function unitPricePaise(dish: DishForCart, choice: LineChoice): number {
  return chosenAddons(choice).reduce((sum, id) => sum + (dish.addonRates.get(id) ?? 0), dish.ratePaise);
}

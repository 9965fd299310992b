import type { Product } from './menu.ts';
import * as MESSAGES from './messages.ts';

// A dish's add-on rules (spec section 4, "Customize"), shared by the add-to-cart wizard and the server's cart,
// apart from the menu's schemas (menu.ts), which every page reads and which need none of them.

/** How many of its add-ons a dish takes. */
export interface AddonLimits {
  min: number;
  max: number;
}

/**
 * A dish's add-on group's counts; a dish with add-ons but no group takes at least one (the spec's default)
 * and at most all it offers. The wizard and the server both count with these.
 */
export const addonLimits = (
  group: { minNoOfAddon: number; maxNoOfAddon: number } | null,
  offered: number,
): AddonLimits => ({ min: group?.minNoOfAddon ?? 1, max: group?.maxNoOfAddon ?? offered });

/** A dish's own add-on limits, from its group and the add-ons it offers. */
export const productAddonLimits = (product: Pick<Product, 'addons' | 'addonsCategory'>) =>
  addonLimits(product.addonsCategory, product.addons.length);

/** A group that takes one add-on is chosen with radio buttons: choosing another replaces the one chosen. */
export const isRadioGroup = (limits: AddonLimits) => limits.max === 1;

/** Why this many chosen add-ons break the dish's limits ('Select 2 add-ons'), or null when they do not. */
export function addonCountRefusal({ min, max }: AddonLimits, chosen: number): string | null {
  if (chosen < min) return MESSAGES.tooFewAddons(min, max);
  if (chosen > max) return MESSAGES.tooManyAddons(min, max);
  return null;
}

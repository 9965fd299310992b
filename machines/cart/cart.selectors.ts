import type { CartLine } from '../../contract/cart.ts';
import { isSoldOut } from '../../contract/menu.ts';

/**
 * A line whose dish the cart's outlet no longer sells (sold out there, or off its menu): flagged in the
 * cart and refused at checkout. The one place that decides it, from the line's dish as the server sends it.
 */
export const lineUnavailable = (line: CartLine) => isSoldOut(line.product);

/** The first dish of the cart that cannot be ordered now, by name; null when every line can. */
export const unavailableDish = (lines: readonly CartLine[]): string | null =>
  lines.find(lineUnavailable)?.product.name ?? null;

/** PLACE ORDER with such a dish: what to remove. Only the checkout says it, so it is not in messages.ts (on the first screen). */
export const dishNotAvailableNamed = (dish: string) => `${dish} is not available at this outlet: please remove it`;

import { DESCRIPTION_WORDS } from '../../contract/constants.ts';

/** Card prices read 'Rs. 249.00' (spec section 2; the cart uses the rupee sign instead). */
export const cardPrice = (rupees: number) => `Rs. ${rupees.toFixed(2)}`;

/** The first 20 words of a description, with an ellipsis when something was cut. */
export function shortDescription(description: string): string {
  const words = description.trim().split(/\s+/).filter(Boolean);
  if (words.length <= DESCRIPTION_WORDS) return words.join(' ');
  const kept = words.slice(0, DESCRIPTION_WORDS).join(' ');
  return `${kept.replace(/[.,;:!?]+$/, '')}…`;
}

import type { ReactNode } from 'react';
import { type BadgeVariants, badge } from './Badge.css.ts';

/** veg and nonVeg draw the food mark before their text; chef and new are filled pills; neutral labels a kind (an address's type); danger marks
 * what cannot be had (an address beyond the delivery radius). */
export function Badge({ tone, children }: BadgeVariants & { children: ReactNode }) {
  return <span className={badge({ tone })}>{children}</span>;
}

import { formatRupees } from '../../contract/money.ts';

/** The database keeps money in whole paise; replies give rupees. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Rupees with at most 2 decimals (what a reply gave, or a client sent) back to whole paise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** An amount in paise as customers read it in a message, as the shop writes rupees: `₹600.00`, `₹1,250.00`. */
export const formatPaise = (paise: number) => formatRupees(paiseToRupees(paise));

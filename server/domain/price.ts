/** The database keeps money in whole paise; replies give rupees. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Rupees with at most 2 decimals (what a reply gave, or a client sent) back to whole paise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** An amount as customers read it in a message: `₹600.00`. */
export const formatRupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

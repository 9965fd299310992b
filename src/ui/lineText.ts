import type { CartLine } from '../../contract/cart.ts';

/** 'Jain' or 'Regular', then the chosen add-ons by name: 'Jain · Schezwan dip, Chilli oil'. */
export function lineChoices(line: CartLine): string {
  const names = line.addOns.flatMap(({ _id }) => line.product.addons.find((addon) => addon._id === _id)?.name ?? []);
  const preparation = line.isJain ? 'Jain' : 'Regular';
  return names.length === 0 ? preparation : `${preparation} · ${names.join(', ')}`;
}

/** A line's amount in rupees: the server's price of one portion with its add-ons, times the quantity. */
export const lineAmount = (line: CartLine) => line.unitPrice * line.quantity;

/** The line's add-ons as the add-on step lists them (the Jain add-on is the Jain choice, not one of them). */
export const chosenAddonIds = (line: CartLine) =>
  line.addOns.flatMap(({ _id }) => (line.product.addons.some((addon) => addon._id === _id) ? [_id] : []));

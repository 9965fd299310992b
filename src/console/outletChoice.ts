import type { StaffOrder, StaffOutlet } from '../../contract/staff.ts';

// A board of several outlets (a city manager's) narrowed to one of them. What the board shows only: the console's
// machine reads, moves and hears every outlet's orders alike, so the choice is the view's, kept on this device
// (src/app/storage.ts).

type Outlets = readonly Pick<StaffOutlet, 'id' | 'name' | 'city'>[];

/** The board offers the choice: it has more than one outlet. */
export const offersChoice = (outlets: Outlets | null): boolean => (outlets?.length ?? 0) > 1;

/** The outlet the board is narrowed to: the choice while it is one of the board's several outlets; null for all. */
export function narrowedTo(outlets: Outlets | null, choice: string | null): string | null {
  if (choice === null || !outlets || !offersChoice(outlets)) return null;
  return outlets.some((outlet) => outlet.id === choice) ? choice : null;
}

/** The choice names an outlet the board, once read, no longer has (the account lost it, another signed in): dropped. */
export const choiceGone = (outlets: Outlets | null, choice: string | null): boolean =>
  outlets !== null && choice !== null && !outlets.some((outlet) => outlet.id === choice);

/** What belongs to the chosen outlet, as `outletOf` reads an item's outlet; everything when none is chosen. */
const ofOutlet = <T>(items: readonly T[], outletId: string | null, outletOf: (item: T) => string): T[] =>
  items.filter((item) => outletId === null || outletOf(item) === outletId);

/** The outlets shown (the header's title, the outlet panel): the chosen one, or all. */
export const outletsShown = <T extends Pick<StaffOutlet, 'id'>>(outlets: readonly T[], outletId: string | null): T[] =>
  ofOutlet(outlets, outletId, (outlet) => outlet.id);

/** The names of the outlets shown: the title's tooltip, and the title itself for one or two. */
export const outletNames = (outlets: Outlets, outletId: string | null): string =>
  outletsShown(outlets, outletId)
    .map((outlet) => outlet.name)
    .join(', ');

/** The board's title: the outlets' names, or for more than two, how many and where ('All 7 Surat outlets'). */
export function boardTitle(outlets: Outlets, outletId: string | null): string {
  const shown = outletsShown(outlets, outletId);
  if (shown.length <= 2) return outletNames(outlets, outletId);
  const cities = new Set(shown.map((outlet) => outlet.city));
  const [city] = cities;
  return cities.size === 1 ? `All ${shown.length} ${city} outlets` : `All ${shown.length} outlets`;
}

/** The orders shown: the chosen outlet's, or every outlet's. */
export const ordersShown = (orders: readonly StaffOrder[], outletId: string | null): StaffOrder[] =>
  ofOutlet(orders, outletId, (order) => order.outletId);

/** New orders not seen yet at the other outlets of a narrowed board: the header says so, since the board does not. */
export function newElsewhere(
  orders: readonly StaffOrder[],
  unseen: readonly string[],
  outletId: string | null,
): number {
  if (outletId === null) return 0;
  return orders.filter((order) => unseen.includes(order._id) && order.outletId !== outletId).length;
}

import type { SortBy } from '../../contract/constants.ts';

export interface Sortable {
  popularity: number;
  rating: number;
  rate: number;
}

const comparators: Record<SortBy, (a: Sortable, b: Sortable) => number> = {
  '1': (a, b) => b.popularity - a.popularity,
  '2': (a, b) => b.rating - a.rating,
  '3': (a, b) => a.rate - b.rate,
  '4': (a, b) => b.rate - a.rate,
};

/**
 * The menu's sort options: 1 popularity, 2 rating high to low, 3 cost low to high, 4 cost high to low.
 * Ties keep the order they came in (the menu order).
 */
export function sortProducts<T extends Sortable>(products: readonly T[], sortBy: SortBy): T[] {
  return products.toSorted(comparators[sortBy]);
}

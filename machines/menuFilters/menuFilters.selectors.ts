import type { Product, ProductGroup } from '../../contract/menu.ts';
import type { MenuFiltersContext } from './menuFilters.types.ts';

interface Shown extends Pick<MenuFiltersContext, 'view' | 'vegOnly'> {
  groups: readonly ProductGroup[];
  products: readonly Product[];
}

/**
 * The dishes the menu shows: veg-only hides the non-veg ones, except the dish the customer chose in the
 * search (`keptDishId`), which they asked to see. `allHiddenByVegOnly`: veg-only emptied a list that had dishes.
 */
export function shownDishes(
  context: Shown,
  keptDishId: string | null,
): { groups: ProductGroup[]; products: Product[]; allHiddenByVegOnly: boolean } {
  const shown = (product: Product) => !context.vegOnly || !product.isNonVeg || product._id === keptDishId;
  const groups = context.groups
    .map((group) => ({ _id: group._id, products: group.products.filter(shown) }))
    .filter((group) => group.products.length > 0);
  const products = context.products.filter(shown);
  const before = context.view === 'flat' ? context.products.length : context.groups.length;
  const after = context.view === 'flat' ? products.length : groups.length;
  return { groups, products, allHiddenByVegOnly: before > 0 && after === 0 };
}

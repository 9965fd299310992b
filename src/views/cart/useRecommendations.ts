import type { CartLine } from '../../../contract/cart.ts';
import type { Product } from '../../../contract/menu.ts';
import { fetchRecommendations } from '../../api/cart.ts';
import { useResource } from '../../app/useResource.ts';

const NONE: Product[] = [];

/**
 * Dishes to add, from the server's most popular that the cart does not hold; read again when the
 * cart's dishes change (a recommendation added leaves the list). An empty cart shows none; null while
 * they load.
 */
export function useRecommendations(lines: readonly CartLine[]): Product[] | null {
  const dishes = [...new Set(lines.map((line) => line.productId))].sort().join(',');
  const recommended = useResource(dishes === '' ? null : dishes, fetchRecommendations);
  return dishes === '' ? NONE : recommended;
}

import type { CartLine } from '../../../contract/cart.ts';
import type { Product } from '../../../contract/menu.ts';
import { fetchRecommendations } from '../../api/cart.ts';
import { useResource } from '../../app/useResource.ts';

const NONE: Product[] = [];

/**
 * Dishes to add, from the server's most popular that the cart does not hold; read again when the
 * cart's dishes change (a recommendation added leaves the list). An empty cart shows none.
 */
export function useRecommendations(lines: readonly CartLine[]): Product[] {
  const dishes = [...new Set(lines.map((line) => line.productId))].sort().join(',');
  return useResource(dishes === '' ? null : dishes, fetchRecommendations) ?? NONE;
}

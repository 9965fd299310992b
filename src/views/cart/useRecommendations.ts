import { useEffect, useState } from 'react';
import type { CartLine } from '../../../contract/cart.ts';
import type { Product } from '../../../contract/menu.ts';
import { fetchRecommendations } from '../../api/cart.ts';

/**
 * Dishes to add, from the server's most popular that the cart does not hold; read again when the
 * cart's dishes change (a recommendation added leaves the list). A failure is only logged.
 */
export function useRecommendations(lines: readonly CartLine[]): Product[] {
  const [products, setProducts] = useState<Product[]>([]);
  const dishes = [...new Set(lines.map((line) => line.productId))].sort().join(',');
  useEffect(() => {
    if (dishes === '') return; // an empty cart shows no recommendations
    let current = true;
    fetchRecommendations().then(
      (loaded) => {
        if (current) setProducts(loaded);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [dishes]);
  return products;
}

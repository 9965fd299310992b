import * as v from 'valibot';
import { LikeReplySchema, type Product, ProductListSchema } from '../../contract/menu.ts';
import { api } from './client.ts';

/** The dishes the signed-in customer likes. */
export function fetchWishlist(): Promise<Product[]> {
  return api.get('get_wishlist', ProductListSchema);
}

/** Likes the dish, or unlikes it when it was liked; resolves to whether it is liked now. */
export async function toggleLike(productId: string): Promise<boolean> {
  const { islike } = await api.get(`add_to_wishlist/${encodeURIComponent(productId)}`, LikeReplySchema);
  return islike;
}

export async function clearWishlist(): Promise<void> {
  await api.delete('clear_wishlist', v.null());
}

import type { Db } from '../db.ts';

/** Likes the dish, or unlikes it when it was liked; returns whether it is liked now. */
export async function toggleLike(tx: Db, customerId: string, productId: string, now: Date): Promise<boolean> {
  const removed = await tx.query('DELETE FROM wishlist WHERE customer_id = $1 AND product_id = $2 RETURNING 1', [
    customerId,
    productId,
  ]);
  if (removed.length > 0) return false;
  await tx.query(
    'INSERT INTO wishlist (customer_id, product_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [customerId, productId, now],
  );
  return true;
}

export async function clearWishlist(db: Db, customerId: string): Promise<void> {
  await db.query('DELETE FROM wishlist WHERE customer_id = $1', [customerId]);
}

export async function likesAnyDish(db: Db, customerId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM wishlist WHERE customer_id = $1 LIMIT 1', [customerId])).length > 0;
}

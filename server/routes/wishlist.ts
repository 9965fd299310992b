import { Hono } from 'hono';
import * as v from 'valibot';
import * as MESSAGES from '../../contract/messages.ts';
import { dishExists, findProducts } from '../db/queries/menu.ts';
import { clearWishlist, toggleLike } from '../db/queries/wishlist.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { pathText, validParams } from '../http/validate.ts';
import { wishlistOperations as doc } from '../openapi/operations/wishlist.ts';

const DishParams = v.object({ id: pathText('dish id') });

/** Favorite: the dishes a customer likes. */
export function wishlistRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const signedIn = requireCustomer(deps);
  return new Hono()
    .get('/add_to_wishlist/:id', doc.toggle, signedIn, validParams(DishParams), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await dishExists(db, id))) return fail(c, 404, MESSAGES.dishNotFound);
      const islike = await db.transaction((tx) => toggleLike(tx, c.var.customerId, id, clock()));
      return ok(c, { islike }, islike ? MESSAGES.liked : MESSAGES.unliked);
    })
    .get('/get_wishlist', doc.list, signedIn, async (c) =>
      ok(
        c,
        await findProducts(db, {
          likedOnly: true,
          customerId: c.var.customerId,
          soldOutAt: { outletOfCustomer: c.var.customerId },
        }),
      ),
    )
    .delete('/clear_wishlist', doc.clear, signedIn, async (c) => {
      await clearWishlist(db, c.var.customerId);
      return ok(c, null);
    });
}

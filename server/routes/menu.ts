import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { FilterProductsRequest, StoreRequest } from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../db/db.ts';
import { findProducts, groupByCategory, menuReferencesExist, superCategories } from '../db/queries/menu.ts';
import { likesAnyDish } from '../db/queries/wishlist.ts';
import type { AppDeps } from '../deps.ts';
import { sortProducts } from '../domain/productSort.ts';
import { catalogueCacheOf } from '../http/catalogueCache.ts';
import { ok, refused } from '../http/reply.ts';
import { optionalCustomer } from '../http/session.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { menuOperations as doc } from '../openapi/operations/menu.ts';
import { refuse } from '../usecases/refusal.ts';

/** The 404 refusal when the outlet or the super-category asked for does not exist; null when both do. */
async function missingReference(db: Db, storeId: string, superCategoryId: string | null = null) {
  const found = await menuReferencesExist(db, storeId, superCategoryId);
  if (!found.outlet) return refuse(404, MESSAGES.outletNotFound);
  if (!found.superCategory) return refuse(404, MESSAGES.superCategoryNotFound);
  return null;
}

interface MenuFilter {
  storeId: string;
  superCategoryId?: string;
}

/** One outlet's dishes in menu order (of one super-category when given), grouped by category. */
async function menuOf(db: Db, { storeId, superCategoryId }: MenuFilter, customerId?: string) {
  const missing = await missingReference(db, storeId, superCategoryId ?? null);
  if (missing) return missing;
  const filter = { superCategoryId, customerId, soldOutAt: { outletId: storeId } };
  return { data: groupByCategory(await findProducts(db, filter)) };
}

/**
 * The menu as every customer of the outlet sees it is kept encoded (catalogueCache); a customer who likes
 * dishes sees them marked (`islike`), so their menu is built for them, uncached. Most customers like
 * nothing, and one small query tells.
 */
async function menuReply(c: Context, deps: AppDeps, customerId: string | undefined, filter: MenuFilter) {
  if (customerId && (await likesAnyDish(deps.db, customerId))) {
    const menu = await menuOf(deps.db, filter, customerId);
    return 'refusal' in menu ? refused(c, menu) : ok(c, menu.data);
  }
  const key = `menu ${filter.storeId} ${filter.superCategoryId ?? 'all'}`;
  return catalogueCacheOf(deps).reply(c, key, () => menuOf(deps.db, filter));
}

const SuperCategoryParams = v.object({ id: pathText('super-category id') });
const SearchParams = v.object({ term: pathText('search text'), storeId: pathText('storeId') });

/**
 * The menu of an outlet. Every outlet serves the chain's whole menu; dishes marked deleted, or sold out at
 * the outlet, are listed so that their card can say Not Available.
 */
export function menuRoutes(deps: AppDeps) {
  const { db } = deps;
  const customer = optionalCustomer(deps);
  const catalogue = catalogueCacheOf(deps);
  return new Hono()
    .post('/superCategory', doc.superCategories, validBody(StoreRequest), async (c) => {
      const { storeId } = c.req.valid('form');
      return catalogue.reply(c, `superCategories ${storeId}`, async () => {
        return (await missingReference(db, storeId)) ?? { data: await superCategories(db) };
      });
    })
    .post('/product', doc.products, customer, validBody(StoreRequest), async (c) => {
      const { storeId } = c.req.valid('form');
      return menuReply(c, deps, c.var.customerId, { storeId });
    })
    .post(
      '/getProductOrCategoryBySuperCategory/:id',
      doc.bySuperCategory,
      customer,
      validParams(SuperCategoryParams),
      validBody(StoreRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        const { storeId } = c.req.valid('form');
        return menuReply(c, deps, c.var.customerId, { storeId, superCategoryId: id });
      },
    )
    .get('/searchProducts/:term/:storeId', doc.search, customer, validParams(SearchParams), async (c) => {
      const { term, storeId } = c.req.valid('param');
      const missing = await missingReference(db, storeId);
      if (missing) return refused(c, missing);
      const filter = {
        search: term,
        order: 'nameMatchesFirst',
        customerId: c.var.customerId,
        soldOutAt: { outletId: storeId },
      } as const;
      return ok(c, await findProducts(db, filter));
    })
    .post('/filterProducts', doc.filter, customer, validBody(FilterProductsRequest), async (c) => {
      const { storeId, sortBy, categories, search, superCategoryValue } = c.req.valid('form');
      const superCategoryId = superCategoryValue === '' ? null : superCategoryValue;
      const missing = await missingReference(db, storeId, superCategoryId);
      if (missing) return refused(c, missing);
      const products = await findProducts(db, {
        superCategoryId: superCategoryId ?? undefined,
        categories,
        search,
        customerId: c.var.customerId,
        soldOutAt: { outletId: storeId },
      });
      return ok(c, sortProducts(products, sortBy));
    });
}

import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { FilterProductsRequest, StoreRequest } from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../db/db.ts';
import { findProducts, groupByCategory, menuReferencesExist, superCategories } from '../db/queries/menu.ts';
import type { AppDeps } from '../deps.ts';
import { sortProducts } from '../domain/productSort.ts';
import { fail, ok } from '../http/reply.ts';
import { optionalCustomer } from '../http/session.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { menuOperations as doc } from '../openapi/operations/menu.ts';

/** The 404 reply when the outlet or the super-category asked for does not exist; null when both do. */
async function missingReference(c: Context, db: Db, storeId: string, superCategoryId: string | null = null) {
  const found = await menuReferencesExist(db, storeId, superCategoryId);
  if (!found.outlet) return fail(c, 404, MESSAGES.outletNotFound);
  if (!found.superCategory) return fail(c, 404, MESSAGES.superCategoryNotFound);
  return null;
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
  return new Hono()
    .post('/superCategory', doc.superCategories, validBody(StoreRequest), async (c) => {
      const missing = await missingReference(c, db, c.req.valid('form').storeId);
      return missing ?? ok(c, await superCategories(db));
    })
    .post('/product', doc.products, customer, validBody(StoreRequest), async (c) => {
      const { storeId } = c.req.valid('form');
      const missing = await missingReference(c, db, storeId);
      const filter = { customerId: c.var.customerId, soldOutAt: { outletId: storeId } };
      return missing ?? ok(c, groupByCategory(await findProducts(db, filter)));
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
        const missing = await missingReference(c, db, storeId, id);
        const filter = { superCategoryId: id, customerId: c.var.customerId, soldOutAt: { outletId: storeId } };
        return missing ?? ok(c, groupByCategory(await findProducts(db, filter)));
      },
    )
    .get('/searchProducts/:term/:storeId', doc.search, customer, validParams(SearchParams), async (c) => {
      const { term, storeId } = c.req.valid('param');
      const missing = await missingReference(c, db, storeId);
      const filter = {
        search: term,
        order: 'nameMatchesFirst',
        customerId: c.var.customerId,
        soldOutAt: { outletId: storeId },
      } as const;
      return missing ?? ok(c, await findProducts(db, filter));
    })
    .post('/filterProducts', doc.filter, customer, validBody(FilterProductsRequest), async (c) => {
      const { storeId, sortBy, categories, search, superCategoryValue } = c.req.valid('form');
      const superCategoryId = superCategoryValue === '' ? null : superCategoryValue;
      const missing = await missingReference(c, db, storeId, superCategoryId);
      if (missing) return missing;
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

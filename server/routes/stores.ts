import { Hono } from 'hono';
import * as v from 'valibot';
import * as MESSAGES from '../../contract/messages.ts';
import { storeDetails, storeList } from '../db/queries/stores.ts';
import type { AppDeps } from '../deps.ts';
import { catalogueCacheOf } from '../http/catalogueCache.ts';
import { pathText, validQuery } from '../http/validate.ts';
import { storeOperations as doc } from '../openapi/operations/stores.ts';
import { refuse } from '../usecases/refusal.ts';

/** An absent id runs through the same checks as an empty one: 'id is required'. */
const StoreQuery = v.object({ id: v.optional(pathText('id'), '') });

/** Restaurants Nearby: every active outlet by city. No session needed. */
export function storeListRoutes(deps: AppDeps) {
  const catalogue = catalogueCacheOf(deps);
  return new Hono().get('/storeList', doc.list, (c) =>
    catalogue.reply(c, 'storeList', async () => ({ data: await storeList(deps.db) })),
  );
}

/** Restaurants Nearby: one outlet's details, mounted under /store. No session needed. */
export function storeRoutes(deps: AppDeps) {
  const catalogue = catalogueCacheOf(deps);
  return new Hono().get('/details', doc.details, validQuery(StoreQuery), async (c) => {
    const { id } = c.req.valid('query');
    return catalogue.reply(c, `store ${JSON.stringify(id)}`, async () => {
      const store = await storeDetails(deps.db, id);
      return store ? { data: store } : refuse(404, MESSAGES.outletNotFound);
    });
  });
}

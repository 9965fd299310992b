import { Hono } from 'hono';
import * as v from 'valibot';
import * as MESSAGES from '../../contract/messages.ts';
import { storeDetails, storeList } from '../db/queries/stores.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok } from '../http/reply.ts';
import { pathText, validQuery } from '../http/validate.ts';
import { storeOperations as doc } from '../openapi/operations/stores.ts';

/** An absent id runs through the same checks as an empty one: 'id is required'. */
const StoreQuery = v.object({ id: v.optional(pathText('id'), '') });

/** Restaurants Nearby: every active outlet by city. No session needed. */
export function storeListRoutes({ db }: AppDeps) {
  return new Hono().get('/storeList', doc.list, async (c) => ok(c, await storeList(db)));
}

/** Restaurants Nearby: one outlet's details, mounted under /store. No session needed. */
export function storeRoutes({ db }: AppDeps) {
  return new Hono().get('/details', doc.details, validQuery(StoreQuery), async (c) => {
    const store = await storeDetails(db, c.req.valid('query').id);
    return store ? ok(c, store) : fail(c, 404, MESSAGES.outletNotFound);
  });
}

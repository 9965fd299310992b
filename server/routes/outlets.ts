import { Hono } from 'hono';
import { NEAREST_OUTLET_MAX_KM } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { AreaSearchRequest, NearestOutletRequest, StoreIdRequest } from '../../contract/outlet.ts';
import { activeOutlets, findOutlet, pickupOutlets, searchDeliveryOutlets } from '../db/queries/outlets.ts';
import type { AppDeps } from '../deps.ts';
import { nearestWithin } from '../domain/distance.ts';
import { catalogueCacheOf, openNowKey } from '../http/catalogueCache.ts';
import { ok } from '../http/reply.ts';
import { validBody } from '../http/validate.ts';
import { outletOperations as doc } from '../openapi/operations/outlets.ts';
import { refuse } from '../usecases/refusal.ts';

/** Finding an outlet nearest to the device, or by city (take-away). */
export function outletFinderRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const catalogue = catalogueCacheOf(deps);
  return new Hono()
    .post('/getNearestOutlet', doc.nearest, validBody(NearestOutletRequest), async (c) => {
      const device = c.req.valid('form');
      const nearest = nearestWithin(await activeOutlets(db, clock()), device, NEAREST_OUTLET_MAX_KM);
      return ok(c, { nearestLocation: nearest }, nearest ? 'Success' : MESSAGES.noOutletNearby);
    })
    .get('/GetAllCityOutlet', doc.byCity, async (c) => {
      const now = clock();
      return catalogue.reply(c, `pickupOutlets ${openNowKey(now)}`, async () => {
        const outlets = await pickupOutlets(db, now);
        // Outlets come in the chain's city order, so their cities do too.
        const cities = [...new Set(outlets.map((outlet) => outlet.city))];
        return { data: { StoreData: outlets, cityData: cities } };
      });
    });
}

/** One outlet by id, and the outlets delivering to an area; mounted under /outlet. */
export function outletRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const catalogue = catalogueCacheOf(deps);
  return new Hono()
    .post('/checkActive', doc.checkActive, validBody(StoreIdRequest), async (c) => {
      const { storeId } = c.req.valid('form');
      const now = clock();
      return catalogue.reply(c, `outlet ${storeId} ${openNowKey(now)}`, async () => {
        const outlet = await findOutlet(db, storeId, now);
        return outlet ? { data: outlet } : refuse(404, MESSAGES.outletNotFound);
      });
    })
    .post('/search', doc.search, validBody(AreaSearchRequest), async (c) => {
      const { search } = c.req.valid('form');
      const now = clock();
      return catalogue.reply(c, `deliveryOutlets ${JSON.stringify(search)} ${openNowKey(now)}`, async () => {
        return { data: await searchDeliveryOutlets(db, search, now) };
      });
    });
}

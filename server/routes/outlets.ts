import { Hono } from 'hono';
import { NEAREST_OUTLET_MAX_KM } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { AreaSearchRequest, NearestOutletRequest, StoreIdRequest } from '../../contract/outlet.ts';
import { activeOutlets, findOutlet, pickupOutlets, searchDeliveryOutlets } from '../db/queries/outlets.ts';
import type { AppDeps } from '../deps.ts';
import { nearestWithin } from '../domain/distance.ts';
import { fail, ok } from '../http/reply.ts';
import { validBody } from '../http/validate.ts';
import { outletOperations as doc } from '../openapi/operations/outlets.ts';

/** Finding an outlet nearest to the device, or by city (take-away). */
export function outletFinderRoutes({ db, clock }: AppDeps) {
  return new Hono()
    .post('/getNearestOutlet', doc.nearest, validBody(NearestOutletRequest), async (c) => {
      const device = c.req.valid('form');
      const nearest = nearestWithin(await activeOutlets(db, clock()), device, NEAREST_OUTLET_MAX_KM);
      return ok(c, { nearestLocation: nearest }, nearest ? 'Success' : MESSAGES.noOutletNearby);
    })
    .get('/GetAllCityOutlet', doc.byCity, async (c) => {
      const outlets = await pickupOutlets(db, clock());
      // Outlets come in the chain's city order, so their cities do too.
      const cities = [...new Set(outlets.map((outlet) => outlet.city))];
      return ok(c, { StoreData: outlets, cityData: cities });
    });
}

/** One outlet by id, and the outlets delivering to an area; mounted under /outlet. */
export function outletRoutes({ db, clock }: AppDeps) {
  return new Hono()
    .post('/checkActive', doc.checkActive, validBody(StoreIdRequest), async (c) => {
      const outlet = await findOutlet(db, c.req.valid('form').storeId, clock());
      return outlet ? ok(c, outlet) : fail(c, 404, MESSAGES.outletNotFound);
    })
    .post('/search', doc.search, validBody(AreaSearchRequest), async (c) => {
      return ok(c, await searchDeliveryOutlets(db, c.req.valid('form').search, clock()));
    });
}

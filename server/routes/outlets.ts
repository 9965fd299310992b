import { Hono } from 'hono';
import * as v from 'valibot';
import * as MESSAGES from '../../contract/messages.ts';
import { AreaSearchRequest, NearestOutletRequest, StoreIdRequest } from '../../contract/outlet.ts';
import type { LiveEvent } from '../../contract/staff.ts';
import { findOutlet, pickupOutlets, searchDeliveryOutlets } from '../db/queries/outlets.ts';
import type { AppDeps, LiveDeps } from '../deps.ts';
import { catalogueCacheOf } from '../http/catalogueCache.ts';
import { fail, ok } from '../http/reply.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { liveEventStream } from '../live/eventStream.ts';
import { streamQuota } from '../live/streamQuota.ts';
import { outletOperations as doc } from '../openapi/operations/outlets.ts';
import { findNearestOutlet } from '../usecases/findNearestOutlet.ts';
import { refuse } from '../usecases/refusal.ts';

/** Finding an outlet nearest to the device, or by city (take-away). */
export function outletFinderRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const catalogue = catalogueCacheOf(deps);
  return new Hono()
    .post('/getNearestOutlet', doc.nearest, validBody(NearestOutletRequest), async (c) => {
      const answer = await findNearestOutlet(deps, c.req.valid('form'));
      return ok(c, answer, answer.reason ?? 'Success');
    })
    .get('/GetAllCityOutlet', doc.byCity, async (c) => {
      const now = clock();
      const read = async () => {
        const outlets = await pickupOutlets(db, now);
        // Outlets come in the chain's city order, so their cities do too.
        const cities = [...new Set(outlets.map((outlet) => outlet.city))];
        return { data: { StoreData: outlets, cityData: cities } };
      };
      return catalogue.reply(c, 'pickupOutlets', read, now);
    });
}

const OutletIdParams = v.object({ id: pathText('id') });

/** One outlet by id and its live events, and the outlets delivering to an area; mounted under /outlet. */
export function outletRoutes(deps: LiveDeps) {
  const { db, clock } = deps;
  const catalogue = catalogueCacheOf(deps);
  const streams = streamQuota();
  return (
    new Hono()
      .post('/checkActive', doc.checkActive, validBody(StoreIdRequest), async (c) => {
        const { storeId } = c.req.valid('form');
        const now = clock();
        const read = async () => {
          const outlet = await findOutlet(db, storeId, now);
          return outlet ? { data: outlet } : refuse(404, MESSAGES.outletNotFound);
        };
        return catalogue.reply(c, `outlet ${storeId}`, read, now);
      })
      // Not kept: any text is a key, and replies kept for texts nobody asks again would push the menus out.
      .post('/search', doc.search, validBody(AreaSearchRequest), async (c) => {
        return ok(c, await searchDeliveryOutlets(db, c.req.valid('form').search, clock()));
      })
      // Public, as the menu is: what it tells is what the menu shows anyone.
      .get('/:id/events', doc.events, validParams(OutletIdParams), async (c) => {
        const outlet = await findOutlet(db, c.req.valid('param').id, clock());
        if (!outlet) return fail(c, 404, MESSAGES.outletNotFound);
        const giveBack = streams.take(deps.clientAddress(c));
        if (!giveBack) return fail(c, 429, MESSAGES.tooManyLiveStreams);
        const ofOutlet = (event: LiveEvent) => event.kind === 'outlet' && event.outletId === outlet._id;
        return liveEventStream(c, deps.live, ofOutlet, () => giveBack);
      })
  );
}

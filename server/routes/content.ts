import { Hono } from 'hono';
import * as MESSAGES from '../../contract/messages.ts';
import { StoreIdRequest } from '../../contract/outlet.ts';
import { homeContent, slides } from '../db/queries/content.ts';
import { outletExists } from '../db/queries/outlets.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok } from '../http/reply.ts';
import { validBody } from '../http/validate.ts';
import { contentOperations as doc } from '../openapi/operations/content.ts';

/** The home page's banners, tiles, statistics and cities: the same for every outlet. */
export function contentRoutes({ db }: AppDeps) {
  return new Hono()
    .get('/getAllSlider', doc.slides, async (c) => ok(c, await slides(db)))
    .get('/GetContentData', doc.homeContent, async (c) => ok(c, await homeContent(db)))
    .post('/GetContentData', doc.homeContentOfOutlet, validBody(StoreIdRequest), async (c) => {
      if (!(await outletExists(db, c.req.valid('form').storeId))) return fail(c, 404, MESSAGES.outletNotFound);
      return ok(c, await homeContent(db));
    });
}

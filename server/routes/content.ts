import { Hono } from 'hono';
import * as MESSAGES from '../../contract/messages.ts';
import { StoreIdRequest } from '../../contract/outlet.ts';
import { homeContent, slides } from '../db/queries/content.ts';
import { outletExists } from '../db/queries/outlets.ts';
import type { AppDeps } from '../deps.ts';
import { catalogueCacheOf } from '../http/catalogueCache.ts';
import { validBody } from '../http/validate.ts';
import { contentOperations as doc } from '../openapi/operations/content.ts';
import { refuse } from '../usecases/refusal.ts';

/** The home page's banners, tiles, statistics and cities: the same for every outlet. */
export function contentRoutes(deps: AppDeps) {
  const { db } = deps;
  const catalogue = catalogueCacheOf(deps);
  return new Hono()
    .get('/getAllSlider', doc.slides, (c) => catalogue.reply(c, 'slides', async () => ({ data: await slides(db) })))
    .get('/GetContentData', doc.homeContent, (c) =>
      catalogue.reply(c, 'homeContent', async () => ({ data: await homeContent(db) })),
    )
    .post('/GetContentData', doc.homeContentOfOutlet, validBody(StoreIdRequest), async (c) => {
      const { storeId } = c.req.valid('form');
      return catalogue.reply(c, `homeContent ${storeId}`, async () => {
        if (!(await outletExists(db, storeId))) return refuse(404, MESSAGES.outletNotFound);
        return { data: await homeContent(db) };
      });
    });
}

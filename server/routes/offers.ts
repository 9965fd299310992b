import { Hono } from 'hono';
import * as MESSAGES from '../../contract/messages.ts';
import { ApplyOfferRequest } from '../../contract/offer.ts';
import { currentOffers } from '../db/queries/offers.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { validBody } from '../http/validate.ts';
import { offerOperations as doc } from '../openapi/operations/offers.ts';
import { priceCart } from '../usecases/priceCart.ts';

/** The offers page and the coupon panel: the list for everyone, applying a code for a customer's cart. */
export function offerRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono()
    .get('/getAllOffers', doc.list, async (c) => ok(c, await currentOffers(db, clock())))
    .post('/offer/apply', doc.apply, requireCustomer(deps), validBody(ApplyOfferRequest), async (c) => {
      const { cart, offerRefusal } = await priceCart(deps, {
        customerId: c.var.customerId,
        code: c.req.valid('form').code,
      });
      if (offerRefusal) return fail(c, offerRefusal === MESSAGES.offerUnknown ? 404 : 400, offerRefusal);
      const { subtotal, discount, tax, total, deliveryCharges, deliveryChargesTotal } = cart;
      return ok(c, { subtotal, discount, tax, total, deliveryCharges, deliveryChargesTotal }, MESSAGES.offerApplied);
    });
}

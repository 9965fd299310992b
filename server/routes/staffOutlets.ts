import { Hono } from 'hono';
import * as v from 'valibot';
import { DishAvailabilityRequest, OutletAvailabilityRequest } from '../../contract/staff.ts';
import type { AppDeps } from '../deps.ts';
import { ok, refused } from '../http/reply.ts';
import { requireStaff } from '../http/session.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { staffOutletOperations as doc } from '../openapi/operations/staffOutlets.ts';
import { setDishAvailability } from '../usecases/setDishAvailability.ts';
import { setOutletAvailability } from '../usecases/setOutletAvailability.ts';

const OutletParams = v.object({ id: pathText('outlet id') });
const DishParams = v.object({ id: pathText('outlet id'), productId: pathText('productId') });

/**
 * An outlet's controls for its staff, mounted under `${STAFF_API_BASE}/outlets`: a staff session only, and
 * another outlet than theirs is not found.
 */
export function staffOutletRoutes(deps: AppDeps) {
  const staff = requireStaff(deps);
  return new Hono()
    .post(
      '/:id/availability',
      doc.availability,
      staff,
      validParams(OutletParams),
      validBody(OutletAvailabilityRequest),
      async (c) => {
        const change = { staffOutletIds: c.var.outletIds, outletId: c.req.valid('param').id };
        const result = await setOutletAvailability(deps, { ...change, ...c.req.valid('form') });
        return 'refusal' in result ? refused(c, result) : ok(c, result.outlet);
      },
    )
    .post(
      '/:id/products/:productId',
      doc.dish,
      staff,
      validParams(DishParams),
      validBody(DishAvailabilityRequest),
      async (c) => {
        const { id, productId } = c.req.valid('param');
        const { available } = c.req.valid('form');
        const change = { staffOutletIds: c.var.outletIds, outletId: id, productId, available };
        const result = await setDishAvailability(deps, change);
        return 'refusal' in result ? refused(c, result) : ok(c, result.dish);
      },
    );
}

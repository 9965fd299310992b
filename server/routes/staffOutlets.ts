import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { DishAvailabilityRequest, OutletAvailabilityRequest } from '../../contract/staff.ts';
import type { StoreDeps } from '../deps.ts';
import { ok, refused } from '../http/reply.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { staffOutletOperations as doc } from '../openapi/operations/staffOutlets.ts';
import { setDishAvailability } from '../usecases/setDishAvailability.ts';
import { setOutletAvailability } from '../usecases/setOutletAvailability.ts';

/** What the staff session check leaves for these routes: the outlets its member of staff works at. */
export type StaffOutletVariables = { Variables: { staffOutletIds: string[] } };

const OutletParams = v.object({ id: pathText('outlet id') });
const DishParams = v.object({ id: pathText('outlet id'), productId: pathText('productId') });

/**
 * An outlet's controls for its staff, mounted under `${STAFF_API_BASE}/outlets`. `requireStaff` refuses a
 * request without a staff session and sets `c.var.staffOutletIds`; another outlet than theirs is not found.
 */
export function staffOutletRoutes(deps: StoreDeps, requireStaff: MiddlewareHandler) {
  return new Hono<StaffOutletVariables>()
    .post(
      '/:id/availability',
      doc.availability,
      requireStaff,
      validParams(OutletParams),
      validBody(OutletAvailabilityRequest),
      async (c) => {
        const change = { staffOutletIds: c.var.staffOutletIds, outletId: c.req.valid('param').id };
        const result = await setOutletAvailability(deps, { ...change, ...c.req.valid('form') });
        return 'refusal' in result ? refused(c, result) : ok(c, result.outlet);
      },
    )
    .post(
      '/:id/products/:productId',
      doc.dish,
      requireStaff,
      validParams(DishParams),
      validBody(DishAvailabilityRequest),
      async (c) => {
        const { id, productId } = c.req.valid('param');
        const { available } = c.req.valid('form');
        const change = { staffOutletIds: c.var.staffOutletIds, outletId: id, productId, available };
        const result = await setDishAvailability(deps, change);
        return 'refusal' in result ? refused(c, result) : ok(c, result.dish);
      },
    );
}

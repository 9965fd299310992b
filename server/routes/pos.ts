import { Hono } from 'hono';
import * as v from 'valibot';
import * as MESSAGES from '../../contract/messages.ts';
import { PosMoveRequest } from '../../contract/staff.ts';
import type { AppDeps } from '../deps.ts';
import { requirePosSignature } from '../http/posSignature.ts';
import { ok, refused } from '../http/reply.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { posOperations as doc } from '../openapi/operations/pos.ts';
import { moveOrder, orderMoved } from '../usecases/moveOrder.ts';

const OrderIdParams = v.object({ id: pathText('id') });

/** The chain's point of sale (or delivery partner) moving orders, mounted under POS_API_BASE. */
export function posRoutes(deps: AppDeps) {
  return new Hono().post(
    '/orders/:id/status',
    doc.move,
    requirePosSignature(deps.posWebhookSecret),
    validParams(OrderIdParams),
    validBody(PosMoveRequest),
    async (c) => {
      const { status, event_id, ...move } = c.req.valid('form');
      const moved = await moveOrder(deps, {
        ...move,
        orderId: c.req.valid('param').id,
        to: status,
        by: 'pos',
        posEventId: event_id,
      });
      return 'refusal' in moved ? refused(c, moved) : ok(c, orderMoved(moved.order), MESSAGES.orderMoved);
    },
  );
}

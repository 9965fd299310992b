import { Hono } from 'hono';
import * as v from 'valibot';
import * as MESSAGES from '../../contract/messages.ts';
import { PlaceOrderRequest, ValidateBranchRequest } from '../../contract/order.ts';
import { CustomerCancelRequest, type LiveEvent } from '../../contract/staff.ts';
import { orderOf, ordersOf } from '../db/queries/orders.ts';
import { findOutlet } from '../db/queries/outlets.ts';
import type { AppDeps, LiveDeps } from '../deps.ts';
import { outletRefusal } from '../domain/checkout.ts';
import { codPaymentStatus } from '../domain/orderStatus.ts';
import { fail, ok, refused } from '../http/reply.ts';
import { requireCustomer, watchSignOut } from '../http/session.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { liveEventStream } from '../live/eventStream.ts';
import { orderOperations as doc } from '../openapi/operations/orders.ts';
import { moveOrder, orderMoved } from '../usecases/moveOrder.ts';
import { placeOrder } from '../usecases/placeOrder.ts';
import { readOrder } from '../usecases/readOrder.ts';
import { reorder } from '../usecases/reorder.ts';

const OrderIdParams = v.object({ id: pathText('id') });

/** Checking out with cash on delivery (or at the counter). */
export function checkoutRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const signedIn = requireCustomer(deps);
  return new Hono()
    .post('/validateBranch', doc.validateBranch, signedIn, validBody(ValidateBranchRequest), async (c) => {
      const { brachId, orderType } = c.req.valid('form');
      const outlet = await findOutlet(db, brachId, clock());
      if (!outlet) return fail(c, 404, MESSAGES.outletNotFound);
      const refusal = outletRefusal(outlet, orderType);
      return refusal ? fail(c, 409, refusal) : ok(c, null);
    })
    .post('/OrderWithCOD', doc.cashOnDelivery, signedIn, validBody(PlaceOrderRequest), async (c) => {
      const payment = { type: 'COD', status: codPaymentStatus('placed') } as const;
      const result = await placeOrder(deps, { customerId: c.var.customerId, request: c.req.valid('form'), payment });
      return 'refusal' in result ? refused(c, result) : ok(c, result.placed, MESSAGES.orderPlaced);
    });
}

/** The customer's orders, mounted under /order: reading one (and following it live), cancelling it. */
export function orderRoutes(deps: LiveDeps) {
  const signedIn = requireCustomer(deps);
  return new Hono()
    .get('/getAllOrder', doc.all, signedIn, async (c) => ok(c, await ordersOf(deps.db, c.var.customerId)))
    .get('/latestOrder/:id', doc.one, signedIn, validParams(OrderIdParams), async (c) => {
      const order = await readOrder(deps, { customerId: c.var.customerId, id: c.req.valid('param').id });
      return order ? ok(c, [order]) : fail(c, 404, MESSAGES.orderNotFound);
    })
    .post('/:id/reorder', doc.reorder, signedIn, validParams(OrderIdParams), async (c) => {
      const result = await reorder(deps, { customerId: c.var.customerId, orderId: c.req.valid('param').id });
      if ('refusal' in result) return refused(c, result);
      const { unavailable } = result.reordered;
      return ok(
        c,
        result.reordered,
        unavailable.length > 0 ? MESSAGES.reorderedExcept(unavailable) : MESSAGES.addedToCart,
      );
    })
    .post(
      '/:id/cancel',
      doc.cancel,
      signedIn,
      validParams(OrderIdParams),
      validBody(CustomerCancelRequest),
      async (c) => {
        const moved = await moveOrder(deps, {
          orderId: c.req.valid('param').id,
          to: 'cancelled',
          by: 'customer',
          customerId: c.var.customerId,
          reason: c.req.valid('form').reason,
        });
        return 'refusal' in moved ? refused(c, moved) : ok(c, orderMoved(moved.order), MESSAGES.orderCancelled);
      },
    )
    .get(
      '/:id/events',
      doc.events,
      requireCustomer(deps, { tokenInQuery: true }),
      validParams(OrderIdParams),
      async (c) => {
        const order = await orderOf(deps.db, c.var.customerId, c.req.valid('param').id);
        if (!order) return fail(c, 404, MESSAGES.orderNotFound);
        const ofOrder = (event: LiveEvent) => event.kind === 'order' && event.orderId === order._id;
        return liveEventStream(c, deps.live, ofOrder, watchSignOut(deps, c.var.sessionHash, 'customer'));
      },
    );
}

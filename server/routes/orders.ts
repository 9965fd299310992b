import { Hono } from 'hono';
import * as v from 'valibot';
import * as MESSAGES from '../../contract/messages.ts';
import { PlaceOrderRequest, ValidateBranchRequest } from '../../contract/order.ts';
import { orderOf, ordersOf } from '../db/queries/orders.ts';
import { findOutlet } from '../db/queries/outlets.ts';
import type { AppDeps } from '../deps.ts';
import { outletRefusal } from '../domain/checkout.ts';
import { codPaymentStatus } from '../domain/orderStatus.ts';
import { fail, ok } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { orderOperations as doc } from '../openapi/operations/orders.ts';
import { recheckOrderOnRead } from '../payments/recheck.ts';
import { placeOrder } from './orderPlacement.ts';

const OrderIdParams = v.object({ id: pathText('id') });

/** Checking out with cash on delivery (or at the counter), and the customer's orders. */
export function orderRoutes(deps: AppDeps) {
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
      const result = await placeOrder(db, clock(), c.var.customerId, c.req.valid('form'), payment);
      if ('refusal' in result) return fail(c, result.refusal.status, result.refusal.msg);
      return ok(c, result.placed, MESSAGES.orderPlaced);
    })
    .get('/order/getAllOrder', doc.all, signedIn, async (c) => ok(c, await ordersOf(db, c.var.customerId)))
    .get('/order/latestOrder/:id', doc.one, signedIn, validParams(OrderIdParams), async (c) => {
      const read = () => orderOf(db, c.var.customerId, c.req.valid('param').id);
      const order = await read();
      if (!order) return fail(c, 404, MESSAGES.orderNotFound);
      // An online payment still waiting is asked about (throttled), so the waiting page moves on once the gateway knows.
      const changed = order.payments.type === 'ONLINE' && (await recheckOrderOnRead(deps, order._id));
      return ok(c, [changed ? ((await read()) ?? order) : order]);
    });
}

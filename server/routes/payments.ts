import { Hono } from 'hono';
import * as MESSAGES from '../../contract/messages.ts';
import { PlaceOrderRequest } from '../../contract/order.ts';
import { GatewayReturnForm, OrderNowRequest } from '../../contract/payment.ts';
import type { AppDeps } from '../deps.ts';
import { ok, refused } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { validBody } from '../http/validate.ts';
import { paymentOperations as doc } from '../openapi/operations/payments.ts';
import { payOrderFromWallet } from '../usecases/payOrderFromWallet.ts';
import { payAwaitingOrderOnline, payOrderOnline } from '../usecases/payOrderOnline.ts';
import { settleGatewayReturn } from '../usecases/settleGatewayReturn.ts';

/** Paying orders online or from the wallet. */
export function paymentRoutes(deps: AppDeps) {
  const signedIn = requireCustomer(deps);
  return new Hono()
    .post('/OrderWithOnlinePayment', doc.online, signedIn, validBody(PlaceOrderRequest), async (c) => {
      const checkout = { customerId: c.var.customerId, request: c.req.valid('form'), origin: deps.publicUrl() };
      const result = await payOrderOnline(deps, checkout);
      return 'refusal' in result ? refused(c, result) : ok(c, result, MESSAGES.paymentStarted);
    })
    .post('/OrderNowOnlinePayment', doc.orderNow, signedIn, validBody(OrderNowRequest), async (c) => {
      const { id } = c.req.valid('form');
      const paying = { customerId: c.var.customerId, origin: deps.publicUrl(), orderId: id };
      const result = await payAwaitingOrderOnline(deps, paying);
      return 'refusal' in result ? refused(c, result) : ok(c, result, MESSAGES.paymentStarted);
    })
    .post('/OrderWithWallet', doc.wallet, signedIn, validBody(PlaceOrderRequest), async (c) => {
      const result = await payOrderFromWallet(deps, { customerId: c.var.customerId, request: c.req.valid('form') });
      return 'refusal' in result ? refused(c, result) : ok(c, result.placed, MESSAGES.orderPlaced);
    });
}

/** The card gateway's return (`GATEWAY_RETURN_PATH`, under /transaction): the customer's browser comes back here. */
export function gatewayReturnRoutes(deps: AppDeps) {
  return new Hono().post('/ccavResponseHandler', doc.gatewayReturn, validBody(GatewayReturnForm), async (c) => {
    const result = await settleGatewayReturn(deps, c.req.valid('form'));
    return 'refusal' in result ? refused(c, result) : c.redirect(result.resultPage, 303);
  });
}

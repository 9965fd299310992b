import { Hono } from 'hono';
import * as v from 'valibot';
import * as MESSAGES from '../../contract/messages.ts';
import { WalletTopUpRequest } from '../../contract/payment.ts';
import { insertPayment, topUpOf } from '../db/queries/payments.ts';
import { walletTransactions } from '../db/queries/wallet.ts';
import type { AppDeps } from '../deps.ts';
import { rupeesToPaise } from '../domain/price.ts';
import { fail, ok } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { walletOperations as doc } from '../openapi/operations/wallet.ts';
import { gatewayFormReply } from '../payments/attempt.ts';
import { recheckPaymentOnRead } from '../payments/recheck.ts';

const IdParams = v.object({ id: pathText('id') });

/** The wallet: topping it up through the card gateway, a top-up's result, and the wallet's transactions. */
export function walletRoutes(deps: AppDeps) {
  const { db, clock, gateway } = deps;
  const signedIn = requireCustomer(deps);
  return new Hono()
    .post('/add_to_wallet', doc.topUp, signedIn, validBody(WalletTopUpRequest), async (c) => {
      const amountPaise = rupeesToPaise(c.req.valid('form').amount);
      const attempt = { customerId: c.var.customerId, purpose: 'wallet_top_up', orderId: null, amountPaise } as const;
      const payment = await insertPayment(db, attempt, clock());
      const ids = { _id: payment.id, order_id: payment.id };
      const reply = await gatewayFormReply(db, gateway, payment, ids, new URL(c.req.url).origin);
      return ok(c, reply, MESSAGES.paymentStarted);
    })
    .get('/latestPayment/:id', doc.topUpResult, signedIn, validParams(IdParams), async (c) => {
      const read = () => topUpOf(db, c.var.customerId, c.req.valid('param').id);
      const topUp = await read();
      if (!topUp) return fail(c, 404, MESSAGES.paymentNotFound);
      // A top-up still waiting is asked about (throttled), so its page moves on once the gateway knows.
      const changed = await recheckPaymentOnRead(deps, topUp._id);
      return ok(c, [changed ? ((await read()) ?? topUp) : topUp]);
    })
    .get('/walletPayments/:id', doc.transactions, signedIn, validParams(IdParams), async (c) => {
      // The spec's path names the customer; only their own wallet is readable.
      if (c.req.valid('param').id !== c.var.customerId) return fail(c, 404, MESSAGES.notFound);
      return ok(c, await walletTransactions(db, c.var.customerId));
    });
}

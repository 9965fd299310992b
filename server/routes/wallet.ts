import { Hono } from 'hono';
import * as v from 'valibot';
import * as MESSAGES from '../../contract/messages.ts';
import { WalletTopUpRequest } from '../../contract/payment.ts';
import { walletTransactions } from '../db/queries/wallet.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok, refused } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { walletOperations as doc } from '../openapi/operations/wallet.ts';
import { readTopUp, topUpWallet } from '../usecases/topUpWallet.ts';

const IdParams = v.object({ id: pathText('id') });

/** The wallet: topping it up through the card gateway, a top-up's result, and the wallet's transactions. */
export function walletRoutes(deps: AppDeps) {
  const signedIn = requireCustomer(deps);
  return new Hono()
    .post('/add_to_wallet', doc.topUp, signedIn, validBody(WalletTopUpRequest), async (c) => {
      const { amount } = c.req.valid('form');
      const reply = await topUpWallet(deps, { customerId: c.var.customerId, amount, origin: deps.publicUrl() });
      return 'refusal' in reply ? refused(c, reply) : ok(c, reply, MESSAGES.paymentStarted);
    })
    .get('/latestPayment/:id', doc.topUpResult, signedIn, validParams(IdParams), async (c) => {
      const topUp = await readTopUp(deps, { customerId: c.var.customerId, id: c.req.valid('param').id });
      return topUp ? ok(c, [topUp]) : fail(c, 404, MESSAGES.paymentNotFound);
    })
    .get('/walletPayments/:id', doc.transactions, signedIn, validParams(IdParams), async (c) => {
      // The spec's path names the customer; only their own wallet is readable.
      if (c.req.valid('param').id !== c.var.customerId) return fail(c, 404, MESSAGES.notFound);
      return ok(c, await walletTransactions(deps.db, c.var.customerId));
    });
}

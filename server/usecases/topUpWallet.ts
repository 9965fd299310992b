import type { GatewayFormReply } from '../../contract/payment.ts';
import { customerOrdersLock } from '../db/queries/orders.ts';
import { insertPayment, topUpOf } from '../db/queries/payments.ts';
import type { PaymentDeps } from '../deps.ts';
import { rupeesToPaise } from '../domain/price.ts';
import { gatewayFormReply } from './gatewayForm.ts';
import { recheckPaymentOnRead } from './recheckPayments.ts';
import type { Refusal } from './refusal.ts';
import { paymentLimitRefusal } from './startPayment.ts';

/**
 * Starts topping up the wallet: a payment of `amount` rupees, and the form the browser posts to the gateway; 429
 * beyond the payments an hour allows.
 */
export async function topUpWallet(
  deps: PaymentDeps,
  { customerId, amount, origin }: { customerId: string; amount: number; origin: string },
): Promise<GatewayFormReply | Refusal<429>> {
  const attempt = { customerId, purpose: 'wallet_top_up', orderId: null, amountPaise: rupeesToPaise(amount) } as const;
  const now = deps.clock();
  const payment = await deps.db.transaction(
    async (tx) => (await paymentLimitRefusal(tx, customerId, now)) ?? insertPayment(tx, attempt, now),
    customerOrdersLock(customerId),
  );
  if ('refusal' in payment) return payment;
  return gatewayFormReply(deps, payment, { _id: payment.id, order_id: payment.id }, origin);
}

/**
 * One of the customer's top-ups for its result page; null when it is not theirs. One still waiting is asked
 * about (throttled), so the page moves on once the gateway knows.
 */
export async function readTopUp(deps: PaymentDeps, { customerId, id }: { customerId: string; id: string }) {
  const topUp = await topUpOf(deps.db, customerId, id);
  if (!topUp || !(await recheckPaymentOnRead(deps, topUp._id))) return topUp;
  return (await topUpOf(deps.db, customerId, id)) ?? topUp;
}

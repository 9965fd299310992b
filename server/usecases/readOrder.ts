import type { Order } from '../../contract/order.ts';
import { orderOf } from '../db/queries/orders.ts';
import type { PaymentDeps } from '../deps.ts';
import { recheckOrderOnRead } from './recheckPayments.ts';

/**
 * One of the customer's orders, by id or number; null when it is not theirs. An online payment still waiting
 * is asked about (throttled), so the waiting page moves on once the gateway knows.
 */
export async function readOrder(deps: PaymentDeps, { customerId, id }: { customerId: string; id: string }) {
  const order: Order | null = await orderOf(deps.db, customerId, id);
  if (order?.payments.type !== 'ONLINE' || !(await recheckOrderOnRead(deps, order._id))) return order;
  return (await orderOf(deps.db, customerId, id)) ?? order;
}

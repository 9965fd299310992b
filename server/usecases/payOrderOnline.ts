import type * as v from 'valibot';
import * as MESSAGES from '../../contract/messages.ts';
import type { PlaceOrderRequest } from '../../contract/order.ts';
import type { GatewayFormReply } from '../../contract/payment.ts';
import type { Db } from '../db/db.ts';
import { customerOrdersLock } from '../db/queries/orders.ts';
import { INITIATED, orderAwaitingPayment, type PayableOrder, payableOrder } from '../db/queries/payments.ts';
import type { PaymentDeps } from '../deps.ts';
import { gatewayFormReply, startOrderAttempt } from './gatewayForm.ts';
import { placeOrder } from './placeOrder.ts';
import { type Refusal, refuse } from './refusal.ts';
import { paymentLimitRefusal } from './startPayment.ts';

/** Why this order cannot get a new online payment attempt, or null when it can. */
function attemptRefusal(order: PayableOrder): Refusal<409> | null {
  if (order.paid) return refuse(409, MESSAGES.orderAlreadyPaid);
  if (order.payment_type !== 'ONLINE') return refuse(409, MESSAGES.checkoutPaidOtherwise);
  if (order.status !== 'placed') return refuse(409, MESSAGES.noOrderAwaitingPayment);
  return null;
}

/** Starts a new payment attempt for the order inside the caller's transaction; what `formOf` needs once committed. */
async function attemptFor(tx: Db, now: Date, customerId: string, order: PayableOrder, origin: string) {
  const payment = await startOrderAttempt(tx, now, customerId, order);
  return { order, payment, origin };
}

/** The gateway form of an attempt started in a transaction now committed. */
const formOf = (deps: PaymentDeps, { order, payment, origin }: Awaited<ReturnType<typeof attemptFor>>) =>
  gatewayFormReply(deps, payment, { _id: order.id, order_id: order.order_id }, origin);

/** `origin`: where customers reach the shop (PUBLIC_URL); the gateway returns the customer there. */
export interface OnlineCheckout {
  customerId: string;
  request: v.InferOutput<typeof PlaceOrderRequest>;
  origin: string;
}

/**
 * Places the cart as an order paid online and starts its first payment attempt, in one transaction. A
 * checkout sent again returns its order: a new attempt while it is unpaid.
 */
export async function payOrderOnline(
  deps: PaymentDeps,
  { customerId, request, origin }: OnlineCheckout,
): Promise<GatewayFormReply | Refusal<400 | 401 | 404 | 409 | 429>> {
  const now = deps.clock();
  const started = await deps.db.transaction(async (tx) => {
    const limited = await paymentLimitRefusal(tx, customerId, now);
    if (limited) return limited;
    const payment = { type: 'ONLINE', status: INITIATED } as const;
    const placement = await placeOrder({ db: tx, clock: () => now }, { customerId, request, payment });
    if ('refusal' in placement) return placement;
    const order = await payableOrder(tx, customerId, placement.placed._id);
    if (!order) throw new Error(`order ${placement.placed._id} vanished inside its transaction`);
    return attemptRefusal(order) ?? attemptFor(tx, now, customerId, order, origin);
  }, customerOrdersLock(customerId));
  return 'refusal' in started ? started : formOf(deps, started);
}

/** An order to pay again: `orderId`, that order of the customer's; empty, their latest online order left unpaid. */
export interface PayingAgain extends Omit<OnlineCheckout, 'request'> {
  orderId: string;
}

/** The order to pay again, or why there is none. */
async function orderToPayAgain(tx: Db, customerId: string, orderId: string) {
  if (orderId === '')
    return (await orderAwaitingPayment(tx, customerId)) ?? refuse(404, MESSAGES.noOrderAwaitingPayment);
  const order = await payableOrder(tx, customerId, orderId);
  if (!order) return refuse(404, MESSAGES.orderNotFound);
  return attemptRefusal(order) ?? order;
}

/** Pays again an online order left unpaid (failed, aborted or never completed): the one named, or the latest. */
export async function payAwaitingOrderOnline(
  deps: PaymentDeps,
  { customerId, origin, orderId }: PayingAgain,
): Promise<GatewayFormReply | Refusal<404 | 409 | 429>> {
  const now = deps.clock();
  const started = await deps.db.transaction(async (tx) => {
    const order = await orderToPayAgain(tx, customerId, orderId);
    if ('refusal' in order) return order;
    return (await paymentLimitRefusal(tx, customerId, now)) ?? attemptFor(tx, now, customerId, order, origin);
  }, customerOrdersLock(customerId));
  return 'refusal' in started ? started : formOf(deps, started);
}

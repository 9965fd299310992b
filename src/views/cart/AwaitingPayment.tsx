import { lazy, use } from 'react';
import type { Order } from '../../../contract/order.ts';

// The note's code comes only to a customer who may have an order waiting for its online payment: with it come the
// order texts' date formats (src/ui/orderText.ts), whose making (Intl.DateTimeFormat, the browser's locale and time
// zone data) takes 175 to 190 ms of a phone's main thread (Chromium at 4x), which the cart otherwise never pays.
const AwaitingPaymentNote = lazy(() => import('./AwaitingPaymentNote.tsx'));

/**
 * What every order waiting for its online payment is: paid online and still placed (awaitsOnlinePayment, which
 * the note applies, also asks that the payment has not gone through). Only such an order's customer loads the note.
 */
const paidOnlineAndPlaced = (order: Order) => order.payments.type === 'ONLINE' && order.order_status === 'placed';

/**
 * The cart's note of the latest order placed to be paid online whose payment has not gone through, if any.
 * `orders` is the route loader's, newest first, null when they could not be read (no note). It suspends until they
 * are in, and, when a note may be due, until its code is.
 */
export function AwaitingPayment({ orders }: { orders: Promise<Order[] | null> }) {
  const loaded = use(orders);
  return loaded?.some(paidOnlineAndPlaced) ? <AwaitingPaymentNote orders={loaded} /> : null;
}

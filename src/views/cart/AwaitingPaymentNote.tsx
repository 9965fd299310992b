import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { formatRupees } from '../../../contract/money.ts';
import type { Order } from '../../../contract/order.ts';
import { useFlow } from '../../app/shopHooks.ts';
import { awaitsOnlinePayment, orderDate } from '../../ui/orderText.ts';
import { PayNowLink } from '../../ui/PayNowLink.tsx';
import * as styles from './AwaitingPaymentNote.css.ts';

/**
 * The customer's latest order placed to be paid online whose payment has not gone through (back from the
 * gateway's page, or it failed to load), with Pay now to the order-now page for that order: placing it emptied
 * the cart, so without this the cart says nothing of it. `orders` are the customer's, newest first. It shows once
 * the cart has loaded, so that it comes with the cart rather than push it down.
 */
export default function AwaitingPaymentNote({ orders }: { orders: Order[] }) {
  const order = orders.find(awaitsOnlinePayment);
  const cartShown = useSelector(
    useFlow('cart'),
    (snapshot) => snapshot !== undefined && (snapshot.context.cart !== null || snapshot.matches('unavailable')),
  );
  const headingId = useId();
  if (!order || !cartShown) return null;
  return (
    <section className={styles.note} aria-labelledby={headingId}>
      <div className={styles.words}>
        <h2 id={headingId} className={styles.heading}>
          Order {order.order_id} is waiting for its payment
        </h2>
        <p className={styles.detail}>
          {formatRupees(order.amount)} to pay online, for the order you placed on {orderDate(order.createdAt)}.
        </p>
      </div>
      <PayNowLink order={order} />
    </section>
  );
}

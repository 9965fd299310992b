import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Order } from '../../../contract/order.ts';
import { fetchOrder } from '../../api/orders.ts';
import { button } from '../../ui/button.css.ts';
import { OrderDetails } from './OrderDetails.tsx';
import * as styles from './resultPage.css.ts';

/** The order named by `?id=`; undefined while it loads, null when there is none (the page then goes home). */
function useOrder(orderId: string | null): Order | null | undefined {
  const [order, setOrder] = useState<Order | null | undefined>(undefined);
  useEffect(() => {
    if (orderId === null) {
      setOrder(null);
      return;
    }
    let current = true;
    fetchOrder(orderId).then(
      (found) => current && setOrder(found),
      (error: unknown) => {
        console.error(error);
        if (current) setOrder(null);
      },
    );
    return () => {
      current = false;
    };
  }, [orderId]);
  return order;
}

/** /successPayment?id={order}: the order just placed; without one, home (spec section 2). */
export default function SuccessPaymentPage() {
  const [params] = useSearchParams();
  const order = useOrder(params.get('id'));
  const navigate = useNavigate();
  useEffect(() => {
    if (order === null) navigate('/', { replace: true });
  }, [order, navigate]);

  if (!order) return <main className={styles.page} aria-busy="true" />;
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="result-heading">
        <div className={styles.banner}>
          <h1 id="result-heading" className={styles.heading}>
            Thank you! Your order is placed
          </h1>
          <p>We have sent it to {order.outlet_location}.</p>
        </div>
        <OrderDetails order={order} />
        <div className={styles.actions}>
          <Link to="/profile/order" className={button({ variant: 'outline' })}>
            My Orders
          </Link>
          <Link to="/product" className={button({ variant: 'primary' })}>
            Order More
          </Link>
        </div>
      </section>
    </main>
  );
}

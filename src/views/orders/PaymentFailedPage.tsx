import { Link } from 'react-router';
import { fetchOrder } from '../../api/orders.ts';
import { useResultOfPage } from '../../app/useResultOfPage.ts';
import { button } from '../../ui/button.css.ts';
import { OrderDetails } from '../../ui/OrderDetails.tsx';
import { ResultLoading, ResultPage } from '../../ui/ResultPage.tsx';

/**
 * /paymentFailed?id={order}: 'Your Transaction {order_status}' with the order (spec section 2). The
 * order waits for its payment: PAY AGAIN opens the order-now page for it.
 */
export default function PaymentFailedPage() {
  const order = useResultOfPage(fetchOrder);
  if (!order) return <ResultLoading />;
  return (
    <ResultPage
      tone="failure"
      heading={`Your Transaction ${order.payment.status}`}
      note="The payment did not go through. You can pay for this order again."
      actions={
        <>
          <Link to="/cart" className={button({ variant: 'outline' })}>
            Go to Cart
          </Link>
          <Link to="/ordernow" className={button({ variant: 'primary' })}>
            PAY AGAIN
          </Link>
        </>
      }
    >
      <OrderDetails order={order} />
    </ResultPage>
  );
}

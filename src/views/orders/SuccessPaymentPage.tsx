import { Link } from 'react-router';
import { fetchOrder } from '../../api/orders.ts';
import { useResultOfPage } from '../../app/useResultOfPage.ts';
import { button } from '../../ui/button.css.ts';
import { OrderDetails } from '../../ui/OrderDetails.tsx';
import { ResultLoading, ResultPage } from '../../ui/ResultPage.tsx';

/** /successPayment?id={order}: the order just placed (and paid, when paid online); without one, home. */
export default function SuccessPaymentPage() {
  const order = useResultOfPage(fetchOrder);
  if (!order) return <ResultLoading />;
  return (
    <ResultPage
      tone="success"
      heading="Thank you! Your order is placed"
      note={`We have sent it to ${order.outlet_location}.`}
      actions={
        <>
          <Link to="/profile/order" className={button({ variant: 'outline' })}>
            My Orders
          </Link>
          <Link to="/product" className={button({ variant: 'primary' })}>
            Order More
          </Link>
        </>
      }
    >
      <OrderDetails order={order} />
    </ResultPage>
  );
}

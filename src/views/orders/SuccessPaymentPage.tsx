import { Link, useLoaderData } from 'react-router';
import type { Order } from '../../../contract/order.ts';
import type { orderResultLoader } from '../../app/loaders/resultLoaders.ts';
import { button } from '../../ui/button.css.ts';
import { OrderDetails } from '../../ui/OrderDetails.tsx';
import { ResultOf, ResultPage } from '../../ui/ResultPage.tsx';

function OrderPlaced({ order }: { order: Order }) {
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
          <Link to={`/profile/order/${encodeURIComponent(order._id)}`} className={button({ variant: 'outline' })}>
            Track your order
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

/** /successPayment?id={order}: the order just placed (and paid, when paid online); without one, home. */
export default function SuccessPaymentPage() {
  const { result } = useLoaderData<typeof orderResultLoader>();
  return <ResultOf result={result}>{(order) => <OrderPlaced order={order} />}</ResultOf>;
}

import { Link, useLoaderData } from 'react-router';
import type { Order } from '../../../contract/order.ts';
import type { orderResultLoader } from '../../app/loaders/resultLoaders.ts';
import { button } from '../../ui/button.css.ts';
import { OrderDetails } from '../../ui/OrderDetails.tsx';
import { ResultOf, ResultPage } from '../../ui/ResultPage.tsx';

function PaymentFailed({ order }: { order: Order }) {
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

/**
 * /paymentFailed?id={order}: 'Your Transaction {order_status}' with the order (spec section 2). The
 * order waits for its payment: PAY AGAIN opens the order-now page for it.
 */
export default function PaymentFailedPage() {
  const { result } = useLoaderData<typeof orderResultLoader>();
  return <ResultOf result={result}>{(order) => <PaymentFailed order={order} />}</ResultOf>;
}

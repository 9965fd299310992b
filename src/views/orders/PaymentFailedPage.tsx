import type { Order } from '../../../contract/order.ts';
import { payOrderPath } from '../../ui/orderText.ts';
import { type OrderResult, OrderResultPage } from './OrderResultPage.tsx';

/** The order waits for its payment: PAY AGAIN opens the order-now page for this order. */
const paymentFailed = (order: Order): OrderResult => ({
  tone: 'failure',
  heading: `Your Transaction ${order.payment.status}`,
  note: 'The payment did not go through. You can pay for this order again.',
  links: [
    { to: '/cart', label: 'Go to Cart' },
    { to: payOrderPath(order), label: 'PAY AGAIN', primary: true },
  ],
});

/** /paymentFailed?id={order}: 'Your Transaction {order_status}' with the order (spec section 2). */
export default function PaymentFailedPage() {
  return <OrderResultPage describe={paymentFailed} />;
}

import type { Order } from '../../../contract/order.ts';
import { type OrderResult, OrderResultPage } from './OrderResultPage.tsx';

const orderPlaced = (order: Order): OrderResult => ({
  tone: 'success',
  heading: 'Thank you! Your order is placed',
  note: `We have sent it to ${order.outlet_location}.`,
  links: [
    { to: '/profile/order', label: 'My Orders' },
    { to: `/profile/order/${encodeURIComponent(order._id)}`, label: 'Track your order' },
    { to: '/product', label: 'Order More', primary: true },
  ],
});

/** /successPayment?id={order}: the order just placed (and paid, when paid online); without one, home. */
export default function SuccessPaymentPage() {
  return <OrderResultPage describe={orderPlaced} />;
}

import { Link } from 'react-router';
import type { Order } from '../../contract/order.ts';
import { button } from './button.css.ts';
import { payOrderPath } from './orderText.ts';

/**
 * Pay now, to the order-now page for the order: shown while it awaits its online payment (`awaitsOnlinePayment`,
 * the cart's note's rule), where its page and its card say the transaction failed or waits.
 */
export function PayNowLink({ order, size }: { order: Order; size?: 'sm' | 'md' }) {
  return (
    <Link to={payOrderPath(order)} className={button({ variant: 'primary', size })}>
      Pay now
    </Link>
  );
}

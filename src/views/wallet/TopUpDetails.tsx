import type { TopUp } from '../../api/payments.ts';
import { formatRupees } from '../../ui/money.ts';
import { Row } from '../orders/OrderDetails.tsx';
import * as styles from '../orders/orderDetails.css.ts';
import { orderDate } from '../orders/orderText.ts';

/** A wallet top-up as its result pages show it (spec section 2): order id, date and time, type, amount. */
export function TopUpDetails({ topUp }: { topUp: TopUp }) {
  return (
    <dl className={styles.rows}>
      <Row label="Order ID">{topUp.order_id}</Row>
      <Row label="Date and time">{orderDate(topUp.createdAt)}</Row>
      <Row label="Type">{topUp.type}</Row>
      {topUp.tracking_id && <Row label="Transaction reference">{topUp.tracking_id}</Row>}
      <Row label="Amount" className={styles.total}>
        {formatRupees(topUp.amount)}
      </Row>
    </dl>
  );
}

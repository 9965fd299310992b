import type { Cart } from '../../contract/cart.ts';
import type { OrderType } from '../../contract/constants.ts';
import { formatRupees } from '../../contract/money.ts';
import * as styles from './summary.css.ts';
import { SummaryBox } from './TitledSection.tsx';

/**
 * The server's totals (spec section 9): the delivery charge row only for delivery, and the grand total
 * is the delivery total for delivery, the plain total otherwise.
 */
export function PriceDetails({ cart, orderType }: { cart: Cart; orderType: OrderType }) {
  const delivery = orderType === 'delivery';
  return (
    <SummaryBox title="Price Details">
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>Sub Total</dt>
          <dd>{formatRupees(cart.subtotal)}</dd>
        </div>
        {cart.discount > 0 && (
          <div className={`${styles.row} ${styles.saving}`}>
            <dt>Discount{cart.offer_code && ` (${cart.offer_code})`}</dt>
            <dd>− {formatRupees(cart.discount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>Taxes (GST 5%)</dt>
          <dd>{formatRupees(cart.tax)}</dd>
        </div>
        {delivery && (
          <div className={styles.row}>
            <dt>Delivery Charge</dt>
            <dd>{formatRupees(cart.deliveryCharges)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Grand Total</dt>
          <dd>{formatRupees(delivery ? cart.deliveryChargesTotal : cart.total)}</dd>
        </div>
      </dl>
    </SummaryBox>
  );
}

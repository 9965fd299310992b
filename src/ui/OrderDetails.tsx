import { formatRupees } from '../../contract/money.ts';
import type { Order } from '../../contract/order.ts';
import * as styles from './orderDetails.css.ts';
import { orderDate, orderTypeLabel, paymentMethod } from './orderText.ts';

interface RowProps {
  label: string;
  children: string;
  className?: string;
  /** An amount: kept on one line, the label wraps instead. */
  amount?: boolean;
}

/** A label and its value in a result's list of details. */
export function Row({ label, children, className, amount = false }: RowProps) {
  return (
    <div className={className ? `${styles.row} ${className}` : styles.row}>
      <dt>{label}</dt>
      <dd className={amount ? styles.amount : undefined}>{children}</dd>
    </div>
  );
}

/**
 * An order as the result pages and the order history show it (spec section 2): id, date, type, the
 * address for delivery, numbered dishes with their amounts, charges, discount, payment and total.
 */
export function OrderDetails({ order }: { order: Order }) {
  const address = order.customer;
  return (
    <div className={styles.details}>
      <dl className={styles.rows}>
        <Row label="Order ID">{order.order_id}</Row>
        <Row label="Date and time">{orderDate(order.createdAt)}</Row>
        <Row label="Type">{orderTypeLabel(order)}</Row>
        <Row label="Outlet">{order.outlet_location}</Row>
        {address && (
          <Row label="Address">{[address.address1, address.address2, address.city, address.mobile].join(', ')}</Row>
        )}
        {order.instructions !== '' && <Row label="Cooking instructions">{order.instructions}</Row>}
      </dl>
      <ol className={styles.items}>
        {order.items.map((item) => (
          <li key={item.position} className={styles.item}>
            <span>
              {item.position + 1}. {item.productData.name} × {item.quantity}
              <span className={styles.choices}>{[item.isJain ? 'Jain' : 'Regular', ...item.addons].join(' · ')}</span>
            </span>
            <span className={styles.amount}>{formatRupees(item.price * item.quantity)}</span>
          </li>
        ))}
      </ol>
      <dl className={styles.rows}>
        <Row label="Sub Total" amount>
          {formatRupees(order.subtotal)}
        </Row>
        {order.discount_value !== 0 && <Row label="Discount" amount>{`− ${formatRupees(order.discount_value)}`}</Row>}
        <Row label="Taxes (GST 5%)" amount>
          {formatRupees(order.tax)}
        </Row>
        {order.tabType === 'delivery' && (
          <Row label="Delivery Charge" amount>
            {formatRupees(order.deliveryCharge)}
          </Row>
        )}
        <Row label="Payment method">{paymentMethod(order)}</Row>
        <Row label="Total" className={styles.total} amount>
          {formatRupees(order.amount)}
        </Row>
      </dl>
    </div>
  );
}

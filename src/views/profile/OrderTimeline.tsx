import { formatRupees } from '../../../contract/money.ts';
import type { Order } from '../../../contract/order.ts';
import { outletClockTime } from '../../../contract/outletClock.ts';
import { moveTitle, orderDate, refundedToWallet } from '../../ui/orderText.ts';
import * as styles from './OrderPage.css.ts';

const ALARMING = new Set(['rejected', 'cancelled']);

/** The order's moves, oldest first, each with its time; a rejection or a cancel with its reason and refund. */
export function OrderTimeline({ order }: { order: Order }) {
  const sameDay = order.timeline.every(
    (move) => orderDate(move.at).slice(0, 11) === orderDate(order.createdAt).slice(0, 11),
  );
  return (
    <ol className={styles.timeline} aria-label="Order progress">
      {order.timeline.map((move, index) => (
        <li
          key={`${move.status}-${move.at}`}
          className={styles.move({ alarming: ALARMING.has(move.status), latest: index === order.timeline.length - 1 })}
        >
          <span className={styles.moveTitle}>
            {moveTitle(move, order)} ·{' '}
            <time dateTime={move.at}>{sameDay ? outletClockTime(move.at) : orderDate(move.at)}</time>
          </span>
          {move.reason && <span className={styles.moveNote}>Reason: {move.reason}</span>}
          {ALARMING.has(move.status) && refundedToWallet(order) && (
            <span className={styles.refund}>{formatRupees(order.amount)} refunded to your wallet</span>
          )}
        </li>
      ))}
    </ol>
  );
}

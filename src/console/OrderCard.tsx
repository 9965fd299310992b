import { useLayoutEffect, useRef } from 'react';
import { formatRupees } from '../../contract/money.ts';
import type { StaffOrder } from '../../contract/staff.ts';
import { movesFor, outletOfOrder } from '../../machines/console/console.selectors.ts';
import type { OrderMove } from '../../machines/order/order.types.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { focusPlace, placeOf } from '../ui/focusReturn.ts';
import { useConsole, useSend } from './consoleHooks.ts';
import * as styles from './OrderCard.css.ts';
import {
  age,
  etaText,
  moveText,
  orderTypeText,
  paymentText,
  statusText,
  stopText,
  unsettledText,
} from './orderText.ts';

/** Moves that stop an order rather than move it on: drawn quieter than the next step. */
const STOPPING: readonly OrderMove[] = ['order.reject', 'order.cancel'];

function Items({ order }: { order: StaffOrder }) {
  return (
    <ul className={styles.items} aria-label="Dishes">
      {order.items.map((item, index) => (
        // Two lines of one dish (one Jain, one not) may share a name: the position tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className={styles.item}>
          {item.quantity} × {item.name} {item.isJain && <Badge tone="chef">Jain</Badge>}
          {item.addons.length > 0 && <span className={styles.addons}>+ {item.addons.join(', ')}</span>}
        </li>
      ))}
    </ul>
  );
}

function Customer({ order }: { order: StaffOrder }) {
  const { customer } = order;
  return (
    <div className={styles.facts}>
      <p className={styles.fact}>
        {customer.name} ·{' '}
        <a className={styles.link} href={`tel:${customer.mobile}`}>
          {customer.mobile}
        </a>
      </p>
      {customer.address && (
        <p className={styles.fact}>
          {[customer.address.address1, customer.address.address2, customer.address.city].filter(Boolean).join(', ')}
        </p>
      )}
    </div>
  );
}

function Handover({ order, now }: { order: StaffOrder; now: number }) {
  const stopped = stopText(order);
  const unsettled = unsettledText(order, now);
  const eta = etaText(order);
  return (
    <div className={styles.facts}>
      {stopped && <p className={styles.fact}>{stopped}</p>}
      {unsettled && <p className={styles.fact}>{unsettled}</p>}
      <p className={styles.fact}>
        {paymentText(order)} · {formatRupees(order.payment.amount)}
      </p>
      {eta && <p className={styles.fact}>{eta}</p>}
      {order.rider_name && (
        <p className={styles.fact}>
          Rider: {order.rider_name}
          {order.rider_phone && ` · ${order.rider_phone}`}
        </p>
      )}
    </div>
  );
}

/**
 * Taken away with the focus on it (its order moved on), the button hands the focus to its order's card, wherever the
 * card now shows, or else to the column it was in: not to the top of the page.
 */
function useFocusHandedOn() {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = ref.current;
    return () => {
      if (!button || button !== document.activeElement) return;
      const place = placeOf(button);
      // Once the board has drawn the order anew.
      queueMicrotask(() => focusPlace(place));
    };
  }, []);
  return ref;
}

/** A move's button; busy (the console sending a change), it stays focusable and ignores presses. */
function MoveButton({
  order,
  move,
  ready,
  settling,
}: {
  order: StaffOrder;
  move: OrderMove;
  ready: boolean;
  /** Just after a move: a tap is ignored, so the button looks it; a key still goes. */
  settling: boolean;
}) {
  const send = useSend();
  return (
    <Button
      ref={useFocusHandedOn()}
      size="md"
      variant={STOPPING.includes(move) ? 'outline' : 'primary'}
      aria-disabled={!ready || settling}
      aria-label={`${moveText(move, order.orderType)}: order ${order.order_id}`}
      // A click the keyboard made has no pointer's count (detail 0).
      onClick={(event) => ready && send({ type: 'order.move', orderId: order._id, move, tapped: event.detail > 0 })}
    >
      {moveText(move, order.orderType)}
    </Button>
  );
}

function Moves({ order }: { order: StaffOrder }) {
  const moves = movesFor(order);
  const ready = useConsole((snapshot) =>
    moves.some((move) => snapshot.can({ type: 'order.move', orderId: order._id, move })),
  );
  const settling = useConsole((snapshot) => snapshot.matches({ signedIn: { changes: { idle: 'settling' } } }));
  if (moves.length === 0) return null;
  return (
    <div className={styles.actions}>
      {moves.map((move) => (
        <MoveButton key={move} order={order} move={move} ready={ready} settling={settling} />
      ))}
    </div>
  );
}

/** One order as the kitchen needs it: what to cook, for whom, how it is paid, and its next moves. */
export function OrderCard({ order, now, fresh }: { order: StaffOrder; now: number; fresh: boolean }) {
  const cardId = `order-${order._id}`;
  const headingId = `${cardId}-number`;
  const outlet = useConsole((snapshot) => outletOfOrder(snapshot, order));
  return (
    // Focusable from a script: the focus comes to the card when its button goes (useFocusHandedOn).
    <article
      id={cardId}
      tabIndex={-1}
      className={styles.card}
      data-new={fresh || undefined}
      aria-labelledby={headingId}
    >
      <div className={styles.head}>
        <h3 id={headingId} className={styles.number}>
          #{order.order_id}
        </h3>
        <span className={styles.muted}>{age(order.createdAt, now)}</span>
      </div>
      <div className={styles.tags}>
        {fresh && <Badge tone="new">New</Badge>}
        <Badge tone="neutral">{orderTypeText(order.orderType)}</Badge>
        <Badge tone="neutral">{statusText(order)}</Badge>
        {outlet && <Badge tone="neutral">{outlet}</Badge>}
      </div>
      <Items order={order} />
      {order.instructions && <p className={styles.instructions}>“{order.instructions}”</p>}
      <Customer order={order} />
      <Handover order={order} now={now} />
      <Moves order={order} />
    </article>
  );
}

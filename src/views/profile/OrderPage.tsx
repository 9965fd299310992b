import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Order } from '../../../contract/order.ts';
import { isPastOrder, orderTrackingMachine } from '../../../machines/orderTracking/orderTracking.machine.ts';
import { inspectForViewer } from '../../app/liveFlows.ts';
import { useOnline } from '../../app/online.ts';
import { orderTrackingEffects } from '../../app/orderEffects.ts';
import { isPageVisible, usePageVisible } from '../../app/pageVisible.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { FormMessage } from '../../ui/Form.tsx';
import { OrderDetails } from '../../ui/OrderDetails.tsx';
import { awaitsOnlinePayment, etaLine, riderFacts, statusLine } from '../../ui/orderText.ts';
import { PayNowLink } from '../../ui/PayNowLink.tsx';
import { CancelOrder } from './CancelOrder.tsx';
import * as styles from './OrderPage.css.ts';
import { OrderTimeline } from './OrderTimeline.tsx';
import * as profile from './profilePage.css.ts';
import { ReorderButton } from './ReorderButton.tsx';

/** The rider bringing a delivery, as `riderFacts` says. */
function Rider({ order }: { order: Order }) {
  const rider = riderFacts(order);
  if (!rider) return null;
  return (
    <div className={styles.rider}>
      {rider.name && (
        <p>
          Rider: <strong>{rider.name}</strong>
        </p>
      )}
      {rider.phone && (
        <a href={`tel:+91${rider.phone}`} className={button({ variant: 'outline', size: 'sm' })}>
          Call {rider.phone}
        </a>
      )}
      {rider.trackingUrl && (
        <a
          href={rider.trackingUrl}
          target="_blank"
          rel="noreferrer"
          className={button({ variant: 'primary', size: 'sm' })}
        >
          Track order
        </a>
      )}
    </div>
  );
}

/**
 * /profile/order/{id}: one order, followed live (orderTracking machine): its status and the outlet's
 * promise, the rider, every move with its time, Pay now while its online payment has not gone through,
 * Cancel until the outlet accepts, Order again once past.
 */
export function OrderPage({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const titleId = useId();
  const actor = useActorRef(
    orderTrackingMachine.provide(orderTrackingEffects(() => navigate('/', { replace: true }))),
    { input: { orderId, visible: isPageVisible() }, inspect: inspectForViewer },
  );
  const order = useSelector(actor, (snapshot) => snapshot.context.order);
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const cancelError = useSelector(actor, (snapshot) => snapshot.context.cancelError);
  const reconnecting = useSelector(actor, (snapshot) => snapshot.matches({ tracking: 'waiting' }));
  // Back online, the page reads the order (and reconnects its stream) at once rather than at its next try.
  const online = useOnline();
  useEffect(() => actor.send({ type: 'connection.changed', online }), [actor, online]);
  // A hidden page closes its live stream, and opens it again once shown.
  const visible = usePageVisible();
  useEffect(() => actor.send({ type: 'visibility.changed', visible }), [actor, visible]);

  if (!order) {
    return (
      <section className={profile.card} aria-busy={!failed} aria-labelledby={titleId}>
        <title>Your order · Wokflow</title>
        <h1 id={titleId} className={profile.title}>
          Your order
        </h1>
        {failed ? (
          <>
            <FormMessage>{error}</FormMessage>
            <Button variant="outline" onClick={() => actor.send({ type: 'order.retry' })}>
              Try again
            </Button>
          </>
        ) : (
          <div className={styles.placeholder} />
        )}
      </section>
    );
  }
  const status = statusLine(order);
  const eta = etaLine(order);
  return (
    <section className={profile.card} aria-labelledby={titleId}>
      <title>{`Order ${order.order_id} · Wokflow`}</title>
      <Link to="/profile/order" className={styles.back}>
        ← My Orders
      </Link>
      <div className={styles.head}>
        <h1 id={titleId} className={profile.title}>
          Order {order.order_id}
        </h1>
        {/* Read out as it changes: the page updates itself. */}
        <div role="status" className={styles.statusBlock}>
          <p className={styles.status({ alarming: status.alarming })}>{status.text}</p>
          {eta && <p className={styles.eta}>{eta}</p>}
        </div>
        {reconnecting && <p className={styles.muted}>Reconnecting for live updates…</p>}
        <FormMessage>{cancelError}</FormMessage>
      </div>
      <Rider order={order} />
      <OrderTimeline order={order} />
      <div className={styles.actions}>
        {awaitsOnlinePayment(order) && <PayNowLink order={order} />}
        <CancelOrder actor={actor} />
        {isPastOrder(order) && <ReorderButton orderId={order._id} orderName={order.order_id} />}
      </div>
      <OrderDetails order={order} />
    </section>
  );
}

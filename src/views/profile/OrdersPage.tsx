import { useState } from 'react';
import { Link, useLoaderData, useParams } from 'react-router';
import { formatRupees } from '../../../contract/money.ts';
import type { Order } from '../../../contract/order.ts';
import { isPastOrder } from '../../../machines/orderTracking/orderTracking.machine.ts';
import type { ordersLoader } from '../../app/loaders/accountLoaders.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { Loaded } from '../../ui/Loaded.tsx';
import { OrderDetails } from '../../ui/OrderDetails.tsx';
import { awaitsOnlinePayment, orderDate, statusLine, totalPaid } from '../../ui/orderText.ts';
import { Panel } from '../../ui/Panel.tsx';
import { PayNowLink } from '../../ui/PayNowLink.tsx';
import { PageCard } from '../../ui/TitledSection.tsx';
import { OrderPage } from './OrderPage.tsx';
import * as styles from './OrdersPage.css.ts';
import { ReorderButton } from './ReorderButton.tsx';

const orderPage = (order: Order) => `/profile/order/${encodeURIComponent(order._id)}`;

function Status({ order }: { order: Order }) {
  const { text, alarming } = statusLine(order);
  return <p className={alarming ? `${styles.status} ${styles.alarming}` : styles.status}>{text}</p>;
}

function OrderCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  return (
    <article className={styles.order} aria-label={`Order ${order.order_id}`}>
      <div className={styles.orderTop}>
        <h2 className={styles.orderId}>{order.order_id}</h2>
        <span className={styles.date}>{orderDate(order.createdAt)}</span>
      </div>
      <Status order={order} />
      <p className={styles.dishes}>
        {order.items.map((item) => `${item.productData.name} × ${item.quantity}`).join(', ')}
      </p>
      <div className={styles.orderBottom}>
        <span>
          Total Paid <strong>{formatRupees(totalPaid(order))}</strong>
        </span>
        <div className={styles.cardActions}>
          <Button variant="outline" size="sm" onClick={onOpen}>
            View Details
          </Button>
          {/* An order awaiting its payment has nothing to follow yet (the outlet sees it once paid): Pay now instead. */}
          {isPastOrder(order) ? (
            <ReorderButton orderId={order._id} orderName={order.order_id} />
          ) : awaitsOnlinePayment(order) ? (
            <PayNowLink order={order} size="sm" />
          ) : (
            <Link to={orderPage(order)} className={button({ variant: 'primary', size: 'sm' })}>
              Live status
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** The offcanvas of one order: its status, rider and tracking when known, and its details. */
function OrderPanel({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <Panel open={order !== null} onOpenChange={(open) => !open && onClose()} title="Order Details">
      {order && (
        <div className={styles.panelBody}>
          <Status order={order} />
          {awaitsOnlinePayment(order) && <PayNowLink order={order} />}
          {order.rider_name && <p>Rider: {order.rider_name}</p>}
          {order.tracking_url && (
            <a href={order.tracking_url} target="_blank" rel="noreferrer" className={button({ variant: 'outline' })}>
              Track your order
            </a>
          )}
          <Link to={orderPage(order)} className={button({ variant: 'outline' })}>
            Open the order page
          </Link>
          <OrderDetails order={order} />
        </div>
      )}
    </Panel>
  );
}

/** The orders as cards; View Details opens one in the offcanvas. */
function OrderList({ orders }: { orders: Order[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  if (orders.length === 0) {
    return (
      <div className={styles.empty}>
        <p>You have not ordered yet.</p>
        <Link to="/product" className={button({ variant: 'primary' })}>
          Browse the menu
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {orders.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} onOpen={() => setOpenId(order._id)} />
          </li>
        ))}
      </ul>
      <OrderPanel order={orders.find((order) => order._id === openId) ?? null} onClose={() => setOpenId(null)} />
    </>
  );
}

/** /profile/order: the customer's orders, newest first, each with its details in an offcanvas. */
function OrdersList() {
  const { orders } = useLoaderData<typeof ordersLoader>();

  return (
    <PageCard title="My Orders">
      <title>My Orders · Wokflow</title>
      <Loaded data={orders} pending={<p role="status">Loading your orders…</p>}>
        {(loaded) => <OrderList orders={loaded} />}
      </Loaded>
    </PageCard>
  );
}

/** /profile/order, or /profile/order/{id}: one order's page. */
export default function OrdersPage() {
  const { orderId } = useParams();
  return orderId ? <OrderPage key={orderId} orderId={orderId} /> : <OrdersList />;
}

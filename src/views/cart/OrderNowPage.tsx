import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Cart } from '../../../contract/cart.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { formatRupees } from '../../../contract/money.ts';
import type { Order } from '../../../contract/order.ts';
import type { ordersLoader } from '../../app/loaders/accountLoaders.ts';
import { WithCart } from '../../app/WithCart.tsx';
import { Loaded } from '../../ui/Loaded.tsx';
import { lineAmount, lineChoices } from '../../ui/lineText.ts';
import { awaitsOnlinePayment, isPaid } from '../../ui/orderText.ts';
import { Picture } from '../../ui/Picture.tsx';
import { SummaryBox } from '../../ui/TitledSection.tsx';
import { AppliedCode } from './AppliedCode.tsx';
import { Checkout } from './Checkout.tsx';
import * as line from './cartLineItem.css.ts';
import * as page from './cartPage.css.ts';
import { PayOrderNow } from './PayOrderNow.tsx';

/** The order as it stands: each line with its choices and amount. */
function CartOrderDetails({ cart }: { cart: Cart }) {
  return (
    <SummaryBox title="Order details">
      <ul className={page.lines}>
        {cart.cart_data.map((cartLine) => (
          <li key={cartLine._id} className={line.line}>
            <Picture className={line.picture} src={cartLine.product.previewImage} width={64} height={64} eager />
            <div className={line.text}>
              <span className={line.name}>
                {cartLine.product.name} × {cartLine.quantity}
              </span>
              <span className={line.choices}>{lineChoices(cartLine)}</span>
            </div>
            <span className={line.amounts}>
              <span className={line.amount}>{formatRupees(lineAmount(cartLine))}</span>
            </span>
          </li>
        ))}
      </ul>
      <Link to="/cart" className={page.back}>
        Change the order in the cart
      </Link>
    </SummaryBox>
  );
}

/** The cart's offer code with REMOVE (codes are chosen in the cart's coupon panel). */
function OfferCode({ cart }: { cart: Cart }) {
  return (
    <SummaryBox title="Offer code">
      <AppliedCode cart={cart} />
      {cart.offer_code === '' && (
        <Link to="/cart" className={page.back}>
          Apply a code in the cart
        </Link>
      )}
    </SummaryBox>
  );
}

/** The order a result page's PAY AGAIN named (`?id=`), when it no longer waits for a payment: why, and where to go. */
function NotAwaiting({ order }: { order: Order | undefined }) {
  const why = !order
    ? MESSAGES.orderNotFound
    : isPaid(order.payment.status)
      ? MESSAGES.orderAlreadyPaid
      : `Order ${order.order_id} is not waiting for a payment`;
  return (
    <SummaryBox title="Nothing to pay">
      <p role="status">{why}</p>
      <Link to={order ? `/profile/order/${order._id}` : '/profile/order'} className={page.back}>
        {order ? 'See the order' : 'See your orders'}
      </Link>
    </SummaryBox>
  );
}

/**
 * The order to pay: the one PAY AGAIN named (`?id=`), or else the latest still waiting for its online payment;
 * with neither, the cart's checkout.
 */
function PayOrCheckOut({ orders, orderId }: { orders: Order[]; orderId: string | null }) {
  if (orderId !== null) {
    const named = orders.find((order) => order._id === orderId);
    return named && awaitsOnlinePayment(named) ? <PayOrderNow order={named} /> : <NotAwaiting order={named} />;
  }
  const awaiting = orders.find(awaitsOnlinePayment);
  if (awaiting) return <PayOrderNow order={awaiting} />;
  return (
    <WithCart>
      {(cart) => (
        <div className={page.columns}>
          <div className={page.items}>
            <CartOrderDetails cart={cart} />
          </div>
          <div className={page.side}>
            <Checkout cart={cart} placeLabel="PROCEED TO PAY">
              <OfferCode cart={cart} />
            </Checkout>
          </div>
        </div>
      )}
    </WithCart>
  );
}

/**
 * /ordernow, the order-now payment page (spec section 2): an order placed to be paid online whose
 * payment has not gone through is paid here (PROCEED TO PAY), the one `?id=` names when it is given; otherwise
 * the cart's order details, then payment method, delivery address and PROCEED TO PAY.
 */
export default function OrderNowPage() {
  const { orders } = useLoaderData<typeof ordersLoader>();
  const orderId = useSearchParams()[0].get('id');
  return (
    <main className={page.page}>
      <title>Order Now · Wokflow</title>
      <Link to="/cart" className={page.back}>
        ← Back to cart
      </Link>
      <h1 className={page.title}>Order Now</h1>
      <Loaded data={orders} pending={<p role="status">Loading…</p>}>
        {(loaded) => <PayOrCheckOut orders={loaded} orderId={orderId} />}
      </Loaded>
    </main>
  );
}

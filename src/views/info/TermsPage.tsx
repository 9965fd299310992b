import { DELIVERY_MINIMUM_RUPEES, DELIVERY_RADIUS_KM } from '../../../contract/constants.ts';
import { InfoPage } from './InfoPage.tsx';

/** /terms&condition: the terms of ordering. */
export default function TermsPage() {
  return (
    <InfoPage title="Terms & Conditions" updated="1 November 2026">
      <p>By ordering from Wokflow online you agree to these terms.</p>
      <h2>Orders</h2>
      <p>
        Prices are in Indian rupees and include the menu price of each dish and its add-ons; GST and, for delivery, the
        outlet&apos;s delivery charge are shown before you order. The prices that count are the ones our server shows
        when you confirm: if they change meanwhile, we ask you to review your cart.
      </p>
      <h2>Delivery</h2>
      <p>
        We deliver within {DELIVERY_RADIUS_KM} km of an outlet, for orders of ₹{DELIVERY_MINIMUM_RUPEES} or more,
        usually in 45 to 60 minutes. Take-away orders are ready at the outlet you chose.
      </p>
      <h2>Offers</h2>
      <p>
        Each offer code has its own terms, shown with it: dates, minimum order, the most it takes off, and how often you
        may use it. One code per order.
      </p>
      <h2>Payments and refunds</h2>
      <p>
        Online payments go through our card gateway. If an order you paid for is rejected or cancelled, the amount is
        credited to your Wokflow wallet.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of India; the courts of Ahmedabad, Gujarat have jurisdiction.</p>
    </InfoPage>
  );
}

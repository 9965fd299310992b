import { Link, useLoaderData } from 'react-router';
import { formatRupees } from '../../../contract/money.ts';
import type { TopUp } from '../../../contract/payment.ts';
import type { topUpResultLoader } from '../../app/loaders/resultLoaders.ts';
import { button } from '../../ui/button.css.ts';
import { Row } from '../../ui/OrderDetails.tsx';
import * as styles from '../../ui/orderDetails.css.ts';
import { orderDate } from '../../ui/orderText.ts';
import { type ResultHeadline, ResultOf, ResultPage } from '../../ui/ResultPage.tsx';

/** A wallet top-up as its result pages show it (spec section 2): order id, date and time, type, amount. */
function TopUpDetails({ topUp }: { topUp: TopUp }) {
  return (
    <dl className={styles.rows}>
      <Row label="Order ID">{topUp.order_id}</Row>
      <Row label="Date and time">{orderDate(topUp.createdAt)}</Row>
      <Row label="Type">{topUp.type}</Row>
      {topUp.tracking_id && <Row label="Transaction reference">{topUp.tracking_id}</Row>}
      <Row label="Amount" className={styles.total} amount>
        {formatRupees(topUp.amount)}
      </Row>
    </dl>
  );
}

/** The top-up named by `?id=`, under the headline its page gives it, with BACK to the wallet. */
export function TopUpResult({ headline }: { headline: (topUp: TopUp) => ResultHeadline }) {
  const { result } = useLoaderData<typeof topUpResultLoader>();
  return (
    <ResultOf result={result}>
      {(topUp) => (
        <ResultPage
          {...headline(topUp)}
          actions={
            <Link to="/profile/wallet" className={button({ variant: 'primary' })}>
              BACK
            </Link>
          }
        >
          <TopUpDetails topUp={topUp} />
        </ResultPage>
      )}
    </ResultOf>
  );
}

import { Link } from 'react-router';
import { fetchTopUp } from '../../api/payments.ts';
import { button } from '../../ui/button.css.ts';
import { awaitingPayment } from '../orders/orderText.ts';
import { ResultLoading, ResultPage } from '../orders/ResultPage.tsx';
import { useResultOfPage } from '../orders/useResultOfPage.ts';
import { TopUpDetails } from './TopUpDetails.tsx';

/**
 * /WalletpaymentFailed?id={payment}: the top-up's status as the heading, its details, BACK to the
 * wallet (spec section 2). A payment the bank has yet to confirm says so: it is credited once it is.
 */
export default function WalletFailedPage() {
  const topUp = useResultOfPage(fetchTopUp);
  if (!topUp) return <ResultLoading />;
  const waiting = awaitingPayment(topUp.status);
  return (
    <ResultPage
      tone={waiting ? 'waiting' : 'failure'}
      heading={`Your Transaction ${topUp.status}`}
      note={
        waiting
          ? 'The bank has yet to confirm this payment: your wallet is credited as soon as it does.'
          : 'Nothing was added to your wallet.'
      }
      actions={
        <Link to="/profile/wallet" className={button({ variant: 'primary' })}>
          BACK
        </Link>
      }
    >
      <TopUpDetails topUp={topUp} />
    </ResultPage>
  );
}

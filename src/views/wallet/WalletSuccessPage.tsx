import { Link } from 'react-router';
import { fetchTopUp } from '../../api/payments.ts';
import { button } from '../../ui/button.css.ts';
import { formatRupees } from '../../ui/money.ts';
import { ResultLoading, ResultPage } from '../orders/ResultPage.tsx';
import { useResultOfPage } from '../orders/useResultOfPage.ts';
import { TopUpDetails } from './TopUpDetails.tsx';

/** /WalletsuccessPayment?id={payment}: the top-up went through and is in the wallet. */
export default function WalletSuccessPage() {
  const topUp = useResultOfPage(fetchTopUp);
  if (!topUp) return <ResultLoading />;
  return (
    <ResultPage
      tone="success"
      heading="Money added to your wallet"
      note={`${formatRupees(topUp.amount)} is in your wallet now.`}
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

import { awaitingPayment } from '../../ui/orderText.ts';
import { TopUpResult } from './TopUpResult.tsx';

/**
 * /WalletpaymentFailed?id={payment}: the top-up's status as the heading, its details, BACK to the
 * wallet (spec section 2). A payment the bank has yet to confirm says so: it is credited once it is.
 */
export default function WalletFailedPage() {
  return (
    <TopUpResult
      headline={(topUp) =>
        awaitingPayment(topUp.status)
          ? {
              tone: 'waiting',
              heading: `Your Transaction ${topUp.status}`,
              note: 'The bank has yet to confirm this payment: your wallet is credited as soon as it does.',
            }
          : { tone: 'failure', heading: `Your Transaction ${topUp.status}`, note: 'Nothing was added to your wallet.' }
      }
    />
  );
}

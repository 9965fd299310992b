import { formatRupees } from '../../../contract/money.ts';
import { TopUpResult } from './TopUpResult.tsx';

/** /WalletsuccessPayment?id={payment}: the top-up went through and is in the wallet. */
export default function WalletSuccessPage() {
  return (
    <TopUpResult
      headline={(topUp) => ({
        tone: 'success',
        heading: 'Money added to your wallet',
        note: `${formatRupees(topUp.amount)} is in your wallet now.`,
      })}
    />
  );
}

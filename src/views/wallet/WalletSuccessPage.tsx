import { TopUpResult } from './TopUpResult.tsx';

/**
 * /WalletsuccessPayment?id={payment}: where the gateway sends a top-up that went through. The page says what
 * the payment is, whatever the address says: 'Money added' only for money in the wallet.
 */
export default function WalletSuccessPage() {
  return <TopUpResult />;
}

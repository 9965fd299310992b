import { TopUpResult } from './TopUpResult.tsx';

/**
 * /WalletpaymentFailed?id={payment}: where the gateway sends a top-up that did not go through, or not yet
 * (spec section 2: the heading with its status, its details, BACK to the wallet). The page says what the
 * payment is now: one the bank confirms while the page is open, or confirmed since, reads as added.
 */
export default function WalletFailedPage() {
  return <TopUpResult />;
}

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { formatRupees } from '../../../contract/money.ts';
import { paymentOutcome, type TopUp } from '../../../contract/payment.ts';
import { topUpPaymentMachine } from '../../../machines/payment/payment.machine.ts';
import { inspectForViewer } from '../../app/liveFlows.ts';
import type { topUpResultLoader } from '../../app/loaders/resultLoaders.ts';
import { topUpResultEffects } from '../../app/paymentEffects.ts';
import { visuallyHidden } from '../../ui/a11y.css.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { FormMessage } from '../../ui/Form.tsx';
import { Row } from '../../ui/OrderDetails.tsx';
import * as details from '../../ui/orderDetails.css.ts';
import { orderDate } from '../../ui/orderText.ts';
import { ResultLoading, ResultPage } from '../../ui/ResultPage.tsx';
import * as styles from './TopUpResult.css.ts';
import { type BalanceAfterTopUp, useBalanceAfterTopUp } from './useBalanceAfterTopUp.ts';
import { topUpHeadline } from './walletText.ts';

/** The wallet's balance with the top-up in it; a stand-in of its size while it is read, nothing if it cannot be. */
function BalanceRow({ balance }: { balance: BalanceAfterTopUp }) {
  if (balance.state === 'unknown') return null;
  return (
    <div className={details.row}>
      <dt>Wallet balance now</dt>
      <dd className={details.amount}>
        {balance.state === 'read' ? (
          formatRupees(balance.amount)
        ) : (
          <span className={styles.balancePending}>
            <span className={visuallyHidden}>Reading your balance</span>
          </span>
        )}
      </dd>
    </div>
  );
}

/**
 * A wallet top-up as its result pages show it (spec section 2): order id, date and time, type, amount; once it
 * is in the wallet, the balance with it.
 */
function TopUpDetails({ topUp, balance }: { topUp: TopUp; balance: BalanceAfterTopUp | null }) {
  return (
    <dl className={details.rows}>
      <Row label="Order ID">{topUp.order_id}</Row>
      <Row label="Date and time">{orderDate(topUp.createdAt)}</Row>
      <Row label="Type">{topUp.type}</Row>
      {topUp.tracking_id && <Row label="Transaction reference">{topUp.tracking_id}</Row>}
      <Row label="Amount" className={details.total} amount>
        {formatRupees(topUp.amount)}
      </Row>
      {balance && <BalanceRow balance={balance} />}
    </dl>
  );
}

/**
 * Once true, stays true: what the page offered or did once (Check again, stopping its own checks) is not
 * taken back while a check is on its way, so nothing on the page moves meanwhile.
 */
function useLatch(now: boolean): boolean {
  const [once, setOnce] = useState(now);
  useEffect(() => {
    if (now) setOnce(true);
  }, [now]);
  return once || now;
}

/**
 * The top-up `paymentId` as it is now, whichever result page the gateway sent the customer to: read by the
 * order pages' payment chart (the same re-reads, cadence and limits as /paymentWaiting) until its payment
 * settles, the first answer being the route loader's. Paid reads 'Money added to your wallet' with the new
 * balance, failed 'Your Transaction {status}', pending waits on the yellow banner and moves on by itself.
 */
function WatchedTopUp({ paymentId, loaded }: { paymentId: string; loaded: Promise<TopUp | null> }) {
  const navigate = useNavigate();
  // Made once: the effects hand the loader's answer to the first read only, and an actor takes its
  // implementations anew from every render's machine.
  const [machine] = useState(() =>
    topUpPaymentMachine.provide(topUpResultEffects(() => navigate('/', { replace: true }), loaded)),
  );
  const actor = useActorRef(machine, { input: { mode: 'return', orderId: paymentId }, inspect: inspectForViewer });
  const topUp = useSelector(actor, (snapshot) => snapshot.context.order);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const canCheck = useSelector(actor, (snapshot) => snapshot.can({ type: 'check.again' }));
  const stoppedChecking = useLatch(useSelector(actor, (snapshot) => snapshot.matches('stalled')));
  const checkOffered = useLatch(canCheck);
  const outcome = topUp === null ? null : paymentOutcome(topUp.status);
  const balance = useBalanceAfterTopUp(outcome === 'paid');

  if (topUp === null) return <ResultLoading />;
  return (
    <ResultPage
      {...topUpHeadline(topUp.status, topUp.amount, stoppedChecking)}
      actions={
        <>
          {outcome === 'pending' && checkOffered && (
            <Button variant="outline" disabled={!canCheck} onClick={() => actor.send({ type: 'check.again' })}>
              Check again
            </Button>
          )}
          <Link to="/profile/wallet" className={button({ variant: 'primary' })}>
            BACK
          </Link>
        </>
      }
    >
      <TopUpDetails topUp={topUp} balance={outcome === 'paid' ? balance : null} />
      <FormMessage>{error}</FormMessage>
    </ResultPage>
  );
}

/**
 * /WalletsuccessPayment?id={payment} and /WalletpaymentFailed?id={payment}, where the gateway sends a top-up that
 * went through, and one that did not, or not yet (spec section 2: the heading with its status, its details, BACK to
 * the wallet). Both say what the payment is now, whatever the address says: 'Money added' only for money in the
 * wallet, and one the bank confirms while the page is open, or confirmed since, reads as added. The route's loader
 * sends the customer home without an id.
 */
export default function TopUpResult() {
  const { result } = useLoaderData<typeof topUpResultLoader>();
  const [params] = useSearchParams();
  const paymentId = params.get('id') ?? '';
  return <WatchedTopUp key={paymentId} paymentId={paymentId} loaded={result} />;
}

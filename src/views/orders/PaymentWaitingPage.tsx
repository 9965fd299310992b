import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import { inspectForViewer } from '../../app/liveFlows.ts';
import { paymentEffects } from '../../app/paymentEffects.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { FormMessage } from '../../ui/Form.tsx';
import { OrderDetails } from '../../ui/OrderDetails.tsx';
import { ResultLoading, ResultPage } from '../../ui/ResultPage.tsx';

/**
 * /paymentWaiting?id={order}: the yellow 'Waiting for Payment Confirmation' page (spec section 2). It
 * reads the order again, waiting longer each time, and moves on by itself once the bank has answered:
 * to /successPayment when paid, to /paymentFailed when not.
 */
export default function PaymentWaitingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get('id') ?? '';
  const actor = useActorRef(paymentMachine.provide(paymentEffects(() => navigate('/', { replace: true }))), {
    input: { mode: 'return', orderId },
    inspect: inspectForViewer,
  });
  const order = useSelector(actor, (snapshot) => snapshot.context.order);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const outcome = useSelector(actor, (snapshot) =>
    snapshot.matches('paid') ? 'paid' : snapshot.matches('failed') ? 'failed' : null,
  );
  const canCheck = useSelector(actor, (snapshot) => snapshot.can({ type: 'check.again' }));
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));

  useEffect(() => {
    if (orderId === '') navigate('/', { replace: true });
  }, [orderId, navigate]);
  useEffect(() => {
    if (outcome === null) return;
    const page = outcome === 'paid' ? '/successPayment' : '/paymentFailed';
    navigate(`${page}?id=${encodeURIComponent(orderId)}`, { replace: true });
  }, [outcome, orderId, navigate]);

  // Until the first read answers; a read that failed shows why, with Check again, rather than waiting for ever.
  if (!order && error === null) return <ResultLoading />;
  return (
    <ResultPage
      tone="waiting"
      heading="Waiting for Payment Confirmation"
      note="Your bank has yet to confirm the payment. This page moves on by itself as soon as it does."
      actions={
        <>
          {canCheck && (
            <Button variant="outline" disabled={checking} onClick={() => actor.send({ type: 'check.again' })}>
              Check again
            </Button>
          )}
          <Link to="/cart" className={button({ variant: 'primary' })}>
            DO ANOTHER ORDER
          </Link>
        </>
      }
    >
      {order && <OrderDetails order={order} />}
      <FormMessage>{error}</FormMessage>
    </ResultPage>
  );
}

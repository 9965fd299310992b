import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '../../../contract/order.ts';
import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import { inspectForViewer } from '../../app/liveFlows.ts';
import { paymentEffects } from '../../app/paymentEffects.ts';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/Form.tsx';
import { OrderDetails } from '../../ui/OrderDetails.tsx';
import * as summary from '../../ui/summary.css.ts';
import { SummaryBox } from '../../ui/TitledSection.tsx';
import * as styles from './checkout.css.ts';
import { PAYMENT_LABELS } from './checkoutText.ts';

/** The order-now call for the order, and the gateway: started by PROCEED TO PAY, so the machine mounts then. */
function Paying({ orderId, onHome }: { orderId: string; onHome: () => void }) {
  const actor = useActorRef(paymentMachine.provide(paymentEffects(onHome)), {
    input: { mode: 'start', source: 'orderNow', orderId },
    inspect: inspectForViewer,
  });
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const failed = useSelector(actor, (snapshot) => snapshot.matches('creationFailed'));
  return (
    <>
      <FormMessage>{error}</FormMessage>
      <Button
        size="lg"
        className={styles.place}
        disabled={!failed}
        onClick={() => actor.send({ type: 'payment.retry' })}
      >
        {failed ? 'Try again' : 'Opening the payment page…'}
      </Button>
    </>
  );
}

/**
 * The order-now page for an order placed to be paid online whose payment has not gone through
 * (spec section 2, "Order-now payment"): its details, the payment method, and PROCEED TO PAY, which
 * asks the server for a new payment of this order (POST, its `id`) and opens the gateway.
 */
export function PayOrderNow({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  return (
    <div className={styles.stack}>
      <SummaryBox title="Waiting for your payment">
        <OrderDetails order={order} />
      </SummaryBox>
      <section className={summary.box} aria-label="Payment method">
        <p className={summary.heading}>Payment method</p>
        <p>{PAYMENT_LABELS.Online_Payment}: card, UPI or net banking on the payment page.</p>
      </section>
      {paying ? (
        <Paying orderId={order._id} onHome={() => navigate('/', { replace: true })} />
      ) : (
        <Button size="lg" className={styles.place} onClick={() => setPaying(true)}>
          PROCEED TO PAY
        </Button>
      )}
    </div>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router';
import { reorderMachine } from '../../../machines/reorder/reorder.machine.ts';
import { inspectForViewer } from '../../app/liveFlows.ts';
import { reorderEffects } from '../../app/orderEffects.ts';
import { useOutlet, useShopSend } from '../../app/shopHooks.ts';
import { Button } from '../../ui/Button.tsx';

/** 'Order again': the order's dishes into the cart at the customer's outlet, then the cart. */
export function ReorderButton({ orderId, orderName }: { orderId: string; orderName: string }) {
  const navigate = useNavigate();
  const send = useShopSend();
  const storeId = useOutlet()?.id ?? null;
  const actor = useActorRef(
    reorderMachine.provide(
      reorderEffects({ cartChanged: () => send({ type: 'cart.changed' }), openCart: () => navigate('/cart') }),
    ),
    { inspect: inspectForViewer },
  );
  const start = { type: 'reorder.start', orderId, storeId } as const;
  const canStart = useSelector(actor, (snapshot) => snapshot.can(start));
  const adding = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  return (
    <Button
      variant="primary"
      size="sm"
      disabled={!canStart}
      aria-busy={adding}
      aria-label={`Order again: ${orderName}`}
      onClick={() => actor.send(start)}
    >
      {adding ? 'Adding…' : 'Order again'}
    </Button>
  );
}

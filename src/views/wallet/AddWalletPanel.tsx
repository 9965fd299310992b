import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import { walletTopUpMachine } from '../../../machines/walletTopUp/walletTopUp.machine.ts';
import { inspectForViewer } from '../../app/liveFlows.ts';
import { walletTopUpEffects } from '../../app/paymentEffects.ts';
import { Button } from '../../ui/Button.tsx';
import { Form, FormMessage, TextField } from '../../ui/Form.tsx';
import { Panel } from '../../ui/Panel.tsx';

/**
 * Add Wallet (spec section 2): the amount, ADD MONEY, then the card gateway. Mount it to open it;
 * `onClose` runs when the customer closes it.
 */
export function AddWalletPanel({ onClose }: { onClose: () => void }) {
  const actor = useActorRef(walletTopUpMachine.provide(walletTopUpEffects), { inspect: inspectForViewer });
  const amount = useSelector(actor, (snapshot) => snapshot.context.amount);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('loading') || snapshot.matches('redirecting'));
  const closed = useSelector(actor, (snapshot) => snapshot.matches('closed'));
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (closed) close();
  }, [closed]);

  return (
    <Panel
      open={!closed}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'topUp.cancel' });
      }}
      title="Add Wallet"
      description="Money you add pays for your orders in one tap."
    >
      <Form busy={busy} onSubmit={() => actor.send({ type: 'topUp.submit' })}>
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onValue={(value) => actor.send({ type: 'amount.change', amount: value })}
        />
        <FormMessage>{error}</FormMessage>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Opening the payment page…' : 'ADD MONEY'}
        </Button>
      </Form>
    </Panel>
  );
}

import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { REASON_MAX } from '../../../contract/constants.ts';
import type { orderTrackingMachine } from '../../../machines/orderTracking/orderTracking.machine.ts';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/Form.tsx';
import * as form from '../../ui/form.css.ts';
import { Modal } from '../../ui/Modal.tsx';
import * as styles from './OrderPage.css.ts';

type Tracking = ActorRefFrom<typeof orderTrackingMachine>;

/** 'Cancel order' while the outlet has not accepted it, and its confirm dialog with an optional reason. */
export function CancelOrder({ actor }: { actor: Tracking }) {
  const canOpen = useSelector(actor, (snapshot) => snapshot.can({ type: 'cancel.open' }));
  const cancelling = useSelector(actor, (snapshot) => snapshot.matches('cancelling'));
  const open = useSelector(actor, (snapshot) => snapshot.matches('confirmingCancel')) || cancelling;
  const id = useId();
  const reason = useSelector(actor, (snapshot) => snapshot.context.cancelReason);
  const error = useSelector(actor, (snapshot) => (open ? snapshot.context.cancelError : null));
  return (
    <>
      {/* Kept while its dialog is open, though it cannot be pressed again meanwhile: the dialog closed, the focus goes
      back to it, where a button made anew would leave the keyboard at the top of the page. */}
      {(canOpen || open) && (
        <Button variant="outline" onClick={() => actor.send({ type: 'cancel.open' })}>
          Cancel order
        </Button>
      )}
      <Modal
        open={open}
        onOpenChange={(opened) => !opened && !cancelling && actor.send({ type: 'cancel.dismiss' })}
        title="Cancel this order?"
        description="The outlet will not prepare it. A paid order is refunded to your wallet."
        footer={
          <div className={styles.actions}>
            <Button variant="outline" disabled={cancelling} onClick={() => actor.send({ type: 'cancel.dismiss' })}>
              Keep order
            </Button>
            <Button disabled={cancelling} aria-busy={cancelling} onClick={() => actor.send({ type: 'cancel.confirm' })}>
              {cancelling ? 'Cancelling…' : 'Cancel order'}
            </Button>
          </div>
        }
      >
        <div className={form.field}>
          <label htmlFor={id} className={form.label}>
            Reason (optional)
          </label>
          <textarea
            id={id}
            className={styles.reason}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => actor.send({ type: 'cancel.reasonChange', reason: event.target.value })}
          />
        </div>
        <FormMessage>{error}</FormMessage>
      </Modal>
    </>
  );
}

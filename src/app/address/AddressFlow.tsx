import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type AddressFields, addressLine } from '../../../contract/addressRules.ts';
import { addressMachine } from '../../../machines/address/address.machine.ts';
import type { AddressInput } from '../../../machines/address/address.types.ts';
import { required } from '../../../machines/shared/required.ts';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/Form.tsx';
import * as form from '../../ui/form.css.ts';
import { Panel } from '../../ui/Panel.tsx';
import { addressEffects } from '../addressEffects.ts';
import { inspectForViewer } from '../liveFlows.ts';
import { useShopSend } from '../shopHooks.ts';
import { AddressForm } from './AddressForm.tsx';
import { AddressMap } from './AddressMap.tsx';
import * as styles from './addressFlow.css.ts';

type AddressActor = ActorRefFrom<typeof addressMachine>;

/** The confirm step: the found address on the map; dragging the pin corrects it, Confirm saves it there. */
function ConfirmStep({ actor }: { actor: AddressActor }) {
  const pin = useSelector(actor, (snapshot) => required(snapshot.context.pin, 'the pin on the map'));
  const line = useSelector(actor, (snapshot) => addressLine(snapshot.context.fields));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  return (
    <div className={form.stack}>
      <p className={styles.line}>{line}</p>
      <AddressMap pin={pin} onMove={({ lat, lng }) => actor.send({ type: 'pin.move', lat, lng })} />
      <p className={styles.line}>Not quite right? Drag the pin to your door.</p>
      <FormMessage>{error}</FormMessage>
      <div className={styles.actions}>
        <Button variant="outline" disabled={saving} onClick={() => actor.send({ type: 'address.back' })}>
          Back
        </Button>
        <Button disabled={saving} onClick={() => actor.send({ type: 'address.confirm' })}>
          {saving ? 'Saving…' : 'Confirm'}
        </Button>
      </div>
    </div>
  );
}

/** Saved beyond the delivery radius of the customer's outlet: said at once, before any checkout. */
function BeyondReachStep({ actor }: { actor: AddressActor }) {
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  return (
    <div className={form.stack}>
      <p className={styles.notice} role="alert">
        {notice}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => actor.send({ type: 'address.dismiss' })}>OK</Button>
      </div>
    </div>
  );
}

/** The step the flow is at: the form, the map (also while saving), or the notice once saved beyond reach. */
function stepOf(snapshot: SnapshotFrom<typeof addressMachine>) {
  if (snapshot.matches('beyondReach')) return 'beyondReach';
  return snapshot.matches('confirming') || snapshot.matches('saving') ? 'map' : 'form';
}

/** An address closed unsaved, as typed: the next form of it starts from it. */
const unsavedDraft = (snapshot: SnapshotFrom<typeof addressMachine>): AddressFields | null =>
  snapshot.matches('closed') ? snapshot.context.fields : null;

/**
 * Adding or updating an address in a side panel: the form, then the map confirm. Mount it to open it;
 * `onClose` runs once it is saved or cancelled, with the fields as typed when it was closed unsaved (a stray
 * click beside the panel must not lose them: give them back as the next form's `draft` for the same address, or
 * for a new one), null once saved.
 */
export function AddressFlow({
  input,
  onClose,
}: {
  input: AddressInput;
  onClose: (draft: AddressFields | null) => void;
}) {
  const send = useShopSend();
  const actor = useActorRef(
    addressMachine.provide(addressEffects((addresses) => send({ type: 'addresses.saved', addresses }))),
    { input, inspect: inspectForViewer },
  );
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const step = useSelector(actor, stepOf);
  const formTitle = input.mode === 'add' ? 'Add address' : 'Update address';
  const title = { beyondReach: 'Address saved', map: 'Confirm address', form: formTitle }[step];
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (done) close(unsavedDraft(actor.getSnapshot()));
  }, [done, actor]);

  return (
    <Panel
      open={!done}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'address.cancel' });
      }}
      title={title}
    >
      {step === 'beyondReach' && <BeyondReachStep actor={actor} />}
      {step === 'map' && <ConfirmStep actor={actor} />}
      {step === 'form' && <AddressForm actor={actor} />}
    </Panel>
  );
}

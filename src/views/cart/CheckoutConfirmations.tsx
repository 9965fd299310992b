import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { addressLine } from '../../../contract/addressRules.ts';
import type { Cart } from '../../../contract/cart.ts';
import { formatRupees } from '../../../contract/money.ts';
import type { Outlet } from '../../../contract/outlet.ts';
import type { checkoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import { selectedAddress } from '../../../machines/checkout/checkout.selectors.ts';
import { AddressMap } from '../../app/address/AddressMap.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/Form.tsx';
import { Modal } from '../../ui/Modal.tsx';
import * as summary from '../../ui/summary.css.ts';
import * as styles from './checkout.css.ts';
import { ORDER_TYPE_LABELS, PAYMENT_LABELS } from './checkoutText.ts';

type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

const cancel = (actor: CheckoutActor) => (open: boolean) => {
  if (!open) actor.send({ type: 'order.cancel' });
};

/** A delivery order's first confirmation: the chosen address on the map. */
export function AddressConfirm({ actor }: { actor: CheckoutActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches('confirmingAddress'));
  const address = useSelector(actor, (snapshot) => selectedAddress(snapshot.context));
  return (
    <Modal
      open={open && address !== null}
      onOpenChange={cancel(actor)}
      title="Confirm delivery address"
      footer={
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => actor.send({ type: 'order.cancel' })}>
            Change
          </Button>
          <Button onClick={() => actor.send({ type: 'address.confirmed' })}>Confirm</Button>
        </div>
      }
    >
      {address && (
        <div className={styles.stack}>
          <p className={styles.muted}>
            {address.name}: {addressLine(address)}
          </p>
          <AddressMap pin={{ lat: address.lat, lng: address.long }} />
        </div>
      )}
    </Modal>
  );
}

function Row({ label, children }: { label: string; children: string }) {
  return (
    <div className={summary.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The order confirmation: what is ordered, where, how it is paid; Confirm places it. */
export function OrderConfirm({ actor, cart, outlet }: { actor: CheckoutActor; cart: Cart; outlet: Outlet }) {
  const open = useSelector(
    actor,
    (snapshot) => snapshot.matches('confirming') || snapshot.matches('placing') || snapshot.matches('redirecting'),
  );
  // Placing, and then leaving for the payment page: nothing more to press.
  const placing = useSelector(actor, (snapshot) => snapshot.hasTag('loading') || snapshot.matches('redirecting'));
  const redirecting = useSelector(actor, (snapshot) => snapshot.matches('redirecting'));
  const { orderType, paymentMethod, error } = useSelector(actor, (snapshot) => snapshot.context);
  const address = useSelector(actor, (snapshot) => selectedAddress(snapshot.context));
  const delivery = orderType === 'delivery';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !placing && cancel(actor)(next)}
      title="Confirm your order"
      footer={
        <div className={styles.actions}>
          <Button variant="outline" disabled={placing} onClick={() => actor.send({ type: 'order.cancel' })}>
            Cancel
          </Button>
          <Button disabled={placing} onClick={() => actor.send({ type: 'order.confirm' })}>
            {redirecting ? 'Opening the payment page…' : placing ? 'Placing…' : 'Confirm'}
          </Button>
        </div>
      }
    >
      <dl className={styles.confirmRows}>
        <Row label="Order type">{ORDER_TYPE_LABELS[orderType]}</Row>
        <Row label="From">{`${outlet.name}, ${outlet.city}`}</Row>
        {delivery && address && <Row label="Deliver to">{addressLine(address)}</Row>}
        <Row label="Items">{String(cart.cart_data.reduce((sum, line) => sum + line.quantity, 0))}</Row>
        <Row label="Payment">{PAYMENT_LABELS[paymentMethod]}</Row>
        <div className={`${summary.row} ${summary.total}`}>
          <dt>Grand Total</dt>
          <dd>{formatRupees(delivery ? cart.deliveryChargesTotal : cart.total)}</dd>
        </div>
      </dl>
      <FormMessage>{error}</FormMessage>
    </Modal>
  );
}

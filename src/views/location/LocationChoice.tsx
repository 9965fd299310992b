import { useSelector } from '@xstate/react';
import { useLocationActor } from '../../app/hooks.ts';
import { OrderTypeSwitch } from '../../app/OrderTypeSwitch.tsx';
import * as form from '../../ui/form.css.ts';
import { Panel } from '../../ui/Panel.tsx';
import { DeliveryLocation } from './DeliveryLocation.tsx';
import { PickupLocation } from './PickupLocation.tsx';
import { UnservedNotice } from './UnservedNotice.tsx';

/**
 * The location panel: pickup or delivery by order type, under why no outlet serves the order type when none
 * does; it may be closed whenever an active outlet is in hand. Loaded by LocationPanel on its first opening.
 */
export default function LocationChoice() {
  const locationActor = useLocationActor();
  const open = useSelector(locationActor, (snapshot) => snapshot.hasTag('panel'));
  const dismissible = useSelector(locationActor, (snapshot) => snapshot.can({ type: 'location.close' }));
  const delivery = useSelector(locationActor, (snapshot) => snapshot.context.orderType === 'delivery');
  return (
    <Panel
      open={open}
      onOpenChange={(next) => {
        if (!next) locationActor.send({ type: 'location.close' });
      }}
      title={delivery ? 'Delivery location' : 'Pickup location'}
      dismissible={dismissible}
    >
      <div className={form.stack}>
        <OrderTypeSwitch />
        <UnservedNotice />
        {delivery ? <DeliveryLocation /> : <PickupLocation />}
      </div>
    </Panel>
  );
}

import { useSelector } from '@xstate/react';
import { useLocationActor } from '../../app/hooks.ts';
import { OrderTypeSwitch } from '../../app/OrderTypeSwitch.tsx';
import * as form from '../../ui/form.css.ts';
import { Panel } from '../../ui/Panel.tsx';
import { DeliveryLocation } from './DeliveryLocation.tsx';
import { PickupLocation } from './PickupLocation.tsx';

/** The location panel: pickup or delivery by order type; it cannot be closed until an active outlet is chosen. */
export function LocationPanel() {
  const locationActor = useLocationActor();
  const open = useSelector(locationActor, (snapshot) => snapshot.hasTag('panel'));
  const dismissible = useSelector(locationActor, (snapshot) => snapshot.hasTag('dismissible'));
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
        {delivery ? <DeliveryLocation /> : <PickupLocation />}
      </div>
    </Panel>
  );
}

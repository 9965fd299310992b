import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { OrderTypeSwitch } from '../../app/OrderTypeSwitch.tsx';
import { useLocationActor } from '../../app/shopHooks.ts';
import * as form from '../../ui/form.css.ts';
import { Panel } from '../../ui/Panel.tsx';

// A returning customer's outlet is known: the panel's contents (pickup, delivery, the outlets' cards) load with
// its first opening, beside the panel's own code, not with the first screen. The order-type switch is the
// header's too: imported from here, the bundler keeps the shell's shared modules in its first chunk (imported
// from the lazy chunk, it split six of them into chunks of their own, which cost as much as the panel saved).
const LocationChoice = lazy(() => import('./LocationChoice.tsx'));

/**
 * The location panel: pickup or delivery by order type, under why no outlet serves the order type when none
 * does; it may be closed whenever an active outlet is in hand.
 */
export function LocationPanel() {
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
        <Suspense fallback={null}>
          <LocationChoice delivery={delivery} />
        </Suspense>
      </div>
    </Panel>
  );
}

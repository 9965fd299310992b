import { useSelector } from '@xstate/react';
import { areasOfSelectedCity, selectedPickupOutlet } from '../../../machines/location/location.selectors.ts';
import { useLocationActor } from '../../app/shopHooks.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/Form.tsx';
import * as form from '../../ui/form.css.ts';
import { OutletCard } from './OutletCard.tsx';
import { opensAtWhenClosed } from './outletHours.ts';
import { PanelMessage } from './PanelMessage.tsx';

/** Take-away: a city, then an area (one outlet each; a closed one says when it opens), its card, PROCEED. */
export function PickupLocation() {
  const locationActor = useLocationActor();
  const context = useSelector(locationActor, (snapshot) => snapshot.context);
  const loading = useSelector(locationActor, (snapshot) => snapshot.hasTag('panelBusy'));
  // While the outlets are read again the chart takes no choice: the selects say so instead of losing it.
  const canChooseCity = useSelector(locationActor, (snapshot) => snapshot.can({ type: 'pickup.city', city: '' }));
  const canChooseArea = useSelector(locationActor, (snapshot) => snapshot.can({ type: 'pickup.area', outletId: '' }));
  const areas = areasOfSelectedCity(context);
  const chosen = selectedPickupOutlet(context);

  return (
    <form
      className={form.stack}
      aria-busy={loading}
      onSubmit={(event) => {
        event.preventDefault();
        locationActor.send({ type: 'pickup.proceed' });
      }}
    >
      <SelectField
        label="City"
        placeholder="Select city"
        value={context.selectedCity ?? ''}
        onValue={(city) => locationActor.send({ type: 'pickup.city', city })}
        choices={context.cities.map((city) => ({ value: city, label: city }))}
        disabled={!canChooseCity}
      />
      <SelectField
        label="Area"
        placeholder="Select area"
        value={chosen?.id ?? ''}
        onValue={(outletId) => locationActor.send({ type: 'pickup.area', outletId })}
        disabled={!canChooseArea}
        choices={areas.map((outlet) => {
          const opensAt = opensAtWhenClosed(outlet);
          return { value: outlet.id, label: opensAt ? `${outlet.area} (${opensAt})` : outlet.area };
        })}
      />
      {chosen && <OutletCard outlet={chosen} />}
      <PanelMessage />
      <Button type="submit" size="lg" fullWidth disabled={loading}>
        PROCEED
      </Button>
    </form>
  );
}

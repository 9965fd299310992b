import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { areasOfSelectedCity, selectedPickupOutlet } from '../../../machines/location/location.selectors.ts';
import { locationActor } from '../../app/actors.ts';
import { Button } from '../../ui/Button.tsx';
import * as form from '../../ui/form.css.ts';
import { OutletCard } from './OutletCard.tsx';
import { PanelMessage } from './PanelMessage.tsx';

/** Take-away: a city, then an area (one outlet each), its card, PROCEED. */
export function PickupLocation() {
  const context = useSelector(locationActor, (snapshot) => snapshot.context);
  const loading = useSelector(locationActor, (snapshot) => snapshot.hasTag('panelBusy'));
  const cityId = useId();
  const areaId = useId();
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
      <div className={form.field}>
        <label htmlFor={cityId} className={form.label}>
          City
        </label>
        <select
          id={cityId}
          className={form.select}
          value={context.selectedCity ?? ''}
          onChange={(event) => locationActor.send({ type: 'pickup.city', city: event.target.value })}
        >
          <option value="">Select city</option>
          {context.cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label htmlFor={areaId} className={form.label}>
          Area
        </label>
        <select
          id={areaId}
          className={form.select}
          value={chosen?.id ?? ''}
          onChange={(event) => locationActor.send({ type: 'pickup.area', outletId: event.target.value })}
        >
          <option value="">Select area</option>
          {areas.map((outlet) => (
            <option key={outlet.id} value={outlet.id}>
              {outlet.area}
            </option>
          ))}
        </select>
      </div>
      {chosen && <OutletCard outlet={chosen} />}
      <PanelMessage />
      <Button type="submit" size="lg" fullWidth disabled={loading}>
        PROCEED
      </Button>
    </form>
  );
}

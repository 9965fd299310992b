import { useSelector } from '@xstate/react';
import { LocateFixed, Search } from 'lucide';
import { useId, useState } from 'react';
import * as MESSAGES from '../../../contract/messages.ts';
import { useLocationActor } from '../../app/shopHooks.ts';
import { Button } from '../../ui/Button.tsx';
import * as form from '../../ui/form.css.ts';
import { Icon } from '../../ui/Icon.tsx';
import * as styles from './DeliveryLocation.css.ts';
import { OutletChoices } from './OutletChoices.tsx';
import { PanelMessage } from './PanelMessage.tsx';

/** Delivery: search an area or locality, or locate the device; pick from the suggestions or a recent search. */
export function DeliveryLocation() {
  const locationActor = useLocationActor();
  const results = useSelector(locationActor, (snapshot) => snapshot.context.searchResults);
  const recent = useSelector(locationActor, (snapshot) => snapshot.context.recent);
  const loading = useSelector(locationActor, (snapshot) => snapshot.hasTag('panelBusy'));
  const noAreaFound = useSelector(locationActor, (snapshot) =>
    snapshot.matches({ panel: { open: { delivery: 'noAreaFound' } } }),
  );
  const [text, setText] = useState('');
  const searchId = useId();

  return (
    <div className={form.stack} aria-busy={loading}>
      <search>
        <form
          className={form.field}
          onSubmit={(event) => {
            event.preventDefault();
            locationActor.send({ type: 'delivery.search', text });
          }}
        >
          <label htmlFor={searchId} className={form.label}>
            Area / locality
          </label>
          <div className={styles.searchRow}>
            <input
              id={searchId}
              className={form.input}
              type="search"
              placeholder="Search for area, locality or city"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" aria-label="Search area" disabled={loading}>
              <Icon icon={Search} />
            </Button>
          </div>
        </form>
      </search>
      <Button
        variant="outline"
        fullWidth
        disabled={loading}
        onClick={() => locationActor.send({ type: 'delivery.locateMe' })}
      >
        <Icon icon={LocateFixed} />
        Locate me
      </Button>
      <PanelMessage otherwise={noAreaFound ? MESSAGES.noAreaFound : null} />
      {results.length > 0 && <OutletChoices title="SUGGESTIONS" outlets={results} />}
      {recent.length > 0 && <OutletChoices title="RECENT SEARCH" outlets={recent} removable />}
    </div>
  );
}

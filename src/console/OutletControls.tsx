import { useState } from 'react';
import type { StaffOutlet } from '../../contract/staff.ts';
import type { OutletChange } from '../../machines/console/console.types.ts';
import { FormMessage, TextField } from '../ui/Form.tsx';
import { useConsole, useSend } from './consoleHooks.ts';
import * as styles from './OutletControls.css.ts';
import { outletsShown } from './outletChoice.ts';
import { ToggleButton } from './ToggleButton.tsx';

const NO_OUTLETS: StaffOutlet[] = [];

/** On a board of several outlets, what tells one outlet's switch from another's of the same name. */
const atOutlet = (outlet: StaffOutlet, several: boolean) => (several ? ` at ${outlet.name}` : '');

function OutletSwitches({ outlet, several }: { outlet: StaffOutlet; several: boolean }) {
  const send = useSend();
  const ready = useConsole((snapshot) =>
    snapshot.can({ type: 'outlet.change', outletId: outlet.id, change: { open: !outlet.isOpen } }),
  );
  const change = (change: OutletChange) => send({ type: 'outlet.change', outletId: outlet.id, change });
  const switches = [
    { name: 'Taking orders now', pressed: outlet.isOpen, onText: 'Open', offText: 'Closed', key: 'open' },
    { name: 'Delivery', pressed: outlet.delivery, onText: 'On', offText: 'Paused', key: 'delivery' },
    { name: 'Take away', pressed: outlet.pickup, onText: 'On', offText: 'Paused', key: 'pickup' },
  ] as const;
  return (
    <ul className={styles.switches}>
      {switches.map(({ name, pressed, onText, offText, key }) => (
        <li key={key} className={styles.switchRow}>
          <span>{name}</span>
          <ToggleButton
            label={`${name}${atOutlet(outlet, several)}`}
            pressed={pressed}
            onText={onText}
            offText={offText}
            busy={!ready}
            onToggle={(on) => change({ [key]: on } as OutletChange)}
          />
        </li>
      ))}
    </ul>
  );
}

function Dishes({ outlet, several }: { outlet: StaffOutlet; several: boolean }) {
  const send = useSend();
  const [search, setSearch] = useState('');
  const ready = useConsole((snapshot) =>
    snapshot.can({ type: 'dish.change', outletId: outlet.id, productId: '', available: true }),
  );
  const wanted = search.trim().toLowerCase();
  const shown = outlet.dishes.filter((dish) => `${dish.name} ${dish.category}`.toLowerCase().includes(wanted));
  return (
    <>
      {several || <h3 className={styles.subheading}>Dishes</h3>}
      <TextField label="Find a dish" type="search" value={search} onValue={setSearch} autoComplete="off" />
      <ul className={styles.dishes} aria-label={`Dishes of ${outlet.name}`}>
        {shown.map((dish) => (
          <li key={dish.id} className={styles.switchRow}>
            <span className={styles.dishName}>
              {dish.name}
              <span className={styles.category}>{dish.category}</span>
            </span>
            <ToggleButton
              label={`${dish.name} available${atOutlet(outlet, several)}`}
              pressed={dish.available}
              onText="Available"
              offText="Sold out"
              busy={!ready}
              onToggle={(available) =>
                send({ type: 'dish.change', outletId: outlet.id, productId: dish.id, available })
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * One outlet's dishes among several outlets': folded until asked for, so that the panel of a city's board (seven
 * menus of a hundred dishes) opens at once with every outlet's switches.
 */
function DishesOnDemand({ outlet }: { outlet: StaffOutlet }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.subheading}>Dishes ({outlet.dishes.length})</summary>
      {open && <Dishes outlet={outlet} several />}
    </details>
  );
}

/**
 * The outlet's switches: taking orders or closed now (until its next opening, once the staff confirm it), delivery
 * and take away on or paused, and each dish available or sold out here. Customers see a change on their next read of
 * the menu, the outlet or the cart, and are refused at ADD or PLACE ORDER with the reason. A board narrowed to one of
 * its outlets shows that outlet's only.
 */
export function OutletControls({ outletId }: { outletId: string | null }) {
  const outlets = useConsole((snapshot) => snapshot.context.board?.outlets ?? NO_OUTLETS);
  const shown = outletsShown(outlets, outletId);
  const several = shown.length > 1;
  // A switch refused or lost on the network is said here, where the staff are: the board behind is out of reach.
  const notice = useConsole((snapshot) => snapshot.context.notice);
  return (
    <>
      <FormMessage>{notice}</FormMessage>
      {shown.map((outlet) => (
        <section key={outlet.id} className={styles.outlet} aria-labelledby={`outlet-${outlet.id}`}>
          <div>
            <h2 id={`outlet-${outlet.id}`} className={styles.heading}>
              {outlet.name}
            </h2>
            <p className={styles.hours}>
              Hours {outlet.fromTime} to {outlet.toTime}
              {outlet.openOverride === false && ' · closed by staff until the next opening'}
              {outlet.openOverride === true && ' · opened by staff outside its hours'}
            </p>
          </div>
          <OutletSwitches outlet={outlet} several={several} />
          {several ? <DishesOnDemand outlet={outlet} /> : <Dishes outlet={outlet} several={false} />}
        </section>
      ))}
    </>
  );
}

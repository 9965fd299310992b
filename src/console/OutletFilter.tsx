import type { StaffOutlet } from '../../contract/staff.ts';
import { SelectField } from '../ui/Form.tsx';
import { useConsole } from './consoleHooks.ts';
import * as styles from './OutletFilter.css.ts';
import { newElsewhere, offersChoice } from './outletChoice.ts';
import type { OutletChoice } from './useOutletChoice.ts';

const NO_OUTLETS: StaffOutlet[] = [];
/** The select's value for every outlet. */
const ALL = '';

/** The board's outlet, on a board of several: every outlet's orders (each card names its outlet) or one outlet's. */
export function OutletFilter({ outletId, choose }: OutletChoice) {
  const outlets = useConsole((snapshot) => snapshot.context.board?.outlets ?? NO_OUTLETS);
  if (!offersChoice(outlets)) return null;
  const choices = [
    { value: ALL, label: 'All outlets' },
    ...outlets.map((outlet) => ({ value: outlet.id, label: outlet.name })),
  ];
  return (
    <SelectField
      label="Outlet"
      value={outletId ?? ALL}
      onValue={(value) => choose(value === ALL ? null : value)}
      choices={choices}
      className={styles.field}
    />
  );
}

/**
 * Narrowed to one outlet, the new orders of the others not seen yet: the chime and the tab's title count every
 * outlet's, and this says why the board shows none. Gone, like the title's count, once the staff touch the board:
 * on a line of its own that keeps its height, so that nothing moves under the finger as it goes.
 */
export function NewElsewhere({ outletId }: { outletId: string | null }) {
  const count = useConsole((snapshot) =>
    newElsewhere(snapshot.context.board?.orders ?? [], snapshot.context.unseen, outletId),
  );
  if (count === 0) return null;
  return (
    <span className={styles.elsewhere}> · {count === 1 ? '1 new order' : `${count} new orders`} at other outlets</span>
  );
}

import type { Outlet } from '../../contract/outlet.ts';
import { outletClosed } from '../../contract/outletMessages.ts';
import * as styles from './ClosedStoreBanner.css.ts';
import { isOutletOpen } from './isOutletOpen.ts';

/** Shown only while the outlet is closed; its hours come from the server already as '11:00 AM'. */
export function ClosedStoreBanner({ outlet }: { outlet: Outlet }) {
  if (isOutletOpen(outlet)) return null;
  return (
    <p className={styles.banner} role="status">
      {outletClosed(outlet)}
    </p>
  );
}

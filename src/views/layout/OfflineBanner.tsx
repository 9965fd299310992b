import { useOnline } from '../../app/online.ts';
import * as styles from './OfflineBanner.css.ts';

/**
 * 'You are offline' while the device has no network: the menu shows what was kept from the last visit and
 * orders wait for the connection. The live region is always there, so screen readers hear it change.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className={styles.region}>
      {!online && <p className={styles.banner}>You are offline</p>}
    </div>
  );
}

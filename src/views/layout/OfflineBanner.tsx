import { useOnline } from '../../app/online.ts';
import { TopLayer } from '../../ui/TopLayer.tsx';
import * as styles from './OfflineBanner.css.ts';

/**
 * 'You are offline' while the device has no network: the menu shows what was kept from the last visit and
 * orders wait for the connection. The live region is always there, so screen readers hear it change, and over
 * any open panel or modal (TopLayer).
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <TopLayer className={styles.region}>
      <div role="status">{!online && <p className={styles.banner}>You are offline</p>}</div>
    </TopLayer>
  );
}

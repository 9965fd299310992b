import { Clock, MapPin } from 'lucide';
import type { Outlet } from '../../../contract/outlet.ts';
import { Icon } from '../../ui/Icon.tsx';
import * as styles from './OutletCard.css.ts';
import { opensAtWhenClosed } from './outletHours.ts';

/** The confirmation card of an outlet: name, address and opening hours. */
export function OutletCard({ outlet }: { outlet: Outlet }) {
  return (
    <article className={styles.card} aria-label={`Chosen outlet: ${outlet.name}`}>
      <h3 className={styles.name}>{outlet.name}</h3>
      <p className={styles.line}>
        <Icon icon={MapPin} className={styles.icon} />
        <span>{outlet.address}</span>
      </p>
      <p className={styles.line}>
        <Icon icon={Clock} className={styles.icon} />
        {/* Two pieces with a real space between: read and wrapped apart, never '11:00 PMOpen now'. */}
        <span className={styles.hours}>
          <span>
            {outlet.fromTime} to {outlet.toTime}
          </span>{' '}
          <span className={outlet.isOpen ? styles.open : styles.closed}>{opensAtWhenClosed(outlet) ?? 'Open now'}</span>
        </span>
      </p>
    </article>
  );
}

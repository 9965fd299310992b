import { ChevronDown, MapPin } from 'lucide';
import { useLocationActor, useOrderType, useOutlet } from '../../app/shopHooks.ts';
import { Icon } from '../../ui/Icon.tsx';
import * as styles from './OutletButton.css.ts';

/** The chosen outlet's name; a click opens the location panel to change it. */
export function OutletButton() {
  const outlet = useOutlet();
  const orderType = useOrderType();
  const locationActor = useLocationActor();
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      onClick={() => locationActor.send({ type: 'location.open' })}
    >
      <Icon icon={MapPin} className={styles.pin} />
      <span className={styles.text}>
        <span className={styles.caption}>{orderType === 'delivery' ? 'Delivery from' : 'Take away from'}</span>
        <span className={styles.name}>{outlet ? outlet.name : 'Choose your outlet'}</span>
      </span>
      <Icon icon={ChevronDown} className={styles.chevron} />
    </button>
  );
}

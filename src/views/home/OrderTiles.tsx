import { MapPin, ShoppingBag } from 'lucide';
import { Link } from 'react-router';
import { useLocationActor } from '../../app/shopHooks.ts';
import { Icon } from '../../ui/Icon.tsx';
import * as styles from './OrderTiles.css.ts';

/** 'Take Away' goes to the menu; 'Near me' opens the location panel, and the menu once an outlet is chosen in it. */
export function OrderTiles() {
  const locationActor = useLocationActor();
  return (
    <nav className={styles.tiles} aria-label="How to order">
      <Link to="/product" className={styles.tile}>
        <Icon icon={ShoppingBag} className={styles.icon} />
        <span>
          <span className={styles.title}>Take Away</span>
          <span className={styles.hint}>Order ahead, pick it up hot</span>
        </span>
      </Link>
      <button type="button" className={styles.tile} onClick={() => locationActor.send({ type: 'location.nearMe' })}>
        <Icon icon={MapPin} className={styles.icon} />
        <span>
          <span className={styles.title}>Near me</span>
          <span className={styles.hint}>Find the outlet closest to you</span>
        </span>
      </button>
    </nav>
  );
}

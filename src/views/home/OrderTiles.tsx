import { Link } from 'react-router';
import { useLocationActor } from '../../app/hooks.ts';
import * as styles from './OrderTiles.css.ts';

function BagIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 7h12l1 14H5L6 7Z" strokeLinejoin="round" />
      <path d="M9 10V6a3 3 0 0 1 6 0v4" strokeLinecap="round" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="9" r="2.5" />
    </svg>
  );
}

/** 'Take Away' goes to the menu; 'Near me' opens the location panel and comes back to the menu after. */
export function OrderTiles() {
  const locationActor = useLocationActor();
  return (
    <nav className={styles.tiles} aria-label="How to order">
      <Link to="/product" className={styles.tile}>
        <BagIcon />
        <span>
          <span className={styles.title}>Take Away</span>
          <span className={styles.hint}>Order ahead, pick it up hot</span>
        </span>
      </Link>
      <button
        type="button"
        className={styles.tile}
        onClick={() => locationActor.send({ type: 'location.open', page: 'product' })}
      >
        <PinIcon />
        <span>
          <span className={styles.title}>Near me</span>
          <span className={styles.hint}>Find the outlet closest to you</span>
        </span>
      </button>
    </nav>
  );
}

import { Link } from 'react-router';
import * as styles from './Logo.css.ts';

/**
 * The chain's wok mark and name, linking home. The mark is the favicon's picture, which the browser has asked for
 * already (and the service worker keeps): drawn in the script, it cost the first screen 0.3 kB.
 */
export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label="Wokflow home">
      <img className={styles.mark} src="/favicon.svg" alt="" width="36" height="36" />
      <span className={styles.name}>Wokflow</span>
    </Link>
  );
}

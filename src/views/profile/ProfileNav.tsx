import { NavLink } from 'react-router';
import { PROFILE_LINKS } from '../auth/profileLinks.ts';
import * as styles from './profilePage.css.ts';

/** The account's pages beside the one open. */
export function ProfileNav() {
  return (
    <nav aria-label="My account" className={styles.nav}>
      <ul className={styles.navList}>
        {PROFILE_LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

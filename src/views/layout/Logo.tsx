import { Link } from 'react-router';
import * as styles from './Logo.css.ts';

/** The chain's wok mark and name, linking home. */
export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label="Wokflow home">
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M10 30h44a22 22 0 0 1-44 0Z" fill="#fff" />
        <path d="M54 30l8-5" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <path
          d="M24 22c-3-3 3-6 0-10M32 22c-3-3 3-6 0-10M40 22c-3-3 3-6 0-10"
          fill="none"
          stroke="#f5a623"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.name}>Wokflow</span>
    </Link>
  );
}

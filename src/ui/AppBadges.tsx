import type { ContentData } from '../../contract/content.ts';
import * as styles from './AppBadges.css.ts';

const PlayMark = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 2.5v19l10-9.5L4 2.5Z" fill="#34a853" />
    <path d="m14 12 3.2 3 3.8-2.2a1 1 0 0 0 0-1.6L17.2 9 14 12Z" fill="#fbbc04" />
    <path d="M4 2.5 14 12l3.2-3L5.4 2.2A1 1 0 0 0 4 2.5Z" fill="#4285f4" />
    <path d="M4 21.5 14 12l3.2 3-11.8 6.8a1 1 0 0 1-1.4-.3Z" fill="#ea4335" />
  </svg>
);

const AppleMark = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M16.4 12.6c0-2.4 2-3.5 2.1-3.6a4.5 4.5 0 0 0-3.5-1.9c-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.8-3.2-.8a4.7 4.7 0 0 0-4 2.4c-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8s2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.4-4ZM14 5.5a4.2 4.2 0 0 0 1-3.1 4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3 3.6 3.6 0 0 0 2.9-1.4Z" />
  </svg>
);

/** Store badges drawn in the page, so nothing is fetched from the stores' servers. */
export function AppBadges({ appLinks }: { appLinks: ContentData['appLinks'] }) {
  const badges = [
    { href: appLinks.android, mark: <PlayMark />, lead: 'GET IT ON', store: 'Google Play' },
    { href: appLinks.ios, mark: <AppleMark />, lead: 'Download on the', store: 'App Store' },
  ];
  return (
    <ul className={styles.badges}>
      {badges.map(({ href, mark, lead, store }) => (
        <li key={store}>
          <a className={styles.badge} href={href} target="_blank" rel="noopener noreferrer">
            {mark}
            <span className={styles.text}>
              <span className={styles.small}>{lead}</span>
              <span className={styles.store}>{store}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

import type { ContentData } from '../../contract/content.ts';
import * as styles from './AppBadges.css.ts';

/** Store badges made here (marks in public/icons), so nothing is fetched from the stores' servers. */
export function AppBadges({ appLinks }: { appLinks: ContentData['appLinks'] }) {
  const badges = [
    { href: appLinks.android, mark: 'google-play', lead: 'GET IT ON', store: 'Google Play' },
    { href: appLinks.ios, mark: 'app-store', lead: 'Download on the', store: 'App Store' },
  ];
  return (
    <ul className={styles.badges}>
      {badges.map(({ href, mark, lead, store }) => (
        <li key={store}>
          <a className={styles.badge} href={href} target="_blank" rel="noopener noreferrer">
            <img src={`/icons/${mark}.svg`} width={22} height={22} alt="" />
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

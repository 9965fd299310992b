import * as Tabs from '@radix-ui/react-tabs';
import { Link, matchPath, Outlet, useLocation } from 'react-router';
import { PROFILE_LINKS } from '../../app/profileLinks.ts';
import { media } from '../../ui/theme.css.ts';
import { useMediaQuery } from '../../ui/useMediaQuery.ts';
import * as styles from './profilePage.css.ts';

/**
 * The account's pages as tabs (Radix Tabs: roles, arrow keys), the open page in the active tab's panel.
 * The tabs are links, so a tab opens its page and the active tab follows the URL; arrows only move the
 * focus (manual activation), as each page loads its own data. The layout stays while its pages change,
 * so the focus stays on the tab.
 */
export default function ProfileLayout() {
  const { pathname } = useLocation();
  // A page under a tab's (one order, under Order) opens in that tab.
  const open = PROFILE_LINKS.find(({ to }) => matchPath({ path: to, end: false }, pathname))?.to ?? pathname;
  // A list on the side from 768 px (up and down move between the tabs), a row of them above the page on a phone.
  const side = useMediaQuery(media.medium);
  return (
    <Tabs.Root value={open} orientation={side ? 'vertical' : 'horizontal'} activationMode="manual" asChild>
      <main className={styles.page}>
        <Tabs.List aria-label="My account" className={styles.nav}>
          {PROFILE_LINKS.map(({ to, label }) => (
            <Tabs.Trigger key={to} value={to} asChild>
              <Link to={to} className={styles.navLink}>
                {label}
              </Link>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PROFILE_LINKS.map(({ to }) => (
          // Only the active tab's panel renders its children: the page of the URL.
          <Tabs.Content key={to} value={to} className={styles.panel}>
            <Outlet />
          </Tabs.Content>
        ))}
      </main>
    </Tabs.Root>
  );
}

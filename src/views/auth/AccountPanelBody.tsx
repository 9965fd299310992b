import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { formatRupees } from '../../../contract/money.ts';
import { isBusy } from '../../../machines/auth/auth.selectors.ts';
import { PROFILE_LINKS } from '../../app/profileLinks.ts';
import { useRunningFlow } from '../../app/shopHooks.ts';
import { WithProfileInPlace } from '../../app/WithProfile.tsx';
import { Button } from '../../ui/Button.tsx';
import * as form from '../../ui/form.css.ts';
import * as styles from './AccountPanelBody.css.ts';

/** Wallet balance, the profile pages and Sign Out. */
export function AccountPanelBody() {
  const authActor = useRunningFlow('auth');
  const busy = useSelector(authActor, isBusy);
  const close = () => authActor.send({ type: 'account.close' });
  return (
    <div className={form.stack}>
      <WithProfileInPlace what="Your account" pending={<p role="status">Loading your account…</p>}>
        {(profile) => (
          <>
            <p className={styles.who}>
              <span className={styles.name}>
                {profile.first_name} {profile.last_name}
              </span>
              <span>+91 {profile.mobile_number}</span>
            </p>
            <div className={styles.wallet}>
              <span>Wallet balance</span>
              <span className={styles.balance}>{formatRupees(profile.wallet)}</span>
            </div>
          </>
        )}
      </WithProfileInPlace>
      <nav aria-label="My account">
        <ul className={styles.links}>
          {PROFILE_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={styles.link} onClick={close}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="outline" size="lg" fullWidth disabled={busy} onClick={() => authActor.send({ type: 'signOut' })}>
        Sign Out
      </Button>
    </div>
  );
}

import type { ReactNode } from 'react';
import type { Profile } from '../../contract/auth.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { isServerRefusal } from '../../machines/shared/failure.ts';
import { Button } from '../ui/Button.tsx';
import { ShopContext } from './ShopProvider.tsx';
import { useProfile, useShopSend } from './shopHooks.ts';
import * as styles from './WithProfile.css.ts';

// The account's pages that wait on the shop's read of the profile. Apart from shopHooks.ts, which the first
// screen loads: this code comes with those pages.

/** The server refused the session when the shop read the profile: signing in again is the way, not trying again. */
const sessionRefused = (error: unknown): boolean => isServerRefusal(error) && error.status === 401;

/**
 * The server no longer takes the session, as the shop's read of the profile found: the page throws the refusal
 * to its route's error page, which asks to sign in again, as every account page does whose own data is refused.
 */
export function useExpiredSessionShown(): void {
  const error = ShopContext.useSelector((snapshot) =>
    snapshot.can({ type: 'profile.retry' }) ? snapshot.context.profileError : null,
  );
  if (sessionRefused(error)) throw error;
}

interface WithProfileProps {
  /** What waits on the profile, for the failure's message: 'Your addresses'. */
  what: string;
  /** Shown while the profile is read. */
  pending: ReactNode;
  children: (profile: Profile) => ReactNode;
}

/**
 * `children` with the signed-in customer's profile; `pending` while it is read; when it could not be read, what
 * could not be loaded and Try again, which reads it again (never 'Loading…' for good). A session the server
 * refused is said here too, with no Try again: for a panel over any page (My Account, whose Sign Out is below).
 */
export function WithProfileInPlace({ what, pending, children }: WithProfileProps) {
  const profile = useProfile();
  const failed = ShopContext.useSelector((snapshot) => snapshot.can({ type: 'profile.retry' }));
  const refused = ShopContext.useSelector((snapshot) => sessionRefused(snapshot.context.profileError));
  const send = useShopSend();
  if (profile) return children(profile);
  if (!failed) return pending;
  return (
    <div role="alert" className={styles.failed}>
      <p className={styles.what}>{what} could not be loaded.</p>
      <p className={styles.why}>{refused ? MESSAGES.sessionExpired : MESSAGES.serverError}</p>
      {!refused && (
        <Button variant="outline" onClick={() => send({ type: 'profile.retry' })}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** As WithProfileInPlace, for an account page: a session the server refused shows the session-expired page. */
export function WithProfile(props: WithProfileProps) {
  useExpiredSessionShown();
  return <WithProfileInPlace {...props} />;
}

import { useIsSignedIn, useProfile, useShopSend } from '../../app/shopHooks.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './AccountButton.css.ts';

interface AccountButtonProps {
  /** Called before the panel opens, e.g. to close the mobile menu it sits in. */
  onOpen?: () => void;
}

/** 'Sign In' for visitors; the customer's name and 'My Account' once signed in. */
export function AccountButton({ onOpen }: AccountButtonProps) {
  const signedIn = useIsSignedIn();
  const profile = useProfile();
  const send = useShopSend();
  const open = (type: 'auth.open' | 'account.open') => {
    onOpen?.();
    send({ type });
  };
  if (!signedIn) {
    return (
      <Button variant="outline" size="md" onClick={() => open('auth.open')}>
        Sign In
      </Button>
    );
  }
  return (
    <Button variant="ghost" size="md" className={styles.account} onClick={() => open('account.open')}>
      {profile && <span className={styles.name}>{profile.first_name}</span>}
      <span>My Account</span>
    </Button>
  );
}

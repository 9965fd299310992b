import { useSelector } from '@xstate/react';
import { isBusy } from '../../../machines/auth/auth.selectors.ts';
import { useRunningFlow } from '../../app/shopHooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Form, MobileNumberField } from '../../ui/Form.tsx';
import { textButton } from '../../ui/textButton.css.ts';
import { AuthMessage } from './AuthMessage.tsx';
import * as styles from './auth.css.ts';

/** Mobile number, SENT OTP, and the way to create an account. */
export function LoginForm() {
  const authActor = useRunningFlow('auth');
  const mobile = useSelector(authActor, (snapshot) => snapshot.context.mobile);
  const busy = useSelector(authActor, isBusy);
  return (
    <Form busy={busy} onSubmit={() => authActor.send({ type: 'login.submit' })}>
      <MobileNumberField value={mobile} onValue={(value) => authActor.send({ type: 'login.mobile.change', value })} />
      <AuthMessage />
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        SENT OTP
      </Button>
      <p className={styles.switchRow}>
        New to Wokflow?{' '}
        <button type="button" className={textButton} onClick={() => authActor.send({ type: 'login.createAccount' })}>
          Create an account
        </button>
      </p>
    </Form>
  );
}

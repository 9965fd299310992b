import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { MOBILE_DIGITS } from '../../../contract/constants.ts';
import { isBusy } from '../../../machines/auth/auth.selectors.ts';
import { authActor } from '../../app/authActor.ts';
import { Button } from '../../ui/Button.tsx';
import * as form from '../../ui/form.css.ts';
import { AuthMessage } from './AuthMessage.tsx';
import * as styles from './auth.css.ts';

/** Mobile number, SENT OTP, and the way to create an account. */
export function LoginForm() {
  const mobile = useSelector(authActor, (snapshot) => snapshot.context.mobile);
  const busy = useSelector(authActor, isBusy);
  const mobileId = useId();
  return (
    <form
      className={form.stack}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        authActor.send({ type: 'login.submit' });
      }}
    >
      <div className={form.field}>
        <label htmlFor={mobileId} className={form.label}>
          Mobile Number
        </label>
        <input
          id={mobileId}
          className={form.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_DIGITS}
          placeholder="10 digit mobile number"
          value={mobile}
          onChange={(event) => authActor.send({ type: 'login.mobile.change', value: event.target.value })}
        />
      </div>
      <AuthMessage />
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        SENT OTP
      </Button>
      <p className={styles.switchRow}>
        New to Wokflow?{' '}
        <button
          type="button"
          className={styles.textButton}
          onClick={() => authActor.send({ type: 'login.createAccount' })}
        >
          Create an account
        </button>
      </p>
    </form>
  );
}

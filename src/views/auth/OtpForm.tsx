import { useSelector } from '@xstate/react';
import { isBusy } from '../../../machines/auth/auth.selectors.ts';
import { useRunningFlow } from '../../app/shopHooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { textButton } from '../../ui/textButton.css.ts';
import { AuthMessage } from './AuthMessage.tsx';
import * as styles from './auth.css.ts';
import { OtpField } from './OtpField.tsx';

const countdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The code sent by SMS, with the number it went to, the resend countdown and the submit button. */
export function OtpForm() {
  const authActor = useRunningFlow('auth');
  const mobile = useSelector(authActor, (snapshot) => snapshot.context.mobile);
  const resendIn = useSelector(authActor, (snapshot) => snapshot.context.resendIn);
  const canResend = useSelector(authActor, (snapshot) => snapshot.can({ type: 'otp.resend' }));
  const busy = useSelector(authActor, isBusy);

  return (
    <Form busy={busy} onSubmit={() => authActor.send({ type: 'otp.submit' })}>
      <p className={styles.hint}>
        Enter the 4-digit code sent by SMS to <span className={styles.strong}>+91 {mobile}</span>{' '}
        <button type="button" className={textButton} onClick={() => authActor.send({ type: 'otp.changeNumber' })}>
          Change
        </button>
      </p>
      <OtpField busy={busy} />
      <AuthMessage />
      <div className={styles.resendRow}>
        <span className={styles.hint} aria-live="polite">
          {resendIn > 0 ? `Resend OTP in ${countdown(resendIn)}` : "Didn't get the code?"}
        </span>
        <button
          type="button"
          className={textButton}
          disabled={!canResend || busy}
          onClick={() => authActor.send({ type: 'otp.resend' })}
        >
          Resend OTP
        </button>
      </div>
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        Verify &amp; Continue
      </Button>
    </Form>
  );
}

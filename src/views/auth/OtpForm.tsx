import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { isBusy } from '../../../machines/auth/auth.selectors.ts';
import { authActor } from '../../app/authActor.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import * as form from '../../ui/form.css.ts';
import { AuthMessage } from './AuthMessage.tsx';
import * as styles from './auth.css.ts';

const countdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A digit typed into a filled box replaces it; a whole code (autofill) stays whole for the machine to spread. */
const typedValue = (value: string) => (value.length > 2 ? value : value.slice(-1));

/** Four masked digit boxes; a pasted code fills them and a full set submits itself. */
export function OtpForm() {
  const otp = useSelector(authActor, (snapshot) => snapshot.context.otp);
  const mobile = useSelector(authActor, (snapshot) => snapshot.context.mobile);
  const resendIn = useSelector(authActor, (snapshot) => snapshot.context.resendIn);
  const canResend = useSelector(authActor, (snapshot) => snapshot.can({ type: 'otp.resend' }));
  const busy = useSelector(authActor, isBusy);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const change = (index: number, value: string) => {
    authActor.send({ type: 'otp.change', index, value });
    if (/^\d$/.test(value)) boxes.current[index + 1]?.focus();
  };

  return (
    <Form
      busy={busy}
      onSubmit={() => authActor.send({ type: 'otp.submit' })}
      onPaste={(event) => {
        event.preventDefault();
        authActor.send({ type: 'otp.paste', text: event.clipboardData.getData('text') });
      }}
    >
      <p className={styles.hint}>
        Enter the 4-digit code sent by SMS to <span className={styles.strong}>+91 {mobile}</span>{' '}
        <button
          type="button"
          className={styles.textButton}
          onClick={() => authActor.send({ type: 'otp.changeNumber' })}
        >
          Change
        </button>
      </p>
      <fieldset className={styles.otpFieldset} disabled={busy}>
        <legend className={form.label}>One-time code</legend>
        <div className={styles.otpBoxes}>
          {otp.map((digit, index) => (
            <input
              // The four boxes never move: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              className={styles.otpBox}
              type="password"
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={`Digit ${index + 1}`}
              value={digit}
              // biome-ignore lint/a11y/noAutofocus: the panel exists to type this code
              autoFocus={index === 0}
              onChange={(event) => change(index, typedValue(event.target.value))}
              onKeyDown={(event) => {
                if (event.key === 'Backspace' && digit === '' && index > 0) {
                  boxes.current[index - 1]?.focus();
                  authActor.send({ type: 'otp.change', index: index - 1, value: '' });
                }
              }}
            />
          ))}
        </div>
      </fieldset>
      <AuthMessage />
      <div className={styles.resendRow}>
        <span className={styles.hint} aria-live="polite">
          {resendIn > 0 ? `Resend OTP in ${countdown(resendIn)}` : "Didn't get the code?"}
        </span>
        <button
          type="button"
          className={styles.textButton}
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

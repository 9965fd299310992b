import { useId } from 'react';
import { isBusy, signInStep } from '../../machines/console/console.selectors.ts';
import { Button } from '../ui/Button.tsx';
import { CodeInput } from '../ui/CodeInput.tsx';
import { Form, FormMessage, MobileNumberField } from '../ui/Form.tsx';
import * as form from '../ui/form.css.ts';
import { textButton } from '../ui/textButton.css.ts';
import { useConsole, useSend } from './consoleHooks.ts';
import * as styles from './SignInScreen.css.ts';

function MobileForm() {
  const send = useSend();
  const mobile = useConsole((snapshot) => snapshot.context.mobile);
  const error = useConsole((snapshot) => snapshot.context.error);
  const busy = useConsole(isBusy);
  return (
    <Form busy={busy} onSubmit={() => send({ type: 'signIn.submit' })}>
      <MobileNumberField value={mobile} onValue={(value) => send({ type: 'signIn.mobileChange', value })} autoFocus />
      <FormMessage>{error}</FormMessage>
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        Send code
      </Button>
    </Form>
  );
}

function CodeForm() {
  const send = useSend();
  const id = useId();
  const mobile = useConsole((snapshot) => snapshot.context.mobile);
  const code = useConsole((snapshot) => snapshot.context.code);
  const error = useConsole((snapshot) => snapshot.context.error);
  const resendIn = useConsole((snapshot) => snapshot.context.resendIn);
  const canResend = useConsole((snapshot) => snapshot.can({ type: 'signIn.resend' }));
  const busy = useConsole(isBusy);
  return (
    <Form busy={busy} onSubmit={() => send({ type: 'signIn.verify' })}>
      <p className={styles.row}>
        <span>Code sent to {mobile}</span>
        <button type="button" className={textButton} onClick={() => send({ type: 'signIn.changeNumber' })}>
          Change number
        </button>
      </p>
      <div className={form.field}>
        <label htmlFor={id} className={form.label}>
          One-time code
        </label>
        <CodeInput id={id} value={code} onChange={(value) => send({ type: 'signIn.codeChange', value })} busy={busy} />
      </div>
      <FormMessage>{error}</FormMessage>
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        Verify and sign in
      </Button>
      <p className={styles.row}>
        <span>Didn’t get it?</span>
        <button
          type="button"
          className={textButton}
          disabled={!canResend}
          onClick={() => send({ type: 'signIn.resend' })}
        >
          {resendIn > 0 ? `Resend code in ${resendIn} s` : 'Resend code'}
        </button>
      </p>
    </Form>
  );
}

/** Staff sign in: the mobile number of their account, then the code texted to it. */
export function SignInScreen() {
  const step = useConsole(signInStep);
  return (
    <main className={styles.screen}>
      <section className={styles.card} aria-labelledby="console-sign-in">
        <span className={styles.brand}>Wokflow console</span>
        <h1 id="console-sign-in" className={styles.title}>
          Staff sign in
        </h1>
        <p className={styles.hint}>
          {step === 'code' ? 'Type the code we texted you.' : 'The mobile number of your staff account.'}
        </p>
        {step === 'code' ? <CodeForm /> : <MobileForm />}
      </section>
    </main>
  );
}

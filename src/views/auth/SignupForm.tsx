import { useSelector } from '@xstate/react';
import { NAME_MAX } from '../../../contract/constants.ts';
import { isBusy } from '../../../machines/auth/auth.selectors.ts';
import type { SignupField } from '../../../machines/auth/auth.types.ts';
import { useRunningFlow } from '../../app/shopHooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Form, TextField } from '../../ui/Form.tsx';
import { textButton } from '../../ui/textButton.css.ts';
import { AuthMessage } from './AuthMessage.tsx';
import * as styles from './auth.css.ts';

const FIELDS = {
  first_name: { label: 'Name', type: 'text', autoComplete: 'name', maxLength: NAME_MAX },
  email: { label: 'Email Id', type: 'email', autoComplete: 'email' },
} as const;

/** Name, Mobile Number (the one the code verified, fixed), Email Id; signing up signs the customer in. */
export function SignupForm() {
  const authActor = useRunningFlow('auth');
  const values = useSelector(authActor, (snapshot) => snapshot.context.signup);
  const busy = useSelector(authActor, isBusy);
  const error = useSelector(authActor, (snapshot) => snapshot.context.error);
  const errorField = useSelector(authActor, (snapshot) => snapshot.context.errorField);
  const problemOf = (name: keyof typeof values) => (errorField === name ? error : null);
  const field = (name: SignupField) => (
    <TextField
      value={values[name]}
      onValue={(value) => authActor.send({ type: 'signup.change', field: name, value })}
      problem={problemOf(name)}
      {...FIELDS[name]}
    />
  );
  return (
    <Form busy={busy} onSubmit={() => authActor.send({ type: 'signup.submit' })}>
      {field('first_name')}
      <TextField
        label="Mobile Number"
        type="tel"
        value={values.mobile_number}
        readOnly
        problem={problemOf('mobile_number')}
      />
      {field('email')}
      <AuthMessage />
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        SIGN UP
      </Button>
      <p className={styles.switchRow}>
        Another number?{' '}
        <button type="button" className={textButton} onClick={() => authActor.send({ type: 'signup.backToLogin' })}>
          Sign In
        </button>
      </p>
    </Form>
  );
}

import { useSelector } from '@xstate/react';
import { MOBILE_DIGITS } from '../../../contract/constants.ts';
import { isBusy } from '../../../machines/auth/auth.selectors.ts';
import type { SignupField } from '../../../machines/auth/auth.types.ts';
import { useRunningFlow } from '../../app/hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Form, TextField } from '../../ui/Form.tsx';
import { AuthMessage } from './AuthMessage.tsx';
import * as styles from './auth.css.ts';

const FIELDS: { field: SignupField; label: string; type: string; autoComplete: string; maxLength?: number }[] = [
  { field: 'first_name', label: 'Name', type: 'text', autoComplete: 'name' },
  {
    field: 'mobile_number',
    label: 'Mobile Number',
    type: 'tel',
    autoComplete: 'tel-national',
    maxLength: MOBILE_DIGITS,
  },
  { field: 'email', label: 'Email Id', type: 'email', autoComplete: 'email' },
];

/** Name, Mobile Number, Email Id; after signing up the login panel opens with the number filled in. */
export function SignupForm() {
  const authActor = useRunningFlow('auth');
  const values = useSelector(authActor, (snapshot) => snapshot.context.signup);
  const busy = useSelector(authActor, isBusy);
  return (
    <Form busy={busy} onSubmit={() => authActor.send({ type: 'signup.submit' })}>
      {FIELDS.map(({ field, ...input }) => (
        <TextField
          key={field}
          inputMode={field === 'mobile_number' ? 'numeric' : undefined}
          value={values[field]}
          onValue={(value) => authActor.send({ type: 'signup.change', field, value })}
          {...input}
        />
      ))}
      <AuthMessage />
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        SIGN UP
      </Button>
      <p className={styles.switchRow}>
        Already have an account?{' '}
        <button
          type="button"
          className={styles.textButton}
          onClick={() => authActor.send({ type: 'signup.backToLogin' })}
        >
          Sign In
        </button>
      </p>
    </Form>
  );
}

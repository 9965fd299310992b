import { useSelector } from '@xstate/react';
import { authActor } from '../../app/authActor.ts';
import * as form from '../../ui/form.css.ts';

/** The open panel's message: a validation rule or the server's refusal, read out when it appears. */
export function AuthMessage() {
  const error = useSelector(authActor, (snapshot) => snapshot.context.error);
  return (
    <p className={form.message} role="alert">
      {error}
    </p>
  );
}

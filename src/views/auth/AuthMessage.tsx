import { useSelector } from '@xstate/react';
import { authActor } from '../../app/authActor.ts';
import { FormMessage } from '../../ui/Form.tsx';

/** The open panel's message: a validation rule or the server's refusal. */
export function AuthMessage() {
  return <FormMessage>{useSelector(authActor, (snapshot) => snapshot.context.error)}</FormMessage>;
}

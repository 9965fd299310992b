import { useSelector } from '@xstate/react';
import { useRunningFlow } from '../../app/shopHooks.ts';
import { FormMessage } from '../../ui/Form.tsx';

/** The open panel's message: a validation rule or the server's refusal. */
export function AuthMessage() {
  const authActor = useRunningFlow('auth');
  return <FormMessage>{useSelector(authActor, (snapshot) => snapshot.context.error)}</FormMessage>;
}

import { useSelector } from '@xstate/react';
import { useRunningFlow } from '../../app/shopHooks.ts';
import { FormMessage } from '../../ui/Form.tsx';

/** The open panel's message: a rule broken, or the server's refusal. A rule about one field of Sign Up is under it. */
export function AuthMessage() {
  const authActor = useRunningFlow('auth');
  const error = useSelector(authActor, (snapshot) => snapshot.context.error);
  const aboutAField = useSelector(authActor, (snapshot) => snapshot.context.errorField !== null);
  return <FormMessage>{aboutAField ? null : error}</FormMessage>;
}

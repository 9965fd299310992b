import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { openPanel } from '../../../machines/auth/auth.selectors.ts';
import { authActor } from '../../app/actors.ts';

// The panels' code loads when one first opens: the first page stays small.
const AuthPanel = lazy(() => import('./AuthPanel.tsx'));

/** Login, OTP, Sign Up or the account panel, whichever the sign-in machine has open. */
export function AuthPanels() {
  const panel = useSelector(authActor, openPanel);
  if (panel === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthPanel panel={panel} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useFlow } from '../../app/shopHooks.ts';

// The panels' code loads once the shop runs the sign-in flow: after the first Sign In, My Account or ADD.
const AuthFlow = lazy(() => import('./AuthFlow.tsx'));

/** Login, OTP, Sign Up or the account panel, once the visitor has asked for one. */
export function AuthPanels() {
  if (useFlow('auth') === undefined) return null;
  return (
    <Suspense fallback={null}>
      <AuthFlow />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useAuthWanted } from '../../app/authRequests.ts';

// The flow's code (machine, panels, forms) loads on the first Sign In, My Account or ADD.
const AuthFlow = lazy(() => import('./AuthFlow.tsx'));

/** Login, OTP, Sign Up or the account panel, once the visitor has asked for one. */
export function AuthPanels() {
  const wanted = useAuthWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthFlow />
    </Suspense>
  );
}

import { useSelector } from '@xstate/react';
import { lazy } from 'react';
import { openPanel } from '../../../machines/auth/auth.selectors.ts';
import { useFlow } from '../../app/shopHooks.ts';
import { preloadDialog } from '../../ui/lazyDialog.ts';
import { OnFirstOpen } from '../../ui/OnFirstOpen.tsx';

// The panels' code loads with the first one the visitor opens (Sign In, My Account, or ADD while signed out), and
// the panel's own code beside it rather than after it. The sign-in flow runs before that, with no panel open.
const AuthFlow = lazy(() => {
  preloadDialog();
  return import('./AuthFlow.tsx');
});

/** Login, OTP, Sign Up or the account panel, from the first time the visitor has asked for one. */
export function AuthPanels() {
  const panel = useSelector(useFlow('auth'), (snapshot) => (snapshot ? openPanel(snapshot) : null));
  return <OnFirstOpen dialog={AuthFlow} props={{ open: panel !== null }} />;
}

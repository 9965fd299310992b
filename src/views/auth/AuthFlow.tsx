import { useSelector } from '@xstate/react';
import type { JSX } from 'react';
import { type AuthPanelName, openPanel } from '../../../machines/auth/auth.selectors.ts';
import { useRunningFlow } from '../../app/shopHooks.ts';
import { Panel } from '../../ui/Panel.tsx';
import { AccountPanelBody } from './AccountPanelBody.tsx';
import { LoginForm } from './LoginForm.tsx';
import { OtpForm } from './OtpForm.tsx';
import { SignupForm } from './SignupForm.tsx';

const PANELS: Record<AuthPanelName, { title: string; body: () => JSX.Element }> = {
  login: { title: 'Login', body: LoginForm },
  otp: { title: 'Verify OTP', body: OtpForm },
  signup: { title: 'Sign Up', body: SignupForm },
  account: { title: 'My Account', body: AccountPanelBody },
};

/** The sign-in flow: shows the panel the machine has open (the shop hands it the header's and the menu's requests). */
export default function AuthFlow() {
  const authActor = useRunningFlow('auth');
  const panel = useSelector(authActor, openPanel);
  if (panel === null) return null;
  const { title, body: Body } = PANELS[panel];
  const close = () => authActor.send({ type: panel === 'account' ? 'account.close' : 'auth.close' });
  return (
    <Panel open title={title} onOpenChange={(open) => open || close()}>
      <Body />
    </Panel>
  );
}

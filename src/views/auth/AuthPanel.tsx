import { authActor } from '../../app/actors.ts';
import { Panel } from '../../ui/Panel.tsx';
import { AccountPanelBody } from './AccountPanelBody.tsx';
import { LoginForm } from './LoginForm.tsx';
import { OtpForm } from './OtpForm.tsx';
import { SignupForm } from './SignupForm.tsx';

type PanelName = 'login' | 'otp' | 'signup' | 'account';

const PANELS: Record<PanelName, { title: string; body: () => React.JSX.Element }> = {
  login: { title: 'Login', body: LoginForm },
  otp: { title: 'Verify OTP', body: OtpForm },
  signup: { title: 'Sign Up', body: SignupForm },
  account: { title: 'My Account', body: AccountPanelBody },
};

export default function AuthPanel({ panel }: { panel: PanelName }) {
  const { title, body: Body } = PANELS[panel];
  const close = () => authActor.send({ type: panel === 'account' ? 'account.close' : 'auth.close' });
  return (
    <Panel open title={title} onOpenChange={(open) => open || close()}>
      <Body />
    </Panel>
  );
}

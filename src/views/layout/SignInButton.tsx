import { useIsSignedIn } from '../../app/hooks.ts';
import { Button } from '../../ui/Button.tsx';

/** Shown to visitors who are not signed in; the sign-in panel it opens belongs to the sign-in flow. */
export function SignInButton() {
  const signedIn = useIsSignedIn();
  if (signedIn) return null;
  return (
    <Button variant="outline" size="md">
      Sign In
    </Button>
  );
}

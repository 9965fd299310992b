import { isSignedIn } from '../../machines/console/console.selectors.ts';
import { BoardScreen } from './BoardScreen.tsx';
import { useConsole } from './consoleHooks.ts';
import { SignInScreen } from './SignInScreen.tsx';

/** Signed out, the sign-in form; signed in, the board. */
export function ConsoleApp() {
  return useConsole(isSignedIn) ? <BoardScreen /> : <SignInScreen />;
}

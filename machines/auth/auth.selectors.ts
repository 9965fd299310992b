import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine.ts';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export type AuthPanelName = 'login' | 'otp' | 'signup' | 'account';

/** The slide-in panel the flow has open, if any. */
export function openPanel(snapshot: AuthSnapshot): AuthPanelName | null {
  if (snapshot.matches({ signedIn: 'account' })) return 'account';
  if (snapshot.matches({ signedIn: 'signingOut' })) return 'account';
  if (snapshot.matches({ signedOut: 'login' })) return 'login';
  if (snapshot.matches({ signedOut: 'signup' })) return 'signup';
  if (snapshot.matches({ signedOut: 'otp' })) return 'otp';
  return null;
}

export const isSignedIn = (snapshot: AuthSnapshot) => snapshot.matches('signedIn');

/** Sending a code, registering, verifying or signing out. */
export const isBusy = (snapshot: AuthSnapshot) => snapshot.hasTag('loading');

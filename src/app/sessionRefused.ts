import { STORAGE_KEYS } from '../../contract/constants.ts';
import { sessionExpired } from '../../contract/messages.ts';
import { toast } from '../ui/toast.ts';
import { removeStored } from './storage.ts';

const SESSION_REFUSED = 'session-refused';

/** Signed out here, and to the home page to sign in again: the server keeps the cart, orders and wallet. */
export function signInAgain(): void {
  removeStored(STORAGE_KEYS.authToken, STORAGE_KEYS.otpToken);
  window.location.assign('/');
}

/**
 * The server refused the stored session (signed out elsewhere, unused for 30 days) to a call of the page open: said
 * over the page, which stays as it is, with Sign in again. Said once, however many calls are refused.
 */
export const sayRefusedSession = () =>
  toast.action({ id: SESSION_REFUSED, message: sessionExpired, label: 'Sign in again', act: signInAgain });

/** A page says the session expired itself, with its own Sign in again: the note over it goes. */
export const refusedSessionSaid = () => toast.dismiss(SESSION_REFUSED);

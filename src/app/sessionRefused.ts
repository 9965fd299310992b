import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import { sessionExpired } from '../../contract/messages.ts';
import { toast } from '../ui/toast.ts';
import { removeStored } from './storage.ts';

const SESSION_REFUSED = 'session-refused';
/** A moment for the page that says it itself (an account page's) to come, before the note over the page. */
const NOTE_DELAY_MS = 1000;

/** Whether a page says the session expired itself, with its own Sign in again: no note over it then. */
let pageSaysIt = false;

/** Signed out here, and to the home page to sign in again: the server keeps the cart, orders and wallet. */
export function signInAgain(): void {
  removeStored(STORAGE_KEYS.authToken, STORAGE_KEYS.otpToken);
  window.location.assign('/');
}

/**
 * The server refused the stored session (signed out elsewhere, unused for 30 days) to a call of the page open: said
 * over the page, which stays as it is, with Sign in again, unless the page says it. Said once, however many calls
 * are refused.
 */
export function sayRefusedSession(): void {
  setTimeout(() => {
    if (!pageSaysIt)
      toast.action({ id: SESSION_REFUSED, message: sessionExpired, label: 'Sign in again', act: signInAgain });
  }, NOTE_DELAY_MS);
}

/** A page that says the session expired itself, while it shows: the note over the page goes, and does not come. */
export function useSessionExpirySaid(): void {
  useEffect(() => {
    pageSaysIt = true;
    toast.dismiss(SESSION_REFUSED);
    return () => {
      pageSaysIt = false;
    };
  }, []);
}

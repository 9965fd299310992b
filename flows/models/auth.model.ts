import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import { authMachine } from '../../machines/auth/auth.machine.ts';
import { boxesFull, mobileProblem, signupProblem } from '../../machines/auth/auth.rules.ts';
import type { AuthActionParams, AuthActorIO, AuthContext } from '../../machines/auth/auth.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline, refusal } from '../samples/failures.ts';

export const MOBILE = '9876543210';
export const CODE = '4821';
/** Short, so the walk's countdown ends in two ticks. */
export const CHALLENGE = { token: 'challenge-1', resendAfter: 2 };
export const SESSION = { token: 'session-1', newCustomer: false };
/** A right code for a number without an account. */
export const TICKET = { token: 'ticket-1', newCustomer: true };

export const signedOut = { signedIn: false };
export const signedIn = { signedIn: true };

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as AuthContext;

/** What a visitor or customer can do in the header and the panels, typing each of `numbers` and pasting each of `codes`. */
export const customerEvents = (numbers: string[], codes: string[]): AnyEventObject[] => [
  { type: 'auth.open' },
  { type: 'auth.close' },
  ...numbers.map((value) => ({ type: 'login.mobile.change', value })),
  { type: 'login.submit' },
  { type: 'login.createAccount' },
  { type: 'signup.change', field: 'first_name', value: 'Asha' },
  { type: 'signup.change', field: 'email', value: 'asha@example.com' },
  { type: 'signup.submit' },
  { type: 'signup.backToLogin' },
  ...codes.map((text) => ({ type: 'otp.paste', text })),
  { type: 'otp.change', index: 3, value: '' },
  { type: 'otp.submit' },
  { type: 'otp.resend' },
  { type: 'otp.changeNumber' },
  { type: 'account.open' },
  { type: 'account.close' },
  { type: 'signOut' },
];

export const authModel: MachineModel = {
  machine: authMachine,
  starts: [
    { name: 'signed out', input: signedOut },
    { name: 'signed in', input: signedIn },
  ],
  actors: Object.keys({ sendOtp: true, register: true, verifyOtp: true, logout: true } satisfies Record<
    keyof AuthActorIO,
    true
  >),
  actions: Object.keys({
    saveAuthToken: true,
    clearAuthToken: true,
    saveOtpToken: true,
    reloadPage: true,
    notify: true,
  } satisfies Record<keyof AuthActionParams, true>),
  // What the guards read: the first rule each form breaks, whether the boxes are full, the seconds left.
  key: (snapshot) => {
    const { mobile, signup, otp, resendIn, tokenAtStart } = context(snapshot);
    return {
      tokenAtStart,
      mobile: mobileProblem(mobile),
      signup: signupProblem(signup),
      otpFull: boxesFull(otp),
      resendIn,
    };
  },
  events: () => [
    ...customerEvents(['98765', MOBILE], [CODE]),
    done('sendOtp', CHALLENGE),
    failed('sendOtp', refusal(429, MESSAGES.otpNumberLimit)),
    done('resendOtp', { ...CHALLENGE, token: 'challenge-2' }),
    failed('resendOtp', refusal(429, MESSAGES.otpResendWait(12))),
    done('register', { token: 'session-2' }),
    failed('register', refusal(401, MESSAGES.signupExpired)),
    done('verifyOtp', SESSION),
    done('verifyOtp', TICKET),
    failed('verifyOtp', refusal(401, MESSAGES.otpWrong)),
    done('logout', undefined),
    failed('logout', offline),
  ],
};

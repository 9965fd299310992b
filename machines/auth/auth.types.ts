import type { SignupFields } from '../../contract/authRules.ts';

export interface AuthInput {
  /** Whether an `authToken` is stored; the client checks only its presence (spec section 6). */
  signedIn: boolean;
}

/** What the Sign Up form lets the customer type: the number is the one the code verified, shown fixed. */
export type SignupField = 'first_name' | 'email';

export interface AuthContext {
  /** Whether a token was stored when the page loaded: it decides where the flow starts. */
  tokenAtStart: boolean;
  /** The login panel's mobile number; the Sign Up form's, fixed, once a code has verified it. */
  mobile: string;
  signup: Required<SignupFields>;
  /** What a right code for a number without an account gave: `register`'s bearer. */
  signupTicket: string | null;
  /** The four OTP boxes, each '' or one digit. */
  otp: [string, string, string, string];
  /** The challenge token `login` answered with; sent back as bearer with the code. */
  challengeToken: string | null;
  /** Seconds until Resend OTP may be used; 0 when it may. */
  resendIn: number;
  /** The message the open panel shows: a validation rule or the server's `msg`. */
  error: string | null;
  /** The Sign Up field the rule broken is about, which the form marks and shows the message under; null otherwise. */
  errorField: keyof SignupFields | null;
}

export type AuthEvent =
  /** Sign In, or ADD / Cart while signed out. */
  | { type: 'auth.open' }
  | { type: 'auth.close' }
  | { type: 'login.mobile.change'; value: string }
  | { type: 'login.submit' }
  /** The login panel's link to create an account: a code to the number first, as for signing in. */
  | { type: 'login.createAccount' }
  | { type: 'signup.change'; field: SignupField; value: string }
  | { type: 'signup.submit' }
  | { type: 'signup.backToLogin' }
  /** A box's new content; anything but one digit is ignored, a 4-digit paste into a box fills all four. */
  | { type: 'otp.change'; index: number; value: string }
  /** A paste anywhere in the OTP panel: a 4-digit code fills the boxes. */
  | { type: 'otp.paste'; text: string }
  /** Verify & Continue. */
  | { type: 'otp.submit' }
  | { type: 'otp.resend' }
  /** Back to the login panel to correct the number. */
  | { type: 'otp.changeNumber' }
  | { type: 'account.open' }
  | { type: 'account.close' }
  | { type: 'signOut' };

/** What the app's actors receive and resolve with (`authMachine.provide({ actors })`). */
export interface AuthActorIO {
  sendOtp: { input: { mobile: string }; output: { token: string; resendAfter: number } };
  register: { input: { ticket: string; fields: SignupFields }; output: { token: string } };
  /** A session's token, or for a number without an account (`newCustomer`) a sign-up ticket's. */
  verifyOtp: { input: { challengeToken: string; otp: string }; output: { token: string; newCustomer: boolean } };
  logout: { input: undefined; output: undefined };
}

/** The actions the app supplies, and the params each receives. */
export interface AuthActionParams {
  /** Save under `authToken`. */
  saveAuthToken: { token: string };
  /** Remove `authToken` (and `otpToken`). */
  clearAuthToken: undefined;
  /** Save the challenge token under `otpToken`. */
  saveOtpToken: { token: string };
  /** Reload the page (500 ms after signing in or out, spec section 4). */
  reloadPage: undefined;
  /** A toast for the customer after sending a code, verifying a new number or signing up. */
  notify: { message: string };
}

import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import {
  authModel,
  CHALLENGE,
  CODE,
  MOBILE,
  SESSION,
  signedIn,
  signedOut,
  TICKET,
} from '../../flows/models/auth.model.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import { openPanel } from '../../machines/auth/auth.selectors.ts';
import type { AuthContext, AuthInput } from '../../machines/auth/auth.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const start = (input: AuthInput = signedOut) => startHarness(authModel, input);
const context = (harness: Harness) => harness.actor.getSnapshot().context as AuthContext;
// biome-ignore lint/suspicious/noExplicitAny: the harness's actor is typed for any machine
const panel = (harness: Harness) => openPanel(harness.actor.getSnapshot() as any);
const effectTypes = (harness: Harness) => harness.effects.map((effect) => effect.type);

async function steps(harness: Harness, ...events: Parameters<typeof perform>[1][]) {
  for (const event of events) await perform(harness, event);
}

/** A visitor on the login panel, MOBILE typed. */
async function mobileTyped(): Promise<Harness> {
  const harness = start();
  await steps(harness, { type: 'auth.open' }, { type: 'login.mobile.change', value: MOBILE });
  return harness;
}

/** A visitor on the OTP panel, the code texted to MOBILE. */
async function onOtpPanel(): Promise<Harness> {
  const harness = await mobileTyped();
  await steps(harness, { type: 'login.submit' }, done('sendOtp', CHALLENGE));
  return harness;
}

describe('sign-in machine', () => {
  itWalksEveryStateAndTransition('auth', authModel);

  it('starts signed in exactly when a token is stored', () => {
    expect(start(signedIn).actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(start(signedOut).actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('checks the mobile number with the two messages, keeping digits only', async () => {
    const harness = start();
    await steps(harness, { type: 'auth.open' }, { type: 'login.submit' });
    expect(context(harness).error).toBe(MESSAGES.pleaseEnterMobile);
    await steps(harness, { type: 'login.mobile.change', value: '98a76-5' }, { type: 'login.submit' });
    expect(context(harness).mobile).toBe('98765');
    expect(context(harness).error).toBe(MESSAGES.invalidMobile);
    // Typing takes the message about the number as it was away.
    await steps(harness, { type: 'login.mobile.change', value: '98765 432109999' });
    expect(context(harness).error).toBeNull();
    expect(context(harness).mobile).toBe(MOBILE);
    expect(harness.fakes.inputsOf('sendOtp')).toEqual([]);
  });

  it('opens Sign Up, the number fixed, only once a code has verified a number without an account; signing up signs in', async () => {
    const harness = await mobileTyped();
    // The link to create an account texts a code first, as SENT OTP does.
    await steps(harness, { type: 'login.createAccount' });
    expect(harness.fakes.inputsOf('sendOtp')).toEqual([{ mobile: MOBILE }]);
    await steps(harness, done('sendOtp', CHALLENGE));
    expect(panel(harness)).toBe('otp');
    await steps(harness, { type: 'otp.paste', text: CODE }, { type: 'otp.submit' }, done('verifyOtp', TICKET));
    expect(panel(harness)).toBe('signup');
    expect(context(harness).signup.mobile_number).toBe(MOBILE);
    expect(harness.effects).toContainEqual({ type: 'notify', params: { message: MESSAGES.numberVerified } });
    expect(effectTypes(harness)).not.toContain('saveAuthToken');

    // A rule broken names its field, which the form shows it under; the server's refusal is about none.
    const problem = () => ({ error: context(harness).error, errorField: context(harness).errorField });
    await steps(harness, { type: 'signup.submit' });
    expect(problem()).toEqual({ error: MESSAGES.pleaseEnterName, errorField: 'first_name' });
    await steps(harness, { type: 'signup.change', field: 'first_name', value: 'Asha' });
    expect(problem()).toEqual({ error: null, errorField: null });
    await steps(harness, { type: 'signup.change', field: 'email', value: 'asha@' }, { type: 'signup.submit' });
    expect(problem()).toEqual({ error: MESSAGES.invalidEmailAddress, errorField: 'email' });
    await steps(
      harness,
      { type: 'signup.change', field: 'email', value: 'asha@example.com' },
      { type: 'signup.submit' },
      failed('register', refusal(401, MESSAGES.signupExpired)),
    );
    expect(problem()).toEqual({ error: MESSAGES.signupExpired, errorField: null });
    await steps(harness, { type: 'signup.submit' });
    const sent = {
      ticket: TICKET.token,
      fields: { first_name: 'Asha', mobile_number: MOBILE, email: 'asha@example.com' },
    };
    expect(harness.fakes.inputsOf('register')).toEqual([sent, sent]);

    await steps(harness, done('register', { token: 'session-2' }));
    expect(harness.actor.getSnapshot().matches('verified')).toBe(true);
    expect(harness.effects).toContainEqual({ type: 'saveAuthToken', params: { token: 'session-2' } });
    expect(harness.effects).toContainEqual({ type: 'notify', params: { message: MESSAGES.signedUp } });
  });

  it("shows the server's refusal on the login panel", async () => {
    const harness = await mobileTyped();
    await steps(harness, { type: 'login.submit' }, failed('sendOtp', refusal(429, MESSAGES.otpNumberLimit)));
    expect(panel(harness)).toBe('login');
    expect(context(harness).error).toBe(MESSAGES.otpNumberLimit);
  });

  it('opens the OTP panel with the challenge saved, never a code', async () => {
    const harness = await onOtpPanel();
    expect(panel(harness)).toBe('otp');
    expect(context(harness).challengeToken).toBe(CHALLENGE.token);
    expect(harness.effects).toEqual([
      { type: 'saveOtpToken', params: { token: CHALLENGE.token } },
      { type: 'notify', params: { message: MESSAGES.otpSent } },
    ]);
  });

  it("says 'Please enter 4 digit otp' while a box is empty, and ignores anything but digits", async () => {
    const harness = await onOtpPanel();
    await steps(harness, { type: 'otp.change', index: 0, value: '7' }, { type: 'otp.change', index: 1, value: 'x' });
    await steps(harness, { type: 'otp.paste', text: '12a4' }, { type: 'otp.submit' });
    expect(context(harness).otp).toEqual(['7', '', '', '']);
    expect(context(harness).error).toBe(MESSAGES.otpIncomplete);
    expect(harness.fakes.inputsOf('verifyOtp')).toEqual([]);
    await steps(harness, { type: 'otp.change', index: 1, value: '2' });
    expect(context(harness).error).toBeNull();
    await steps(harness, { type: 'otp.submit' }, { type: 'otp.paste', text: CODE });
    expect(context(harness).error).toBeNull();
  });

  it('fills the boxes from a pasted code and submits 100 ms after the last box, not before', async () => {
    const harness = await onOtpPanel();
    await steps(harness, { type: 'otp.paste', text: ` ${CODE} ` });
    expect(context(harness).otp).toEqual(['4', '8', '2', '1']);
    harness.clock.increment(99);
    expect(harness.fakes.inputsOf('verifyOtp')).toEqual([]);
    harness.clock.increment(1);
    expect(harness.fakes.inputsOf('verifyOtp')).toEqual([{ challengeToken: CHALLENGE.token, otp: CODE }]);
  });

  it('does not submit when a box is cleared within the 100 ms', async () => {
    const harness = await onOtpPanel();
    await steps(harness, { type: 'otp.change', index: 0, value: CODE });
    harness.clock.increment(50);
    await steps(harness, { type: 'otp.change', index: 2, value: '' });
    harness.clock.increment(200);
    expect(harness.fakes.inputsOf('verifyOtp')).toEqual([]);
  });

  it('saves the session token, then reloads the page 500 ms later', async () => {
    const harness = await onOtpPanel();
    await steps(harness, { type: 'otp.paste', text: CODE }, { type: 'otp.submit' }, done('verifyOtp', SESSION));
    expect(effectTypes(harness).slice(-1)).toEqual(['saveAuthToken']);
    harness.clock.increment(499);
    expect(effectTypes(harness)).not.toContain('reloadPage');
    harness.clock.increment(1);
    expect(effectTypes(harness).slice(-2)).toEqual(['saveAuthToken', 'reloadPage']);
  });

  it("shows a wrong code's message and clears the boxes", async () => {
    const harness = await onOtpPanel();
    await steps(
      harness,
      { type: 'otp.paste', text: CODE },
      { type: 'otp.submit' },
      failed('verifyOtp', refusal(401, MESSAGES.otpWrong)),
    );
    expect(context(harness).error).toBe(MESSAGES.otpWrong);
    expect(context(harness).otp).toEqual(['', '', '', '']);
    expect(panel(harness)).toBe('otp');
  });

  it('counts down second by second before Resend OTP can be used, and restarts after a resend', async () => {
    const harness = await onOtpPanel();
    const canResend = () => harness.actor.getSnapshot().can({ type: 'otp.resend' });
    expect(context(harness).resendIn).toBe(2);
    expect(canResend()).toBe(false);
    harness.clock.increment(1000);
    expect(context(harness).resendIn).toBe(1);
    expect(canResend()).toBe(false);
    harness.clock.increment(1000);
    expect(context(harness).resendIn).toBe(0);
    expect(canResend()).toBe(true);

    await steps(harness, { type: 'otp.resend' }, done('resendOtp', { token: 'challenge-2', resendAfter: 30 }));
    expect(context(harness).challengeToken).toBe('challenge-2');
    expect(context(harness).resendIn).toBe(30);
    expect(canResend()).toBe(false);
    expect(harness.fakes.inputsOf('sendOtp')).toEqual([{ mobile: MOBILE }, { mobile: MOBILE }]);
  });

  it("keeps Resend OTP usable and shows the server's message when a resend is refused", async () => {
    const harness = await onOtpPanel();
    harness.clock.increment(1000);
    harness.clock.increment(1000);
    await steps(harness, { type: 'otp.resend' }, failed('resendOtp', refusal(429, MESSAGES.otpNumberLimit)));
    expect(context(harness).error).toBe(MESSAGES.otpNumberLimit);
    expect(harness.actor.getSnapshot().can({ type: 'otp.resend' })).toBe(true);
  });

  it('signs out, clearing the token and reloading 500 ms later, even when the server call fails', async () => {
    for (const outcome of [done('logout', undefined), failed('logout', offline)]) {
      const harness = start(signedIn);
      await steps(harness, { type: 'account.open' });
      expect(panel(harness)).toBe('account');
      await steps(harness, { type: 'signOut' }, outcome);
      expect(effectTypes(harness)).toEqual(['clearAuthToken']);
      harness.clock.increment(500);
      expect(effectTypes(harness)).toEqual(['clearAuthToken', 'reloadPage']);
    }
  });
});

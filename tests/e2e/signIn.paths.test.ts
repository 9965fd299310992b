import type { Browser, Locator, Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { OTP_RESEND_SECONDS, STORAGE_KEYS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { done, failed, type Start } from '../../flows/graph/walk.ts';
import { authModel, customerEvents } from '../../flows/models/auth.model.ts';
import { refusal } from '../../flows/samples/failures.ts';
import { signupProblem } from '../../machines/auth/auth.rules.ts';
import type { AuthContext, AuthInput, SignupField } from '../../machines/auth/auth.types.ts';
import { SURAT_ADAJAN } from '../../scripts/lib/browser.ts';
import { newAddress } from './support/clientAddress.ts';
import { newMobile } from './support/customer.ts';
import { answerOf, HeldCalls } from './support/heldCalls.ts';
import { OwnServer } from './support/ownServer.ts';
import { type Step, settles, testUiPaths } from './support/uiPaths.ts';
import { newVisitorContext } from './support/visitor.ts';

/**
 * The numbers typed, as symbols; each path gives them numbers of its own. KNOWN has an account from the
 * start; NEW has none until its Sign Up form goes through, after which the path only signs in and out.
 * So the context says what the server will answer.
 */
const KNOWN = '9000000001';
const NEW = '9000000002';
const SHORT = '98765';
/** The codes pasted, as symbols: the code texted last to the number, and any other code. */
const RIGHT = '1111';
const WRONG = '2222';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AuthContext;

/** The numbers texted a code so far in the path, kept in the challenge token the answers give. */
const textedSoFar = (context: AuthContext) => context.challengeToken?.split(',') ?? [];

/** A code asked for again within 30 s is refused; the seconds left count down in real time. */
const waitRefusal = refusal(429, MESSAGES.otpResendWait(OTP_RESEND_SECONDS));

function sendOtpAnswer(id: string, context: AuthContext): AnyEventObject {
  const texted = textedSoFar(context);
  if (texted.includes(context.mobile)) return failed(id, waitRefusal);
  return done(id, { token: [...texted, context.mobile].join(','), resendAfter: OTP_RESEND_SECONDS });
}

/** What a customer can do in the header and the panels, and what the real server answers them. */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = contextOf(snapshot);
  // Escape closes an open panel of the signed-out flow; the account panel has an event of its own.
  const signingIn = snapshot.matches('signedOut') && !snapshot.matches({ signedOut: 'closed' });
  return [
    ...customerEvents([SHORT, KNOWN, NEW], [RIGHT, WRONG]).filter((event) => signingIn || event.type !== 'auth.close'),
    sendOtpAnswer('sendOtp', context),
    done('resendOtp', { token: context.challengeToken, resendAfter: OTP_RESEND_SECONDS }),
    failed('resendOtp', waitRefusal),
    done('register', { token: 'session' }),
    failed('register', refusal(401, MESSAGES.signupExpired)),
    context.otp.join('') === RIGHT
      ? done('verifyOtp', { token: context.mobile === NEW ? 'ticket' : 'session', newCustomer: context.mobile === NEW })
      : failed('verifyOtp', refusal(401, MESSAGES.otpWrong)),
    done('logout', undefined),
    failed('logout', refusal(401, MESSAGES.sessionExpired)),
  ];
}

/** What the catalog reads; the Sign Up fields and the boxes only while their panel is open (opening it resets them). */
function key(snapshot: AnyMachineSnapshot) {
  const { tokenAtStart, mobile, challengeToken, signup, otp, resendIn } = contextOf(snapshot);
  return {
    tokenAtStart,
    mobile,
    challengeToken,
    ...(snapshot.matches({ signedOut: 'signup' })
      ? { signup: signup.mobile_number, problem: signupProblem(signup) }
      : {}),
    ...(snapshot.matches({ signedOut: 'otp' }) ? { otp: otp.join(''), resendIn } : {}),
  };
}

interface AuthRun {
  page: Page;
  held: HeldCalls;
  address: string;
  /** The path's numbers for the symbols. */
  numbers: Record<string, string>;
  /** The session of the signed-in start. */
  session: string;
  /** When the server last texted a code: it sends the next one 30 s later, in real time. */
  textedAt: number;
}

let server: OwnServer;

/**
 * Numbers with an account for the paths' KNOWN, signed up through the API in batches, each from an address of
 * its own. Signing up texted each a code, and the server sends a number the next one only 30 s later: a
 * batch rests that out once, rather than every path.
 */
const accounts: string[] = [];
async function knownNumber(): Promise<string> {
  if (accounts.length === 0) {
    const batch = Array.from({ length: 16 }, () => newMobile());
    await Promise.all(batch.map((mobile) => server.signIn(newAddress(), mobile)));
    await new Promise((resolve) => setTimeout(resolve, (OTP_RESEND_SECONDS + 1) * 1000));
    accounts.push(...batch);
  }
  return accounts.pop() as string;
}
beforeAll(async () => {
  server = await OwnServer.start();
});
afterAll(async () => {
  await server?.stop();
});

const header = (page: Page) => page.getByRole('banner');
const panel = (page: Page, name: string) => page.getByRole('dialog', { name });
/** The code is one input drawn as four boxes: box n shows its n-th digit. */
const codeField = (page: Page) => panel(page, 'Verify OTP').getByLabel('One-time code');
const real = (run: AuthRun, symbol: string) => run.numbers[symbol] ?? symbol;

/**
 * A visitor or a customer on the menu, on Playwright's clock: the chart's timers (the 100 ms auto-submit,
 * the resend countdown, the reload) fire only as steps of the paths, so that the page is checked between
 * them: the full boxes before they submit themselves, every second of the countdown.
 */
async function open(browser: Browser, start: Start): Promise<AuthRun> {
  const address = newAddress();
  const context = await newVisitorContext(browser, { position: SURAT_ADAJAN, address });
  const held = await HeldCalls.on(context, ['login', 'register', 'login_verify', 'logout']);
  const run: AuthRun = { page: await context.newPage(), held, address, numbers: {}, session: '', textedAt: 0 };
  if ((start.input as AuthInput).signedIn) {
    run.session = await server.signIn(address, newMobile());
    // Once: after signing out the page reloads and must stay signed out.
    await context.addInitScript(
      ([key, token]) => {
        if (sessionStorage.getItem('seeded')) return;
        localStorage.setItem(key, token);
        sessionStorage.setItem('seeded', 'yes');
      },
      [STORAGE_KEYS.authToken, run.session] as const,
    );
  } else {
    run.numbers = { [KNOWN]: await knownNumber(), [NEW]: newMobile() };
  }
  await context.clock.install();
  await run.page.goto(`${server.url}/product`);
  return run;
}

/** What Ctrl+V does in the OTP panel: a paste event carrying the code. */
async function paste(box: Locator, text: string): Promise<void> {
  await box.evaluate((element, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

async function codeFor(run: AuthRun, symbol: string, mobile: string): Promise<string> {
  const texted = await server.codeSentTo(real(run, mobile));
  return symbol === RIGHT ? texted : String((Number(texted) + 1) % 10_000).padStart(4, '0');
}

/** Waits until the server's 30 s since the last code texted are over (it counts them in real time). */
const resendAllowed = (run: AuthRun) =>
  new Promise((resolve) => setTimeout(resolve, run.textedAt + OTP_RESEND_SECONDS * 1000 + 100 - Date.now()));

async function textCode(run: AuthRun, event: AnyEventObject): Promise<void> {
  await run.held.answer('login', event);
  run.textedAt = Date.now();
}

const LABELS: Record<SignupField, string> = { first_name: 'Name', email: 'Email Id' };

const actions: Record<string, (run: AuthRun, event: AnyEventObject, before: AnyMachineSnapshot) => Promise<void>> = {
  'auth.open': ({ page }) => header(page).getByRole('button', { name: 'Sign In' }).click(),
  'auth.close': ({ page }) => page.keyboard.press('Escape'),
  'login.mobile.change': (run, { value }) =>
    panel(run.page, 'Login').getByLabel('Mobile Number').fill(real(run, value)),
  'login.submit': ({ page }) => panel(page, 'Login').getByRole('button', { name: 'SENT OTP' }).click(),
  'login.createAccount': ({ page }) => panel(page, 'Login').getByRole('button', { name: 'Create an account' }).click(),
  'signup.change': ({ page }, { field, value }) =>
    panel(page, 'Sign Up')
      .getByLabel(LABELS[field as SignupField])
      .fill(value),
  'signup.submit': ({ page }) => panel(page, 'Sign Up').getByRole('button', { name: 'SIGN UP' }).click(),
  'signup.backToLogin': ({ page }) => panel(page, 'Sign Up').getByRole('button', { name: 'Sign In' }).click(),
  'otp.paste': async (run, { text }, before) =>
    paste(codeField(run.page), await codeFor(run, text, contextOf(before).mobile)),
  'otp.change': async ({ page }, { index, value }) => {
    const shown = await codeField(page).inputValue();
    await codeField(page).fill(shown.slice(0, index) + value + shown.slice(index + 1));
  },
  'otp.submit': ({ page }) => panel(page, 'Verify OTP').getByRole('button', { name: 'Verify & Continue' }).click(),
  'otp.resend': ({ page }) => panel(page, 'Verify OTP').getByRole('button', { name: 'Resend OTP' }).click(),
  'otp.changeNumber': ({ page }) => panel(page, 'Verify OTP').getByRole('button', { name: 'Change' }).click(),
  'account.open': ({ page }) =>
    header(page)
      .getByRole('button', { name: /My Account/ })
      .click(),
  'account.close': ({ page }) => page.keyboard.press('Escape'),
  signOut: ({ page }) => panel(page, 'My Account').getByRole('button', { name: 'Sign Out' }).click(),
  'xstate.done.actor.sendOtp': textCode,
  'xstate.error.actor.sendOtp': answerOf('login'),
  'xstate.done.actor.resendOtp': async (run, event) => {
    await resendAllowed(run);
    await textCode(run, event);
  },
  'xstate.error.actor.resendOtp': async (run, event, before) => {
    // The server counts its 30 s in real time, and a loaded machine can spend them on the countdown's
    // steps: once they are over (waited for, when they nearly are), a code texted now starts the count
    // again, so the resend is refused as the path says.
    if (Date.now() - run.textedAt > (OTP_RESEND_SECONDS - 10) * 1000) {
      await resendAllowed(run);
      await server.call('login', v.unknown(), {
        address: run.address,
        fields: [['mobile_number', real(run, contextOf(before).mobile)]],
      });
      run.textedAt = Date.now();
    }
    await answerOf('login')(run, event);
  },
  'xstate.done.actor.register': answerOf('register'),
  // The ticket expired meanwhile (ten minutes, too long to wait for): the form goes out with a ticket the server
  // never issued, which it refuses as it refuses an expired or used one.
  'xstate.error.actor.register': (run, event) =>
    run.held.answer('register', event, { authorization: `Bearer ${'A'.repeat(43)}` }).then(() => undefined),
  'xstate.done.actor.verifyOtp': answerOf('login_verify'),
  'xstate.error.actor.verifyOtp': answerOf('login_verify'),
  'xstate.done.actor.logout': answerOf('logout'),
  // The session ended elsewhere (signed out on another device): the server refuses, the page signs out anyway.
  'xstate.error.actor.logout': async (run, event) => {
    await server.call('logout', v.unknown(), { address: run.address, bearer: run.session, method: 'GET' });
    await run.held.answer('logout', event);
  },
};

const hasValue = (field: Locator, value: string) =>
  settles(
    `the field should hold ${JSON.stringify(value)}`,
    () => field.inputValue(),
    (shown) => shown === value,
  );

const waitPattern = new RegExp(`^${MESSAGES.otpResendWait(0).replace('0', '\\d+')}$`);

/**
 * The panel's message, under the form or under the field it is about; the server's wait before a new code counts
 * down in real time, so any seconds will do.
 */
function showsMessage(dialog: Locator, error: string | null): Promise<void> {
  const expected = (shown: string) =>
    error !== null && waitPattern.test(error) ? waitPattern.test(shown) : shown === (error ?? '');
  return settles(
    `the message should read ${JSON.stringify(error)}`,
    async () => (await dialog.getByRole('alert', { includeHidden: true }).allTextContents()).join(''),
    expected,
  );
}

const noPanel = (page: Page) =>
  settles(
    'no panel should be open',
    () => page.getByRole('dialog').count(),
    (count) => count === 0,
  );
const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
const reloaded = (step: Step) => step.event?.type.startsWith('xstate.after.reload.') ?? false;
const busyButton = (dialog: Locator, name: string) => dialog.getByRole('button', { name, disabled: true }).waitFor();
const readyButton = (dialog: Locator, name: string) => dialog.getByRole('button', { name, disabled: false }).waitFor();
const countdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

async function otpBoxes(run: AuthRun, { snapshot }: Step): Promise<void> {
  const { mobile, otp, error } = contextOf(snapshot);
  const otpPanel = panel(run.page, 'Verify OTP');
  await otpPanel.getByText(`+91 ${real(run, mobile)}`).waitFor();
  for (const [index, digit] of otp.entries()) {
    await settles(
      `box ${index + 1} should be ${digit ? 'filled' : 'empty'}`,
      () => codeField(run.page).inputValue(),
      (shown) => (shown[index] !== undefined) === (digit !== ''),
    );
  }
  await showsMessage(otpPanel, error);
}

const states: Record<string, (run: AuthRun, step: Step) => Promise<void>> = {
  'auth.signedOut.closed': async ({ page }) => {
    await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
    await noPanel(page);
  },
  'auth.signedOut.login.editing': async (run, { snapshot }) => {
    const login = panel(run.page, 'Login');
    await hasValue(login.getByLabel('Mobile Number'), real(run, contextOf(snapshot).mobile));
    await showsMessage(login, contextOf(snapshot).error);
    await readyButton(login, 'SENT OTP');
  },
  'auth.signedOut.login.sending': ({ page }) => busyButton(panel(page, 'Login'), 'SENT OTP'),
  'auth.signedOut.signup.editing': async (run, { snapshot }) => {
    const { signup, error, errorField } = contextOf(snapshot);
    const signUp = panel(run.page, 'Sign Up');
    for (const [field, label] of Object.entries(LABELS)) {
      await hasValue(signUp.getByLabel(label), signup[field as SignupField]);
      // A rule broken marks the field it is about, and that field alone.
      expect(await signUp.getByLabel(label).getAttribute('aria-invalid'), label).toBe(
        field === errorField ? 'true' : null,
      );
    }
    // The number the code verified, which the customer cannot change here.
    const mobile = signUp.getByLabel('Mobile Number');
    await hasValue(mobile, real(run, signup.mobile_number));
    expect(await mobile.getAttribute('readonly')).not.toBeNull();
    await showsMessage(signUp, error);
    await readyButton(signUp, 'SIGN UP');
  },
  'auth.signedOut.signup.registering': ({ page }) => busyButton(panel(page, 'Sign Up'), 'SIGN UP'),
  'auth.signedOut.otp.code.entering.incomplete': async (run, step) => {
    await otpBoxes(run, step);
    await (step.snapshot.hasTag('loading') ? busyButton : readyButton)(
      panel(run.page, 'Verify OTP'),
      'Verify & Continue',
    );
  },
  'auth.signedOut.otp.code.entering.complete': otpBoxes,
  'auth.signedOut.otp.code.verifying': ({ page }) => busyButton(panel(page, 'Verify OTP'), 'Verify & Continue'),
  'auth.signedOut.otp.resend.countingDown': async ({ page }, { snapshot }) => {
    const otpPanel = panel(page, 'Verify OTP');
    await otpPanel.getByText(`Resend OTP in ${countdown(contextOf(snapshot).resendIn)}`).waitFor();
    await busyButton(otpPanel, 'Resend OTP');
  },
  'auth.signedOut.otp.resend.ready': async ({ page }, { snapshot }) => {
    const otpPanel = panel(page, 'Verify OTP');
    await otpPanel.getByText("Didn't get the code?").waitFor();
    // While a code is checked or sent no button of the panel takes a click.
    await (snapshot.hasTag('loading') ? busyButton : readyButton)(otpPanel, 'Resend OTP');
  },
  'auth.signedOut.otp.resend.sending': ({ page }) => busyButton(panel(page, 'Verify OTP'), 'Resend OTP'),
  'auth.verified': async ({ page }, step) => {
    if (reloaded(step)) {
      await header(page)
        .getByRole('button', { name: /My Account/ })
        .waitFor();
    }
    await noPanel(page);
    expect(await storedToken(page)).not.toBeNull();
  },
  'auth.signedIn.closed': async ({ page }) => {
    await header(page)
      .getByRole('button', { name: /My Account/ })
      .waitFor();
    await noPanel(page);
  },
  'auth.signedIn.account': ({ page }) => readyButton(panel(page, 'My Account'), 'Sign Out'),
  'auth.signedIn.signingOut': ({ page }) => busyButton(panel(page, 'My Account'), 'Sign Out'),
  'auth.signedOutReloading': async ({ page }, step) => {
    if (reloaded(step)) await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
    await noPanel(page);
    expect(await storedToken(page)).toBeNull();
  },
};

testUiPaths({ model: { ...authModel, events, key }, open, actions, states, untaken: {} });

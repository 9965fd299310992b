import { assign, setup } from 'xstate';
import { OTP_AUTOSUBMIT_MS, RELOAD_AFTER_AUTH_MS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { NO_PROBLEM, problemShown } from '../../contract/textRules.ts';
import { checkedSubmit } from '../shared/checkedSubmit.ts';
import { failedWith, failureAsError } from '../shared/failure.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import { COUNTING_DOWN, resendDue, secondLess } from '../shared/resendCountdown.ts';
import {
  boxesAfterChange,
  boxesFromCode,
  boxesFull,
  EMPTY_BOXES,
  mobileDigits,
  mobileProblem,
  signupProblem,
} from './auth.rules.ts';
import type { AuthActionParams, AuthActorIO, AuthContext, AuthEvent, AuthInput, SignupField } from './auth.types.ts';

const ID = 'auth';
type IO<Name extends keyof AuthActorIO> = AuthActorIO[Name];

const actors = appActors<AuthActorIO>(ID, ['sendOtp', 'register', 'verifyOtp', 'logout']);

const EMPTY_SIGNUP: AuthContext['signup'] = { first_name: '', mobile_number: '', email: '' };

/** SENT OTP, and the link to create an account: either way a code to the number comes first. */
const SEND_CODE = checkedSubmit('mobileInvalid', 'showMobileProblem', 'The two mobile rules', 'sending');

type CodeSent = { event: { output: IO<'sendOtp'>['output'] } };

/** Texts a code to the number typed: on to `target` with the challenge kept, saved and said; a refusal back to `retry`. */
const sendOtp = (id: string, target: string, retry: string) =>
  ({
    id,
    src: 'sendOtp',
    input: ({ context }: { context: AuthContext }) => ({ mobile: context.mobile }),
    onDone: {
      target,
      actions: [
        { type: 'adoptChallenge', params: ({ event }: CodeSent) => event.output },
        { type: 'saveOtpToken', params: ({ event }: CodeSent) => ({ token: event.output.token }) },
        { type: 'notify', params: { message: MESSAGES.otpSent } },
      ],
    },
    onError: { target: retry, actions: { type: 'showRefusal', params: failedWith } },
  }) as const;

/**
 * Sign-in by mobile number and one-time code, sign-up and sign-out (spec sections 2, 4 "Login" and 5).
 * Every number is texted a code, account or not, so nothing tells a visitor which numbers have one: a right
 * code signs a customer in, or opens Sign Up for a number without an account, whose form creates it and
 * signs in (issue 18). The views render the open panel (`auth.selectors.ts`) and `context`; Resend OTP asks
 * `snapshot.can`.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as 'loading',
  },
  actors,
  delays: { autoSubmit: OTP_AUTOSUBMIT_MS, reload: RELOAD_AFTER_AUTH_MS, resendTick: 1000 },
  guards: {
    tokenAtStart: ({ context }) => context.tokenAtStart,
    mobileInvalid: ({ context }) => mobileProblem(context.mobile) !== null,
    signupInvalid: ({ context }) => signupProblem(context.signup) !== null,
    newCustomer: (_, params: IO<'verifyOtp'>['output']) => params.newCustomer,
    otpFull: ({ context }) => boxesFull(context.otp),
    otpIncomplete: ({ context }) => !boxesFull(context.otp),
    resendDue,
  },
  actions: {
    ...appActions<AuthActionParams>(ID, ['saveAuthToken', 'clearAuthToken', 'saveOtpToken', 'reloadPage', 'notify']),
    clearError: assign(NO_PROBLEM),
    showMobileProblem: assign(({ context }) => ({ ...NO_PROBLEM, error: mobileProblem(context.mobile) })),
    showSignupProblem: assign(({ context }) => problemShown(signupProblem(context.signup))),
    showOtpIncomplete: assign({ ...NO_PROBLEM, error: MESSAGES.otpIncomplete }),
    showRefusal: assign((args, params: { error: unknown }) => ({ ...NO_PROBLEM, ...failureAsError(args, params) })),
    setMobile: assign((_, params: { value: string }) => ({ mobile: mobileDigits(params.value), ...NO_PROBLEM })),
    setSignupField: assign(({ context }, params: { field: SignupField; value: string }) => ({
      signup: { ...context.signup, [params.field]: params.value },
      ...NO_PROBLEM,
    })),
    startSignup: assign(({ context }, params: { ticket: string }) => ({
      signup: { ...EMPTY_SIGNUP, mobile_number: context.mobile },
      signupTicket: params.ticket,
      ...NO_PROBLEM,
    })),
    changeBox: assign(({ context }, params: { index: number; value: string }) => ({
      otp: boxesAfterChange(context.otp, params.index, params.value),
      ...NO_PROBLEM,
    })),
    pasteCode: assign(({ context }, params: { text: string }) => ({
      otp: boxesFromCode(params.text) ?? context.otp,
      ...NO_PROBLEM,
    })),
    clearBoxes: assign({ otp: EMPTY_BOXES }),
    adoptChallenge: assign((_, params: IO<'sendOtp'>['output']) => ({
      challengeToken: params.token,
      resendIn: params.resendAfter,
      otp: EMPTY_BOXES,
      ...NO_PROBLEM,
    })),
    tickResend: assign(({ context }) => ({ resendIn: secondLess(context.resendIn) })),
  },
}).createMachine({
  id: 'auth',
  description:
    'Signs a customer in with a code texted to their mobile number, signs up numbers the code verified, signs out.',
  context: ({ input }) => ({
    tokenAtStart: input.signedIn,
    mobile: '',
    signup: EMPTY_SIGNUP,
    signupTicket: null,
    otp: EMPTY_BOXES,
    challengeToken: null,
    resendIn: 0,
    ...NO_PROBLEM,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: "Only the stored token's presence counts (spec section 6): the server judges its validity.",
      always: [{ guard: 'tokenAtStart', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'A visitor: the header shows Sign In.',
      initial: 'closed',
      on: { 'auth.close': { target: '.closed', actions: 'clearError' } },
      states: {
        closed: {
          description: 'No sign-in panel open.',
          on: { 'auth.open': { target: 'login', actions: 'clearError' } },
        },
        login: {
          description: 'The login panel: mobile number and SENT OTP.',
          initial: 'editing',
          on: {
            'login.mobile.change': { actions: { type: 'setMobile', params: ({ event }) => event } },
          },
          states: {
            editing: {
              on: { 'login.submit': SEND_CODE, 'login.createAccount': SEND_CODE },
            },
            sending: {
              description: 'Asks the server to text a code: it does for every well-formed number, account or not.',
              tags: ['loading'],
              invoke: sendOtp('sendOtp', '#auth.signedOut.otp', 'editing'),
            },
          },
        },
        signup: {
          description: 'The Sign Up panel of a verified number without an account: Name, the number (fixed), Email Id.',
          initial: 'editing',
          on: {
            'signup.change': { actions: { type: 'setSignupField', params: ({ event }) => event } },
            'signup.backToLogin': { target: 'login', actions: 'clearError' },
          },
          states: {
            editing: {
              on: {
                'signup.submit': checkedSubmit(
                  'signupInvalid',
                  'showSignupProblem',
                  'Name, mobile, email rules',
                  'registering',
                ),
              },
            },
            registering: {
              tags: ['loading'],
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => ({ ticket: context.signupTicket ?? '', fields: context.signup }),
                onDone: {
                  target: '#auth.verified',
                  description: 'Signed up and signed in: the session token is saved',
                  actions: [
                    { type: 'saveAuthToken', params: ({ event }) => ({ token: event.output.token }) },
                    { type: 'notify', params: { message: MESSAGES.signedUp } },
                  ],
                },
                onError: {
                  target: 'editing',
                  description: 'A ticket used or expired (Sign In starts again) or the device’s sign-ups used up',
                  actions: { type: 'showRefusal', params: ({ event }) => event },
                },
              },
            },
          },
        },
        otp: {
          description: 'The OTP panel: four digit boxes, Resend OTP, Verify & Continue.',
          type: 'parallel',
          on: { 'otp.changeNumber': { target: 'login', actions: 'clearError' } },
          states: {
            code: {
              initial: 'entering',
              states: {
                entering: {
                  initial: 'incomplete',
                  on: {
                    'otp.change': { actions: { type: 'changeBox', params: ({ event }) => event } },
                    'otp.paste': { actions: { type: 'pasteCode', params: ({ event }) => event } },
                  },
                  states: {
                    incomplete: {
                      always: { guard: 'otpFull', target: 'complete' },
                      on: { 'otp.submit': { actions: 'showOtpIncomplete' } },
                    },
                    complete: {
                      description: 'All four boxes filled: submits itself after 100 ms unless a box is cleared.',
                      always: { guard: 'otpIncomplete', target: 'incomplete' },
                      after: { autoSubmit: '#auth.signedOut.otp.code.verifying' },
                      on: { 'otp.submit': '#auth.signedOut.otp.code.verifying' },
                    },
                  },
                },
                verifying: {
                  tags: ['loading'],
                  entry: 'clearError',
                  invoke: {
                    id: 'verifyOtp',
                    src: 'verifyOtp',
                    input: ({ context }) => ({
                      challengeToken: context.challengeToken ?? '',
                      otp: context.otp.join(''),
                    }),
                    onDone: [
                      {
                        guard: { type: 'newCustomer', params: ({ event }) => event.output },
                        target: '#auth.signedOut.signup',
                        description: 'A number without an account, now verified: Sign Up with the number fixed',
                        actions: [
                          { type: 'startSignup', params: ({ event }) => ({ ticket: event.output.token }) },
                          { type: 'notify', params: { message: MESSAGES.numberVerified } },
                        ],
                      },
                      {
                        target: '#auth.verified',
                        actions: { type: 'saveAuthToken', params: ({ event }) => ({ token: event.output.token }) },
                      },
                    ],
                    onError: {
                      target: 'entering',
                      description: "A wrong or expired code: the server's message, boxes cleared",
                      actions: ['clearBoxes', { type: 'showRefusal', params: ({ event }) => event }],
                    },
                  },
                },
              },
            },
            resend: {
              initial: 'countingDown',
              states: {
                countingDown: { ...COUNTING_DOWN, description: 'Resend OTP waits; the panel shows the seconds left.' },
                ready: { on: { 'otp.resend': 'sending' } },
                sending: {
                  tags: ['loading'],
                  invoke: sendOtp('resendOtp', 'countingDown', 'ready'),
                },
              },
            },
          },
        },
      },
    },
    verified: {
      description: 'The session token is saved; the page reloads after 500 ms, signed in.',
      after: { reload: { actions: 'reloadPage' } },
    },
    signedIn: {
      description: "A customer: the header shows the name and 'My Account'.",
      initial: 'closed',
      states: {
        closed: { on: { 'account.open': 'account' } },
        account: {
          description: 'The account panel: wallet balance, profile links, Sign Out.',
          on: { 'account.close': 'closed', signOut: 'signingOut' },
        },
        signingOut: {
          tags: ['loading'],
          invoke: {
            id: 'logout',
            src: 'logout',
            onDone: '#auth.signedOutReloading',
            onError: {
              target: '#auth.signedOutReloading',
              description: 'A revoked or expired session must not trap the customer: signed out anyway',
            },
          },
        },
      },
    },
    signedOutReloading: {
      description: 'The token is cleared; the page reloads after 500 ms, signed out.',
      entry: 'clearAuthToken',
      after: { reload: { actions: 'reloadPage' } },
    },
  },
});

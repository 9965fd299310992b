import { fromPromise } from 'xstate';
import type { SignupFields } from '../../contract/auth.ts';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { OutletSchema } from '../../contract/outlet.ts';
import type { AuthActionParams, AuthActorIO } from '../../machines/auth/auth.types.ts';
import { logout, register, sendOtp, verifyOtp } from '../api/auth.ts';
import { toast } from '../ui/toast.ts';
import { readStored } from './storage.ts';

type Params<Name extends keyof AuthActionParams> = AuthActionParams[Name];
type IO<Name extends keyof AuthActorIO> = AuthActorIO[Name];

export const readStoredAuthToken = () => localStorage.getItem(STORAGE_KEYS.authToken);

/** The outlet chosen before signing in becomes the customer's (spec: login_verify sends storeId). */
const storedOutletId = () => readStored(STORAGE_KEYS.location, OutletSchema)?.id ?? '';

/** The browser's side of the sign-in machine. */
export const authEffects = {
  actors: {
    sendOtp: fromPromise<IO<'sendOtp'>['output'], IO<'sendOtp'>['input']>(({ input }) => sendOtp(input.mobile)),
    register: fromPromise<IO<'register'>['output'], SignupFields>(async ({ input }) => {
      await register(input);
      return { message: MESSAGES.signedUp };
    }),
    verifyOtp: fromPromise<IO<'verifyOtp'>['output'], IO<'verifyOtp'>['input']>(({ input }) =>
      verifyOtp(input.challengeToken, input.otp, storedOutletId()),
    ),
    logout: fromPromise<IO<'logout'>['output'], IO<'logout'>['input']>(() => logout()),
  },
  actions: {
    saveAuthToken: (_: unknown, { token }: Params<'saveAuthToken'>) => {
      localStorage.setItem(STORAGE_KEYS.authToken, token);
      localStorage.removeItem(STORAGE_KEYS.otpToken);
    },
    clearAuthToken: () => {
      localStorage.removeItem(STORAGE_KEYS.authToken);
      localStorage.removeItem(STORAGE_KEYS.otpToken);
    },
    saveOtpToken: (_: unknown, { token }: Params<'saveOtpToken'>) => localStorage.setItem(STORAGE_KEYS.otpToken, token),
    reloadPage: () => window.location.reload(),
    notify: (_: unknown, { message }: Params<'notify'>) => {
      toast.success(message);
    },
  },
};

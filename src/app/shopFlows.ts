import { fromPromise } from 'xstate';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import type { AddToCartActionParams, AddToCartActorIO } from '../../machines/addToCart/addToCart.types.ts';
import { authMachine } from '../../machines/auth/auth.machine.ts';
import type { AuthActionParams, AuthActorIO } from '../../machines/auth/auth.types.ts';
import { cartMachine } from '../../machines/cart/cart.machine.ts';
import type { CartActionParams, CartActorIO } from '../../machines/cart/cart.types.ts';
import { addToCartChild } from '../../machines/shop/shop.flows.ts';
import type { ShopFlows } from '../../machines/shop/shop.types.ts';
import { logout, register, sendOtp, verifyOtp } from '../api/auth.ts';
import {
  addToCart,
  applyOffer,
  changeQuantity,
  clearCart,
  fetchCart,
  removeCartLine,
  updateCartLine,
} from '../api/cart.ts';
import { toast } from '../ui/toast.ts';
import { readStoredLocation, removeStored, writeText } from './storage.ts';

type AuthIO<Name extends keyof AuthActorIO> = AuthActorIO[Name];
type CartIO<Name extends keyof CartActorIO> = CartActorIO[Name];
type WizardIO<Name extends keyof AddToCartActorIO> = AddToCartActorIO[Name];

const logFailure = (_: unknown, { error }: { error: unknown }) => console.error(error);
const notifyRefusal = (_: unknown, { message }: { message: string }) => {
  toast.error(message);
};

const auth = authMachine.provide({
  actors: {
    sendOtp: fromPromise<AuthIO<'sendOtp'>['output'], AuthIO<'sendOtp'>['input']>(({ input }) => sendOtp(input.mobile)),
    register: fromPromise<AuthIO<'register'>['output'], AuthIO<'register'>['input']>(({ input }) =>
      register(input.ticket, input.fields),
    ),
    // The outlet chosen before signing in becomes the customer's (spec: login_verify sends storeId).
    verifyOtp: fromPromise<AuthIO<'verifyOtp'>['output'], AuthIO<'verifyOtp'>['input']>(({ input }) =>
      verifyOtp(input.challengeToken, input.otp, readStoredLocation().outlet?.id ?? ''),
    ),
    logout: fromPromise<AuthIO<'logout'>['output'], AuthIO<'logout'>['input']>(() => logout()),
  },
  actions: {
    saveAuthToken: (_, { token }: AuthActionParams['saveAuthToken']) => {
      writeText(STORAGE_KEYS.authToken, token);
      removeStored(STORAGE_KEYS.otpToken);
    },
    clearAuthToken: () => removeStored(STORAGE_KEYS.authToken, STORAGE_KEYS.otpToken),
    saveOtpToken: (_, { token }: AuthActionParams['saveOtpToken']) => writeText(STORAGE_KEYS.otpToken, token),
    reloadPage: () => window.location.reload(),
    notify: (_, { message }: AuthActionParams['notify']) => {
      toast.success(message);
    },
  },
});

const cart = cartMachine.provide({
  actors: {
    loadCart: fromPromise<CartIO<'loadCart'>['output'], CartIO<'loadCart'>['input']>(({ input }) =>
      fetchCart(input.code),
    ),
    saveQuantities: fromPromise<undefined, CartIO<'saveQuantities'>['input']>(async ({ input }) => {
      await Promise.all(
        Object.entries(input.quantities).map(([lineId, quantity]) =>
          quantity === 0 ? removeCartLine(lineId) : changeQuantity(lineId, quantity),
        ),
      );
    }),
    removeLine: fromPromise<undefined, CartIO<'removeLine'>['input']>(async ({ input }) => {
      await removeCartLine(input.lineId);
    }),
    clearCart: fromPromise<undefined, undefined>(async () => {
      await clearCart();
    }),
    applyOffer: fromPromise<undefined, CartIO<'applyOffer'>['input']>(async ({ input }) => {
      await applyOffer(input.code);
    }),
  },
  actions: {
    storeCode: (_, { code }: CartActionParams['storeCode']) => {
      if (code === '') removeStored(STORAGE_KEYS.code);
      else writeText(STORAGE_KEYS.code, code);
    },
    notifyRefusal,
    logFailure,
  },
});

const addToCartWizard = addToCartChild.provide({
  actors: {
    addToCart: fromPromise<WizardIO<'addToCart'>['output'], WizardIO<'addToCart'>['input']>(async ({ input }) => ({
      message: await addToCart(input),
    })),
    updateLine: fromPromise<undefined, WizardIO<'updateLine'>['input']>(async ({ input }) => {
      await updateCartLine(input);
    }),
  },
  actions: {
    notify: (_, { message }: AddToCartActionParams['notify']) => {
      toast.success(message);
    },
    notifyRefusal,
  },
});

/** Sign-in, add-to-cart and the cart with the browser's effects: loaded by the shop on first use (shopEffects.ts). */
export const shopFlows: ShopFlows = { auth, addToCart: addToCartWizard, cart };

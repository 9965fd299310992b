import { createActor, fromPromise } from 'xstate';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { addToCartMachine } from '../../machines/addToCart/addToCart.machine.ts';
import type { AddToCartActionParams, AddToCartActorIO } from '../../machines/addToCart/addToCart.types.ts';
import { cartMachine } from '../../machines/cart/cart.machine.ts';
import type { CartActionParams, CartActorIO } from '../../machines/cart/cart.types.ts';
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
import { onAccountSynced } from './accountSync.ts';
import { openSignIn } from './hooks.ts';
import { inspectForViewer } from './liveFlows.ts';

type CartIO<Name extends keyof CartActorIO> = CartActorIO[Name];
type WizardIO<Name extends keyof AddToCartActorIO> = AddToCartActorIO[Name];

const signedIn = localStorage.getItem(STORAGE_KEYS.authToken) !== null;
const readStoredCode = () => localStorage.getItem(STORAGE_KEYS.code) ?? '';

const cartEffects = {
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
    storeCode: (_: unknown, { code }: CartActionParams['storeCode']) => {
      if (code === '') localStorage.removeItem(STORAGE_KEYS.code);
      else localStorage.setItem(STORAGE_KEYS.code, code);
    },
    notifyRefusal: (_: unknown, { message }: CartActionParams['notifyRefusal']) => {
      toast.error(message);
    },
    logFailure: (_: unknown, { error }: CartActionParams['logFailure']) => console.error(error),
  },
};

/**
 * The signed-in customer's cart, shared by the menu's cart panel and the cart page. It starts only
 * for a customer: a visitor has no cart to read.
 */
export const cartActor = createActor(cartMachine.provide(cartEffects), {
  input: { code: readStoredCode() },
  inspect: inspectForViewer,
});
if (signedIn) {
  cartActor.start();
  // The delivery charge and the take-away-only offers follow the order type and outlet the server holds.
  onAccountSynced(() => cartActor.send({ type: 'cart.refresh' }));
}

const wizardEffects = {
  actors: {
    addToCart: fromPromise<WizardIO<'addToCart'>['output'], WizardIO<'addToCart'>['input']>(async ({ input }) => ({
      message: await addToCart(input),
    })),
    updateLine: fromPromise<undefined, WizardIO<'updateLine'>['input']>(async ({ input }) => {
      await updateCartLine(input);
    }),
  },
  actions: {
    openSignIn: () => {
      toast.error(MESSAGES.pleaseLoginFirst);
      openSignIn();
    },
    notify: (_: unknown, { message }: AddToCartActionParams['notify']) => {
      toast.success(message);
    },
    notifyRefusal: (_: unknown, { message }: AddToCartActionParams['notifyRefusal']) => {
      toast.error(message);
    },
    cartChanged: () => cartActor.send({ type: 'cart.refresh' }),
  },
};

/** ADD and Customize: the Jain step, the add-on step and the call, for the menu, the cart page and its recommendations. */
export const addToCartActor = createActor(addToCartMachine.provide(wizardEffects), {
  input: { signedIn },
  inspect: inspectForViewer,
}).start();

import type { AnyMachineSnapshot } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import { addToCartMachine } from '../../machines/addToCart/addToCart.machine.ts';
import type {
  AddToCartActionParams,
  AddToCartActorIO,
  AddToCartContext,
} from '../../machines/addToCart/addToCart.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { refusal } from '../samples/failures.ts';
import { hakkaNoodles, jainFriedRice, manchurianDry, sizzler } from '../samples/products.ts';

export const STORE = 'surat-adajan';
export const signedIn = { signedIn: true };
export const visitor = { signedIn: false };

const refused = refusal(409, MESSAGES.outletNotTakingOrders);

export const addToCartModel: MachineModel = {
  machine: addToCartMachine,
  starts: [
    { name: 'signed in', input: signedIn },
    { name: 'a visitor', input: visitor },
  ],
  actors: Object.keys({ addToCart: true, updateLine: true } satisfies Record<keyof AddToCartActorIO, true>),
  actions: Object.keys({
    openSignIn: true,
    notify: true,
    notifyRefusal: true,
    cartChanged: true,
  } satisfies Record<keyof AddToCartActionParams, true>),
  // What the guards read: which dish, whether customizing, which add-ons are chosen.
  key: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as AddToCartContext;
    return [context.signedIn, context.product?._id ?? null, context.lineId !== null, [...context.addonIds].sort()];
  },
  events: () => [
    { type: 'cart.add', product: manchurianDry, storeId: STORE },
    { type: 'cart.add', product: jainFriedRice, storeId: STORE },
    { type: 'cart.add', product: hakkaNoodles, storeId: STORE },
    { type: 'cart.add', product: sizzler, storeId: STORE },
    { type: 'cart.add', product: { ...hakkaNoodles, isDeleted: true }, storeId: STORE },
    { type: 'cart.customize', lineId: 'line-1', product: manchurianDry, isJain: true, addonIds: ['schezwan-dip'] },
    { type: 'jain.set', isJain: true },
    { type: 'jain.next' },
    // The dip dish's radio group swaps its one choice; the sizzler's two sauces refuse a third.
    { type: 'addon.toggle', addonId: 'schezwan-dip' },
    { type: 'addon.toggle', addonId: 'mayo-dip' },
    { type: 'addon.toggle', addonId: 'schezwan' },
    { type: 'addon.toggle', addonId: 'hot-garlic' },
    { type: 'addon.toggle', addonId: 'manchurian' },
    { type: 'addon.back' },
    { type: 'wizard.submit' },
    { type: 'wizard.close' },
    done('addToCart', { message: MESSAGES.addedToCart }),
    failed('addToCart', refused),
    done('updateLine', undefined),
    failed('updateLine', refused),
  ],
};

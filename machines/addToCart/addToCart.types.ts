import type { Product } from '../../contract/menu.ts';

export interface AddToCartInput {
  /** Whether an `authToken` is stored: a visitor is sent to the login panel instead. */
  signedIn: boolean;
}

export interface AddToCartContext {
  signedIn: boolean;
  /** The dish being added or customized; null while the wizard is closed. */
  product: Product | null;
  storeId: string;
  /** Set when customizing a cart line: the wizard updates it instead of adding. */
  lineId: string | null;
  isJain: boolean;
  addonIds: string[];
  /** The step's message: too few or too many add-ons ('Select 2 add-ons'), or the server's refusal. */
  error: string | null;
}

export type AddToCartEvent =
  /** ADD on a product card (or a recommendation). */
  | { type: 'cart.add'; product: Product; storeId: string }
  /** Customize on a cart line. */
  | { type: 'cart.customize'; lineId: string; product: Product; isJain: boolean; addonIds: string[] }
  | { type: 'jain.set'; isJain: boolean }
  /** Next: from the Jain step to the add-on step. */
  | { type: 'jain.next' }
  | { type: 'addon.toggle'; addonId: string }
  /** Back: from the add-on step to the Jain step, for a Jain-capable dish. */
  | { type: 'addon.back' }
  /** Add To Cart, or Update Item when customizing. */
  | { type: 'wizard.submit' }
  | { type: 'wizard.close' };

export interface AddToCartActorIO {
  addToCart: {
    input: { productId: string; storeId: string; addonIds: string[]; isJain: boolean };
    output: { message: string };
  };
  updateLine: { input: { lineId: string; addonIds: string[]; isJain: boolean }; output: undefined };
}

export interface AddToCartActionParams {
  /** A visitor pressed ADD: the login panel opens. */
  openSignIn: undefined;
  /** The server's message after adding ('Added to cart'), as a success toast. */
  notify: { message: string };
  /** The server refused a dish that has no choices to correct: its message as an error toast. */
  notifyRefusal: { message: string };
  /** The cart changed: the cart panel and the page refresh it. */
  cartChanged: undefined;
}

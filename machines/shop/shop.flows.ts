import { sendParent } from 'xstate';
import { addToCartMachine } from '../addToCart/addToCart.machine.ts';

/**
 * The add-to-cart wizard as the shop runs it: a visitor's ADD and a changed cart go to the shop, which
 * opens the login panel or refreshes the cart. Apart from shop.children.ts because its code loads later,
 * with the other flows a customer needs only once they act.
 */
export const addToCartChild = addToCartMachine.provide({
  actions: {
    openSignIn: sendParent({ type: 'addToCart.signInNeeded' }),
    cartChanged: sendParent({ type: 'cart.changed' }),
  },
});

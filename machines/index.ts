import type { AnyStateMachine } from 'xstate';
import { addressMachine } from './address/address.machine.ts';
import { addressRemovalMachine } from './addressRemoval/addressRemoval.machine.ts';
import { addToCartMachine } from './addToCart/addToCart.machine.ts';
import { authMachine } from './auth/auth.machine.ts';
import { blogMachine } from './blog/blog.machine.ts';
import { cartMachine } from './cart/cart.machine.ts';
import { checkoutMachine } from './checkout/checkout.machine.ts';
import { consoleMachine } from './console/console.machine.ts';
import { dishSearchMachine } from './dishSearch/dishSearch.machine.ts';
import { favouritesMachine } from './favourites/favourites.machine.ts';
import { feedbackMachine } from './feedback/feedback.machine.ts';
import { likeMachine } from './like/like.machine.ts';
import { locationMachine } from './location/location.machine.ts';
import { menuFiltersMachine } from './menuFilters/menuFilters.machine.ts';
import { orderMachine } from './order/order.machine.ts';
import { orderTrackingMachine } from './orderTracking/orderTracking.machine.ts';
import { orderTypeMachine } from './orderType/orderType.machine.ts';
import { paymentMachine } from './payment/payment.machine.ts';
import { profileMachine } from './profile/profile.machine.ts';
import { reorderMachine } from './reorder/reorder.machine.ts';
import { shopMachine } from './shop/shop.machine.ts';
import { walletTopUpMachine } from './walletTopUp/walletTopUp.machine.ts';

export interface MachineEntry {
  id: string;
  title: string;
  description: string;
  /** The chart as the app runs it. */
  machine: AnyStateMachine;
}

/** Every flow of the storefront, for the flow viewer and the path-coverage report. */
export const machines: MachineEntry[] = [
  {
    id: 'shop',
    title: 'The shop',
    description:
      'Runs the actors that live as long as the page and relays what one tells the others: outlet, order type, server, sign-in and cart.',
    machine: shopMachine,
  },
  {
    id: 'location',
    title: 'Choosing the outlet',
    description:
      'Finds the nearest outlet from the device position, re-checks a saved one, and lets the visitor pick another for delivery or take away.',
    machine: locationMachine,
  },
  {
    id: 'orderType',
    title: 'Delivery or Take Away',
    description: 'Switches between delivery and take away, offering only what the chosen outlet does.',
    machine: orderTypeMachine,
  },
  {
    id: 'dishSearch',
    title: 'Dish search',
    description: 'Searches dishes as the visitor types in the header, once typing pauses for 300 ms.',
    machine: dishSearchMachine,
  },
  {
    id: 'menuFilters',
    title: 'Menu filters',
    description: 'Shows the menu grouped by category, and sorts and filters it into one list.',
    machine: menuFiltersMachine,
  },
  {
    id: 'auth',
    title: 'Sign in, sign up, sign out',
    description:
      'Texts a one-time code to the mobile number and signs the customer in with it; unknown numbers sign up first.',
    machine: authMachine,
  },
  {
    id: 'profile',
    title: 'Profile',
    description: 'Shows the profile and saves a new first name, last name or email; the mobile number stays.',
    machine: profileMachine,
  },
  {
    id: 'addToCart',
    title: 'Adding a dish',
    description:
      'ADD and Customize: the Jain preparation first where the dish allows it, then its add-ons, then into the cart.',
    machine: addToCartMachine,
  },
  {
    id: 'cart',
    title: 'Cart',
    description:
      'Quantities sent 300 ms after the last click, removing, clearing and the offer code; every change re-reads the priced cart.',
    machine: cartMachine,
  },
  {
    id: 'address',
    title: 'Adding or updating an address',
    description:
      'The address form, the server finds it on the map, the customer drags the pin to the door if need be and confirms.',
    machine: addressMachine,
  },
  {
    id: 'addressRemoval',
    title: 'Deleting an address',
    description: 'My Address: the dialog asks first; the address goes once the server has deleted it.',
    machine: addressRemovalMachine,
  },
  {
    id: 'checkout',
    title: 'Checkout',
    description:
      'Order type, address, payment (cash, online or the wallet) and instructions; PLACE ORDER, the address map for delivery, the confirmation and the order.',
    machine: checkoutMachine,
  },
  {
    id: 'payment',
    title: 'Online payment',
    description:
      'Posts the card gateway form for an unpaid order; back from the gateway, reads the order until it is paid or failed.',
    machine: paymentMachine,
  },
  {
    id: 'orderTracking',
    title: 'Following an order',
    description:
      'The order page: reads the order, follows its moves live (reconnecting after a drop) until it is over, and cancels it until the outlet accepts.',
    machine: orderTrackingMachine,
  },
  {
    id: 'reorder',
    title: 'Ordering again',
    description:
      "'Order again' on a past order: its dishes go into the cart at today's prices, then the cart opens and says what was not available.",
    machine: reorderMachine,
  },
  {
    id: 'favourites',
    title: 'My favourites',
    description:
      'The liked dishes on the account page: unliking one or clearing all shows at once, then the list is read again.',
    machine: favouritesMachine,
  },
  {
    id: 'like',
    title: "A dish's heart",
    description:
      "The heart on a menu card: it flips at once, the server's answer then stands, a failure flips it back.",
    machine: likeMachine,
  },
  {
    id: 'walletTopUp',
    title: 'Adding money to the wallet',
    description: 'Add Wallet: the amount is checked, then the card gateway form for the top-up is posted.',
    machine: walletTopUpMachine,
  },
  {
    id: 'blog',
    title: 'The blog',
    description:
      'Reads the posts, or one post with its related posts; an unknown id says so, an ambiguous one opens the list.',
    machine: blogMachine,
  },
  {
    id: 'feedback',
    title: 'Feedback',
    description:
      'The feedback form: cities and outlets loaded first, the nine checks in order, then sent; the form empties once sent.',
    machine: feedbackMachine,
  },
  {
    id: 'order',
    title: 'An order’s life',
    description:
      'Placed, accepted, prepared, out with a rider or collected, settled; or rejected or cancelled: the moves the outlet, its point of sale and the customer may make.',
    machine: orderMachine,
  },
  {
    id: 'console',
    title: 'The staff console',
    description:
      'Staff sign in by mobile and code; the live board of the outlet’s orders, read again on every change and after a dropped connection; moves and outlet switches.',
    machine: consoleMachine,
  },
];

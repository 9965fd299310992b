import { assign, setup } from 'xstate';
import type { Cart } from '../../contract/cart.ts';
import { CART_DEBOUNCE_MS, QUANTITY_MAX } from '../../contract/constants.ts';
import { isSoldOut } from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import {
  failedWith,
  LOG_FAILURE,
  refusalMessage,
  refusalSaid,
  reportFailure,
  serverRefused,
} from '../shared/failure.ts';
import { isBlank } from '../shared/isBlank.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import type { CartActionParams, CartActorIO, CartContext, CartEvent, CartInput } from './cart.types.ts';

const ID = 'cart';

/**
 * The line's quantity after a step, from 0 (deleted) to the most a line holds; null when it cannot step: no such
 * line, past those, or one more of a dish the outlet no longer sells, which could not be ordered.
 */
function stepped(cart: Cart | null, lineId: string, step: 1 | -1): number | null {
  const line = cart?.cart_data.find((candidate) => candidate._id === lineId);
  if (!line || (step === 1 && isSoldOut(line.product))) return null;
  const quantity = line.quantity + step;
  return quantity >= 0 && quantity <= QUANTITY_MAX ? quantity : null;
}

/** The cart as shown while a change waits to be sent: the new quantity, a line at 0 gone. */
function showQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  return {
    ...cart,
    cart_data: cart.cart_data
      .map((line) => (line._id === lineId ? { ...line, quantity } : line))
      .filter((line) => line.quantity > 0),
  };
}

const NOTIFY_REFUSAL = [{ type: 'notifyRefusal', params: refusalSaid }] as const;

/** A quantity click on the event's line, as the params of `canStep` and `stepQuantity`. */
const stepOf =
  (step: 1 | -1) =>
  ({ event }: { event: { lineId: string } }) => ({ lineId: event.lineId, step });
const ONE_MORE = stepOf(1);
const ONE_LESS = stepOf(-1);

/**
 * The cart page and panel (spec sections 2 "Cart", 4 "Cart line quantity" and "Offer applied", 9):
 * quantity steps sent 300 ms after the last click, removing, clearing, refreshing, applying and removing
 * an offer code. Every change ends with the cart read again, priced by the server, with the saved code: a
 * code the server no longer applies to it (the order type or the cart changed) is removed, with a note.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    tags: {} as 'loading',
  },
  actors: appActors<CartActorIO>(ID, ['loadCart', 'saveQuantities', 'removeLine', 'clearCart', 'applyOffer']),

  delays: { debounce: CART_DEBOUNCE_MS },
  guards: {
    canStep: ({ context }, params: { lineId: string; step: 1 | -1 }) =>
      stepped(context.cart, params.lineId, params.step) !== null,
    couponBlank: ({ context }) => isBlank(context.couponText),
    codeNoLongerApplies: ({ context }, params: { cart: Cart }) => context.code !== '' && params.cart.offer_code === '',
    serverRefused,
    backOnline: (_, params: { online: boolean }) => params.online,
  },
  actions: {
    ...appActions<CartActionParams>(ID, ['storeCode', 'notifyRefusal', 'logFailure']),
    showCart: assign((_, params: { cart: Cart }) => ({ cart: params.cart, saved: params.cart })),
    /** Quantity clicks that could not be sent: the lines go back to the server's. */
    undoSteps: assign(({ context }) => ({ cart: context.saved, pending: {} })),
    stepQuantity: assign(({ context }, params: { lineId: string; step: 1 | -1 }) => {
      const quantity = stepped(context.cart, params.lineId, params.step);
      if (quantity === null || context.cart === null) return {};
      return {
        cart: showQuantity(context.cart, params.lineId, quantity),
        pending: { ...context.pending, [params.lineId]: quantity },
      };
    }),
    forgetPending: assign({ pending: {} }),
    setCouponText: assign((_, params: { text: string }) => ({
      couponText: params.text,
      couponError: null,
      couponNotice: null,
    })),
    showCouponBlank: assign({ couponError: MESSAGES.provideOfferCode }),
    adoptCode: assign(({ context }) => ({
      code: context.couponText.trim().toUpperCase(),
      couponText: '',
      couponError: null,
      couponNotice: null,
    })),
    dropCode: assign({ code: '' }),
    forgetCodeNote: assign({ couponNotice: null }),
    noteCodeRemoved: assign(({ context }, params: { cart: Cart }) => ({
      couponNotice: MESSAGES.offerRemoved(context.code, params.cart.offer_refusal),
    })),
    showCouponRefusal: assign((_, params: { error: unknown }) => ({
      couponError: refusalMessage(params.error),
      couponNotice: null,
    })),
  },
}).createMachine({
  id: 'cart',
  description: "The customer's cart: quantities, removing, clearing and the offer code, always priced by the server.",
  context: ({ input }) => ({
    cart: null,
    saved: null,
    code: input.code,
    couponText: '',
    pending: {},
    couponError: null,
    couponNotice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'codeNoLongerApplies', params: ({ event }) => ({ cart: event.output }) },
            target: 'ready',
            description:
              'The saved code stopped applying (another order type, a smaller cart): removed, with a note saying why',
            actions: [
              { type: 'showCart', params: ({ event }) => ({ cart: event.output }) },
              { type: 'noteCodeRemoved', params: ({ event }) => ({ cart: event.output }) },
              'dropCode',
              { type: 'storeCode', params: { code: '' } },
            ],
          },
          {
            target: 'ready',
            description: 'A note of a code removed before goes: it told of that read (switched back, it would mislead)',
            actions: [{ type: 'showCart', params: ({ event }) => ({ cart: event.output }) }, 'forgetCodeNote'],
          },
        ],
        onError: reportFailure({ target: 'unavailable', show: NOTIFY_REFUSAL, failureShown: false }),
      },
    },
    unavailable: {
      description: 'The cart could not be read; a refresh tries again, and so does the device coming back online.',
      on: {
        'cart.refresh': 'loading',
        'connection.changed': {
          guard: { type: 'backOnline', params: ({ event }) => event },
          target: 'loading',
          description: 'The device is back online: read it now',
        },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'line.increment': {
          guard: { type: 'canStep', params: ONE_MORE },
          target: '.quantitiesWaiting',
          reenter: true,
          actions: { type: 'stepQuantity', params: ONE_MORE },
        },
        'line.decrement': {
          guard: { type: 'canStep', params: ONE_LESS },
          target: '.quantitiesWaiting',
          reenter: true,
          description: 'Down to 0 deletes the line',
          actions: { type: 'stepQuantity', params: ONE_LESS },
        },
        'line.remove': { target: 'removing' },
        'cart.clear': { target: 'clearWaiting' },
        'cart.refresh': { target: 'refreshWaiting' },
        'coupon.input': { actions: { type: 'setCouponText', params: ({ event }) => event } },
        'coupon.apply': [
          { guard: 'couponBlank', actions: 'showCouponBlank', description: "'Provide Offer Code'" },
          { target: 'applyWaiting' },
        ],
        'coupon.remove': {
          target: 'loading',
          description: 'REMOVE: the code is forgotten and the cart read without it',
          actions: ['dropCode', { type: 'storeCode', params: { code: '' } }],
        },
      },
      states: {
        idle: {},
        quantitiesWaiting: {
          description: 'Quantity clicks are sent 300 ms after the last one.',
          after: { debounce: '#cart.savingQuantities' },
        },
      },
    },
    savingQuantities: {
      tags: ['loading'],
      invoke: {
        id: 'saveQuantities',
        src: 'saveQuantities',
        input: ({ context }) => ({ quantities: context.pending }),
        onDone: { target: 'loading', actions: 'forgetPending' },
        onError: [
          {
            guard: { type: 'serverRefused', params: failedWith },
            target: 'loading',
            description: "Refused: the server's msg, and the cart read again",
            actions: ['forgetPending', ...NOTIFY_REFUSAL],
          },
          {
            target: 'ready',
            description:
              'A network failure (offline): only logged, and the quantities go back to what the server holds',
            actions: ['undoSteps', LOG_FAILURE],
          },
        ],
      },
    },
    removing: {
      tags: ['loading'],
      invoke: {
        id: 'removeLine',
        src: 'removeLine',
        input: ({ event }) => ({ lineId: event.type === 'line.remove' ? event.lineId : '' }),
        onDone: 'loading',
        onError: reportFailure({ target: 'loading', show: NOTIFY_REFUSAL, failureShown: false }),
      },
    },
    clearWaiting: { tags: ['loading'], after: { debounce: 'clearing' } },
    clearing: {
      tags: ['loading'],
      invoke: {
        id: 'clearCart',
        src: 'clearCart',
        onDone: 'loading',
        onError: reportFailure({ target: 'loading', show: NOTIFY_REFUSAL, failureShown: false }),
      },
    },
    refreshWaiting: {
      tags: ['loading'],
      after: { debounce: 'loading' },
      on: {
        'cart.refresh': { target: 'refreshWaiting', reenter: true, description: 'Each request restarts the wait' },
      },
    },
    applyWaiting: { tags: ['loading'], after: { debounce: 'applying' } },
    applying: {
      tags: ['loading'],
      invoke: {
        id: 'applyOffer',
        src: 'applyOffer',
        input: ({ context }) => ({ code: context.couponText.trim().toUpperCase() }),
        onDone: {
          target: 'loading',
          actions: ['adoptCode', { type: 'storeCode', params: ({ context }) => ({ code: context.code }) }],
        },
        onError: [
          {
            guard: { type: 'serverRefused', params: ({ event }) => event },
            target: 'loading',
            description: "A refused code: the server's message, and the totals without a discount",
            actions: [
              { type: 'showCouponRefusal', params: ({ event }) => event },
              'dropCode',
              { type: 'storeCode', params: { code: '' } },
            ],
          },
          {
            target: 'loading',
            description: 'Offline: logged, and the code applied before stays',
            actions: LOG_FAILURE,
          },
        ],
      },
    },
  },
});

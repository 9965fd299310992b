import { assign, setup } from 'xstate';
import type { Address } from '../../contract/address.ts';
import type { OrderType, PaymentMethod } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { dishNotAvailableNamed } from '../cart/cart.selectors.ts';
import type { GatewayForm } from '../payment/payment.types.ts';
import { failedWith, failureAsError, isServerRefusal, reportFailure, serverRefused } from '../shared/failure.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import { required } from '../shared/required.ts';
import { deliveryMinimumNote } from './checkout.selectors.ts';
import type {
  CheckoutActionParams,
  CheckoutActorIO,
  CheckoutContext,
  CheckoutDraft,
  CheckoutEvent,
  CheckoutInput,
  PlaceOrderOutput,
} from './checkout.types.ts';

const ID = 'checkout';

/** The most cooking instructions the server takes (`PlaceOrderRequest`). */
export const INSTRUCTIONS_MAX = 300;

type Offer = Pick<CheckoutContext, 'deliveryEnabled' | 'pickupEnabled'>;

const enabled = (offer: Offer, orderType: OrderType) =>
  orderType === 'delivery' ? offer.deliveryEnabled : offer.pickupEnabled;

/** The held order type if the outlet takes it, else the one it does take. */
function startingOrderType(input: CheckoutInput): OrderType {
  const other: OrderType = input.orderType === 'delivery' ? 'take_out' : 'delivery';
  return !enabled(input, input.orderType) && enabled(input, other) ? other : input.orderType;
}

/** Spec section 4: COD when the outlet allows it, else online. */
const defaultPayment = (codAllowed: boolean): PaymentMethod => (codAllowed ? 'COD' : 'Online_Payment');

const paise = (rupees: number) => Math.round(rupees * 100);

const SHOW_REFUSAL = [{ type: 'showRefusal', params: failedWith }] as const;

/** The choices as they now stand, for the tab to keep. */
const KEEP_DRAFT = {
  type: 'keepDraft',
  params: ({ context }: { context: CheckoutContext }): CheckoutDraft => ({
    addressId: context.addressId,
    instructions: context.instructions,
  }),
} as const;
/** A placed order's choices are not kept for the next checkout. */
const FORGET_DRAFT = { type: 'keepDraft', params: { addressId: null, instructions: '' } } as const;

/** Cash on delivery where the outlet takes it; the wallet when its balance covers the order; online always. */
function paymentOffered(
  context: Pick<CheckoutContext, 'codAllowed' | 'walletBalance' | 'grandTotal'>,
  method: PaymentMethod,
): boolean {
  if (method === 'COD') return context.codAllowed;
  if (method === 'Wallet') return paise(context.walletBalance) >= paise(context.grandTotal);
  return true;
}

/** The payment method chosen, if still offered once the cart or the wallet changed; else the default. */
function paymentStill(
  context: Pick<CheckoutContext, 'paymentMethod'>,
  now: Pick<CheckoutContext, 'codAllowed' | 'walletBalance' | 'grandTotal'>,
): PaymentMethod {
  return paymentOffered(now, context.paymentMethod) ? context.paymentMethod : defaultPayment(now.codAllowed);
}

function placedOrder(output: PlaceOrderOutput): CheckoutActionParams['orderPlaced'] {
  if (output.kind !== 'placed') throw new Error('expected an order placed at once here');
  return { orderId: output._id, orderNumber: output.order_id };
}

function gatewayForm(output: PlaceOrderOutput): GatewayForm {
  if (output.kind !== 'redirect') throw new Error("expected the gateway's form here");
  const { orderId, gatewayUrl, encRequest, accessCode } = output;
  return { orderId, gatewayUrl, encRequest, accessCode };
}

/** Only an address the customer's outlet delivers to (the server says which) can be chosen for delivery. */
const deliverableAddress = (addresses: Address[], addressId: string | null) =>
  addresses.some((address) => address._id === addressId && address.deliverable);

/** The one address of the list the outlet delivers to, when there is exactly one: nothing else could be chosen. */
function onlyDeliverable(addresses: Address[]): string | null {
  const deliverable = addresses.filter((address) => address.deliverable);
  return deliverable.length === 1 ? (deliverable[0]?._id ?? null) : null;
}

/**
 * A saved list: a single address that was not there before is the one just added, so it is selected if
 * the outlet delivers there; a selection deleted, or now beyond the radius, is dropped.
 */
function selectionAfter(context: CheckoutContext, addresses: Address[]): string | null {
  const known = new Set(context.addresses.map((address) => address._id));
  const added = addresses.filter((address) => !known.has(address._id));
  if (added.length === 1 && added[0]?.deliverable) return added[0]._id;
  return deliverableAddress(addresses, context.addressId) ? context.addressId : null;
}

/**
 * The cart page's checkout (spec sections 2 "Cart", 4 "Address", "Payment method" and "Order placement
 * failure", 5): order type, delivery address, payment method and cooking instructions; PLACE ORDER
 * checks the network, the cart and the address, then asks the server whether the outlet takes the order
 * (validateBranch, its refusal shown by the button); a delivery order confirms its address on the map first,
 * then the order confirmation; Confirm places the order unless the device is offline. A refusal shows the
 * server's msg and Confirm works again.
 *
 * Cash on delivery and the wallet (when its balance covers the grand total) place the order at once;
 * online payment places it unpaid and leaves for the card gateway with the form the server made.
 *
 * Every placement sends the checkout's one `checkoutId`, so retrying after a lost reply cannot place a
 * second order: the server keeps only placed orders under it, and a placed order ends the checkout.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as 'loading',
  },
  actors: appActors<CheckoutActorIO>(ID, ['validateBranch', 'placeOrder']),
  guards: {
    orderTypeEnabled: ({ context }, params: { orderType: OrderType }) => enabled(context, params.orderType),
    paymentAllowed: ({ context }, params: { method: PaymentMethod }) => paymentOffered(context, params.method),
    addressDeliverable: ({ context }, params: { addressId: string }) =>
      deliverableAddress(context.addresses, params.addressId),
    offline: ({ context }) => !context.online,
    cartEmpty: ({ context }) => context.cartEmpty,
    dishUnavailable: ({ context }) => context.unavailableDish !== null,
    belowDeliveryMinimum: ({ context }) => deliveryMinimumNote(context) !== null,
    noAddressForDelivery: ({ context }) => context.orderType === 'delivery' && context.addressId === null,
    delivery: ({ context }) => context.orderType === 'delivery',
    redirectsToGateway: (_, params: { output: PlaceOrderOutput }) => params.output.kind === 'redirect',
    serverRefused,
    /** A conflict: the cart, the outlet or the wallet is not what the page shows (prices, a dish sold out, closed). */
    cartOutOfDate: (_, params: { error: unknown }) => isServerRefusal(params.error) && params.error.status === 409,
  },
  actions: {
    ...appActions<CheckoutActionParams>(ID, [
      'orderPlaced',
      'postToGateway',
      'orderTypeChanged',
      'logFailure',
      'keepDraft',
      'reviewCart',
    ]),
    setOrderType: assign((_, params: { orderType: OrderType }) => ({ orderType: params.orderType, error: null })),
    selectAddress: assign((_, params: { addressId: string }) => ({ addressId: params.addressId, error: null })),
    adoptAddresses: assign(({ context }, params: { addresses: Address[] }) => {
      const addressId = selectionAfter(context, params.addresses);
      // A newly selected address answers 'Please select address'.
      return { addresses: params.addresses, addressId, error: addressId === context.addressId ? context.error : null };
    }),
    adoptCart: assign(({ context }, params: Omit<Extract<CheckoutEvent, { type: 'cart.changed' }>, 'type'>) => {
      const cart = {
        cartEmpty: params.cartEmpty,
        unavailableDish: params.unavailableDish ?? null,
        codAllowed: params.codAllowed ?? context.codAllowed,
        grandTotal: params.grandTotal ?? context.grandTotal,
        subtotal: params.subtotal ?? context.subtotal,
        walletBalance: context.walletBalance,
      };
      return { ...cart, paymentMethod: paymentStill(context, cart) };
    }),
    adoptWalletBalance: assign(({ context }, params: { balance: number }) => {
      const wallet = { ...context, walletBalance: params.balance };
      return { walletBalance: params.balance, paymentMethod: paymentStill(context, wallet) };
    }),
    setOnline: assign((_, params: { online: boolean }) => ({ online: params.online })),
    setPayment: assign((_, params: { method: PaymentMethod }) => ({ paymentMethod: params.method })),
    setInstructions: assign((_, params: { text: string }) => ({
      instructions: params.text.slice(0, INSTRUCTIONS_MAX),
    })),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
    showRefusal: assign(failureAsError),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'checkout',
  description:
    'Order type, address, payment method and instructions, then PLACE ORDER, the confirmations and the order. The address and the instructions this tab chose before are taken again where they still hold.',
  context: ({ input }) => ({
    orderType: startingOrderType(input),
    codAllowed: input.codAllowed,
    deliveryEnabled: input.deliveryEnabled,
    pickupEnabled: input.pickupEnabled,
    addresses: input.addresses,
    cartEmpty: input.cartEmpty,
    unavailableDish: input.unavailableDish,
    walletBalance: input.walletBalance,
    grandTotal: input.grandTotal,
    subtotal: input.subtotal,
    // The tab's last choice, or the only address the outlet delivers to: the map still asks to confirm it.
    addressId: deliverableAddress(input.addresses, input.draft.addressId)
      ? input.draft.addressId
      : onlyDeliverable(input.addresses),
    paymentMethod: defaultPayment(input.codAllowed),
    instructions: input.draft.instructions.slice(0, INSTRUCTIONS_MAX),
    error: null,
    checkoutId: input.checkoutId,
    online: input.online,
  }),
  initial: 'choosing',
  on: {
    'addresses.changed': {
      description:
        'A single new address is selected if the outlet delivers there; a selection deleted or now beyond the radius is dropped',
      actions: [{ type: 'adoptAddresses', params: ({ event }) => event }, KEEP_DRAFT],
    },
    'cart.changed': {
      description:
        'A payment method no longer offered (cash on delivery stopped, the wallet short of a new total) falls back to the default',
      actions: { type: 'adoptCart', params: ({ event }) => event },
    },
    'wallet.changed': {
      description:
        'The wallet read again (a top-up, or spent elsewhere): short of the total, the wallet falls back to the default',
      actions: { type: 'adoptWalletBalance', params: ({ event }) => event },
    },
    'connection.changed': { actions: { type: 'setOnline', params: ({ event }) => event } },
  },
  states: {
    choosing: {
      description:
        'The cart page: Delivery or Take Away, the address (delivery only), payment method, cooking instructions.',
      on: {
        'orderType.change': {
          guard: { type: 'orderTypeEnabled', params: ({ event }) => event },
          description: 'Only a type the outlet enables',
          actions: [
            { type: 'setOrderType', params: ({ event }) => event },
            { type: 'orderTypeChanged', params: ({ event }) => ({ orderType: event.orderType }) },
          ],
        },
        'address.select': {
          guard: { type: 'addressDeliverable', params: ({ event }) => event },
          description: "A saved address within the delivery radius of the customer's outlet; the tab keeps it",
          actions: [{ type: 'selectAddress', params: ({ event }) => event }, KEEP_DRAFT],
        },
        'payment.change': {
          guard: { type: 'paymentAllowed', params: ({ event }) => event },
          description: 'Cash on delivery only where the outlet allows it; the wallet only when it covers the total',
          actions: { type: 'setPayment', params: ({ event }) => event },
        },
        'instructions.change': {
          description: 'At most 300 characters; the tab keeps them',
          actions: [{ type: 'setInstructions', params: ({ event }) => event }, KEEP_DRAFT],
        },
        'order.place': [
          {
            guard: 'offline',
            actions: { type: 'showError', params: { message: MESSAGES.offlineOrder } },
            description: 'No network: refused before any call',
          },
          {
            guard: 'cartEmpty',
            actions: { type: 'showError', params: { message: MESSAGES.cartIsEmpty } },
            description: "'Cart is empty'",
          },
          {
            guard: 'dishUnavailable',
            actions: {
              type: 'showError',
              params: ({ context }) => ({ message: dishNotAvailableNamed(context.unavailableDish ?? '') }),
            },
            description: 'A dish the outlet no longer sells is named: it must be removed first',
          },
          {
            guard: 'belowDeliveryMinimum',
            actions: {
              type: 'showError',
              params: ({ context }) => ({ message: required(deliveryMinimumNote(context), 'the delivery minimum') }),
            },
            description: 'A delivery under the minimum Sub Total says how much more: refused before any call',
          },
          {
            guard: 'noAddressForDelivery',
            actions: { type: 'showError', params: { message: MESSAGES.pleaseSelectAddress } },
            description: "'Please select address'",
          },
          { target: 'checkingOutlet', actions: 'clearError', description: 'The outlet is asked first' },
        ],
      },
    },
    checkingOutlet: {
      description: 'validateBranch: can the outlet take this order type now (active, open, the type enabled)?',
      tags: ['loading'],
      invoke: {
        id: 'validateBranch',
        src: 'validateBranch',
        input: ({ context }) => ({ orderType: context.orderType }),
        onDone: [
          {
            guard: 'delivery',
            target: 'confirmingAddress',
            description: 'A delivery order confirms its address on the map first',
          },
          { target: 'confirming', description: 'Take away: straight to the order confirmation' },
        ],
        onError: reportFailure({
          target: 'choosing',
          show: SHOW_REFUSAL,
          refused: "Refused (closed, not taking orders, the type switched off): the server's msg by PLACE ORDER",
          failed: 'A network failure: logged, a generic message, and PLACE ORDER works again',
        }),
      },
    },
    confirmingAddress: {
      description: "The delivery address's map: Confirm goes on to the order confirmation.",
      on: {
        'address.confirmed': 'confirming',
        'order.cancel': 'choosing',
      },
    },
    confirming: {
      description: "The order confirmation: Confirm places the order; after a refusal it shows the server's msg.",
      on: {
        'order.confirm': [
          {
            guard: 'offline',
            actions: { type: 'showError', params: { message: MESSAGES.offlineOrder } },
            description: 'No network: refused before any call',
          },
          { target: 'placing', actions: 'clearError' },
        ],
        'order.cancel': { target: 'choosing', actions: 'clearError' },
      },
    },
    placing: {
      description: 'Places the order; Confirm is disabled meanwhile.',
      tags: ['loading'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          checkoutId: context.checkoutId,
          orderType: context.orderType,
          addressId: context.orderType === 'delivery' ? (context.addressId ?? '') : '',
          paymentMethod: context.paymentMethod,
          instructions: context.instructions.trim(),
        }),
        onDone: [
          {
            guard: { type: 'redirectsToGateway', params: ({ event }) => event },
            target: 'redirecting',
            description: "Online: the order waits for its payment; the app posts the gateway's form",
            actions: [FORGET_DRAFT, { type: 'postToGateway', params: ({ event }) => gatewayForm(event.output) }],
          },
          {
            target: 'placed',
            description: 'Cash on delivery or the wallet: the order is placed',
            actions: [FORGET_DRAFT, { type: 'orderPlaced', params: ({ event }) => placedOrder(event.output) }],
          },
        ],
        onError: [
          {
            guard: { type: 'cartOutOfDate', params: failedWith },
            target: 'choosing',
            description:
              "A conflict ('Prices have changed', a dish sold out, the outlet closed): the confirmation closes on the cart, read again with the account (another device may have chosen another outlet or order type), for the customer to review",
            actions: [...SHOW_REFUSAL, 'reviewCart'],
          },
          ...reportFailure({
            target: 'confirming',
            show: SHOW_REFUSAL,
            refused:
              "Refused (the address, the minimum, the offer): the server's msg, and Confirm works again with the same checkoutId",
            failed: 'A network failure: logged, a generic message, and Confirm works again',
          }),
        ],
      },
    },
    placed: {
      type: 'final',
      description: 'The order is placed: the app opens /successPayment for it.',
    },
    redirecting: {
      type: 'final',
      description:
        'Online: the form is posted and the page leaves for the card gateway, which sends the customer back to /successPayment, /paymentFailed or /paymentWaiting.',
    },
  },
});

import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { Cart } from '../../contract/cart.ts';
import { type OrderType, STORAGE_KEYS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Outlet } from '../../contract/outlet.ts';
import type { CheckoutActionParams, CheckoutActorIO, CheckoutDraft } from '../../machines/checkout/checkout.types.ts';
import { type Checkout, placeCodOrder, validateBranch } from '../api/orders.ts';
import { placeOnlineOrder, placeWalletOrder } from '../api/payments.ts';
import { toast } from '../ui/toast.ts';
import { gatewayForm, postToGateway } from './paymentEffects.ts';
import { readStored, writeStored } from './storage.ts';

type IO<Name extends keyof CheckoutActorIO> = CheckoutActorIO[Name];

/** The draft as the tab keeps it: whose it is, so that another customer signing in on the tab does not get it. */
const KeptDraftSchema = v.object({
  customerId: v.string(),
  addressId: v.nullable(v.string()),
  instructions: v.string(),
});

/** The checkout's choices this tab kept for the customer (checkout.machine.ts takes those that still hold). */
export function keptDraft(customerId: string): CheckoutDraft {
  const kept = readStored(STORAGE_KEYS.checkoutDraft, KeptDraftSchema, sessionStorage);
  return kept?.customerId === customerId ? kept : { addressId: null, instructions: '' };
}

/** What the checkout's page hands it: the priced cart and outlet on screen, and where the order goes next. */
export interface CheckoutPage {
  /** The cart as last read and the outlet, as the customer sees them now. */
  pricedOrder: () => { cart: Cart; outlet: Outlet };
  /** The order is placed: the shop forgets the cart's code and reads the wallet again; the page opens the order. */
  onPlaced: (orderId: string) => void;
  onOrderTypeChanged: (orderType: OrderType) => void;
  /** The server priced the cart otherwise than the page shows it: the cart and the account are read again. */
  onCartOutOfDate: () => void;
  /** Whose checkout it is: the tab keeps the draft under their id. */
  customerId: string;
}

/**
 * The browser's side of the checkout. The order carries the amounts the customer is looking at (the
 * cart as last read) so that the server refuses it if its own prices differ.
 */
export function checkoutEffects({
  pricedOrder,
  onPlaced,
  onOrderTypeChanged,
  onCartOutOfDate,
  customerId,
}: CheckoutPage) {
  return {
    actors: {
      validateBranch: fromPromise<IO<'validateBranch'>['output'], IO<'validateBranch'>['input']>(async ({ input }) => {
        await validateBranch(pricedOrder().outlet.id, input.orderType);
      }),
      placeOrder: fromPromise<IO<'placeOrder'>['output'], IO<'placeOrder'>['input']>(async ({ input }) => {
        const { cart, outlet } = pricedOrder();
        const checkout: Checkout = {
          checkoutId: input.checkoutId,
          orderType: input.orderType,
          addressId: input.addressId,
          instructions: input.instructions,
          subtotal: cart.subtotal,
          tax: cart.tax,
          total: cart.total,
          deliveryCharge: input.orderType === 'delivery' ? cart.deliveryCharges : 0,
          code: cart.offer_code,
          storeId: outlet.id,
          outletLocation: `${outlet.name}, ${outlet.city}`,
        };
        switch (input.paymentMethod) {
          case 'COD':
            return { kind: 'placed', ...(await placeCodOrder(checkout)) };
          case 'Wallet':
            return { kind: 'placed', ...(await placeWalletOrder(checkout)) };
          case 'Online_Payment':
            return { kind: 'redirect', ...gatewayForm(await placeOnlineOrder(checkout)) };
        }
      }),
    },
    actions: {
      orderPlaced: (_: unknown, { orderId }: CheckoutActionParams['orderPlaced']) => {
        toast.success(MESSAGES.orderPlaced);
        onPlaced(orderId);
      },
      postToGateway,
      orderTypeChanged: (_: unknown, { orderType }: CheckoutActionParams['orderTypeChanged']) =>
        onOrderTypeChanged(orderType),
      logFailure: (_: unknown, { error }: CheckoutActionParams['logFailure']) => console.error(error),
      keepDraft: (_: unknown, draft: CheckoutActionParams['keepDraft']) =>
        writeStored(STORAGE_KEYS.checkoutDraft, { customerId, ...draft }, sessionStorage),
      reviewCart: onCartOutOfDate,
    },
  };
}

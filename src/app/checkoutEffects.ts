import { fromPromise } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import type { CheckoutActionParams, CheckoutActorIO } from '../../machines/checkout/checkout.types.ts';
import { known } from '../../machines/shared/known.ts';
import { type Checkout, placeCodOrder } from '../api/orders.ts';
import { placeOnlineOrder, placeWalletOrder } from '../api/payments.ts';
import { toast } from '../ui/toast.ts';
import { locationActor, orderTypeActor } from './actors.ts';
import { cartActor } from './cartActors.ts';
import { gatewayForm, postToGateway } from './paymentEffects.ts';
import { refreshProfile } from './profileStore.ts';

type IO<Name extends keyof CheckoutActorIO> = CheckoutActorIO[Name];

/**
 * The browser's side of the checkout. The order carries the amounts the customer is looking at (the
 * cart as last read) so that the server refuses it if its own prices differ; `onPlaced` opens the order.
 */
export function checkoutEffects(onPlaced: (orderId: string) => void) {
  return {
    actors: {
      placeOrder: fromPromise<IO<'placeOrder'>['output'], IO<'placeOrder'>['input']>(async ({ input }) => {
        const cart = known(cartActor.getSnapshot().context.cart, 'the cart being ordered');
        const outlet = known(locationActor.getSnapshot().context.outlet, 'the outlet being ordered from');
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
        // The server emptied the cart and counted the offer's use: the code is done with.
        const { code } = cartActor.getSnapshot().context;
        cartActor.send({ type: code === '' ? 'cart.refresh' : 'coupon.remove' });
        refreshProfile();
        toast.success(MESSAGES.orderPlaced);
        onPlaced(orderId);
      },
      postToGateway,
      orderTypeChanged: (_: unknown, { orderType }: CheckoutActionParams['orderTypeChanged']) => {
        orderTypeActor.send({ type: 'orderType.change', orderType });
      },
      logFailure: (_: unknown, { error }: CheckoutActionParams['logFailure']) => console.error(error),
    },
  };
}

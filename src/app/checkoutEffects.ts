import toast from 'react-hot-toast';
import { fromPromise } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import type { CheckoutActionParams, CheckoutActorIO } from '../../machines/checkout/checkout.types.ts';
import { known } from '../../machines/shared/known.ts';
import { ApiError } from '../api/client.ts';
import { placeCodOrder } from '../api/orders.ts';
import { locationActor, orderTypeActor } from './actors.ts';
import { cartActor } from './cartActors.ts';

type IO<Name extends keyof CheckoutActorIO> = CheckoutActorIO[Name];

/**
 * The browser's side of the checkout. The order carries the amounts the customer is looking at (the
 * cart as last read) so that the server refuses it if its own prices differ; `onPlaced` opens the order.
 */
export function checkoutEffects(onPlaced: (orderId: string) => void) {
  return {
    actors: {
      placeOrder: fromPromise<IO<'placeOrder'>['output'], IO<'placeOrder'>['input']>(async ({ input }) => {
        if (input.paymentMethod !== 'COD') throw new ApiError(MESSAGES.onlinePaymentUnavailable, 0);
        const cart = known(cartActor.getSnapshot().context.cart, 'the cart being ordered');
        const outlet = known(locationActor.getSnapshot().context.outlet, 'the outlet being ordered from');
        const delivery = input.orderType === 'delivery';
        return placeCodOrder({
          ...input,
          subtotal: cart.subtotal,
          tax: cart.tax,
          total: cart.total,
          deliveryCharge: delivery ? cart.deliveryCharges : 0,
          code: cart.offer_code,
          storeId: outlet.id,
          outletLocation: `${outlet.name}, ${outlet.city}`,
        });
      }),
    },
    actions: {
      orderPlaced: (_: unknown, { orderId }: CheckoutActionParams['orderPlaced']) => {
        // The server emptied the cart and counted the offer's use: the code is done with.
        const { code } = cartActor.getSnapshot().context;
        cartActor.send({ type: code === '' ? 'cart.refresh' : 'coupon.remove' });
        toast.success(MESSAGES.orderPlaced);
        onPlaced(orderId);
      },
      orderTypeChanged: (_: unknown, { orderType }: CheckoutActionParams['orderTypeChanged']) => {
        orderTypeActor.send({ type: 'orderType.change', orderType });
      },
      logFailure: (_: unknown, { error }: CheckoutActionParams['logFailure']) => console.error(error),
    },
  };
}

import type { Address } from '../../contract/address.ts';
import { deliveryMinimumRefusal } from '../../contract/order.ts';
import type { CheckoutContext } from './checkout.types.ts';

/** The chosen delivery address: the address selector's choice and the pin the map confirm shows. */
export function selectedAddress(context: Pick<CheckoutContext, 'addresses' | 'addressId'>): Address | null {
  return context.addresses.find((address) => address._id === context.addressId) ?? null;
}

/**
 * A delivery whose dishes come to less than the minimum: how much more, said under the order type and at PLACE ORDER
 * (the server refuses such an order too). Null for take-away, and for a delivery at the minimum or above.
 */
export const deliveryMinimumNote = (context: Pick<CheckoutContext, 'orderType' | 'subtotal'>): string | null =>
  context.orderType === 'delivery' ? deliveryMinimumRefusal(Math.round(context.subtotal * 100)) : null;

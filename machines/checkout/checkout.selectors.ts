import type { Address } from '../../contract/address.ts';
import { DELIVERY_MINIMUM_RUPEES } from '../../contract/constants.ts';
import { deliveryMinimum } from '../../contract/messages.ts';
import { formatRupees } from '../../contract/money.ts';
import type { CheckoutContext } from './checkout.types.ts';

/** The chosen delivery address: the address selector's choice and the pin the map confirm shows. */
export function selectedAddress(context: Pick<CheckoutContext, 'addresses' | 'addressId'>): Address | null {
  return context.addresses.find((address) => address._id === context.addressId) ?? null;
}

/**
 * A delivery whose dishes come to less than the minimum: how much more, said under the order type and at PLACE ORDER
 * (the server refuses such an order too). Null for take-away, and for a delivery at the minimum or above.
 */
export function deliveryMinimumNote(context: Pick<CheckoutContext, 'orderType' | 'subtotal'>): string | null {
  const shortPaise = DELIVERY_MINIMUM_RUPEES * 100 - Math.round(context.subtotal * 100);
  if (context.orderType !== 'delivery' || shortPaise <= 0) return null;
  return deliveryMinimum(formatRupees(DELIVERY_MINIMUM_RUPEES), formatRupees(shortPaise / 100));
}

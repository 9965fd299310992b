import type { Address } from '../../contract/address.ts';
import type { CheckoutContext } from './checkout.types.ts';

/** The chosen delivery address: the address selector's choice and the pin the map confirm shows. */
export function selectedAddress(context: Pick<CheckoutContext, 'addresses' | 'addressId'>): Address | null {
  return context.addresses.find((address) => address._id === context.addressId) ?? null;
}

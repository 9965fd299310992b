import type { Address } from '../../contract/address.ts';
import type { Db } from '../db/db.ts';
import { addressesOf } from '../db/queries/addresses.ts';
import { customerOutletPosition } from '../db/queries/outlets.ts';
import { deliveryReach } from '../domain/checkout.ts';

/**
 * The customer's saved addresses, each with its distance from their outlet and whether that outlet delivers
 * there: the list tells before checkout which addresses delivery cannot go to.
 */
export async function customerAddresses(db: Db, customerId: string): Promise<Address[]> {
  const outlet = await customerOutletPosition(db, customerId);
  const addresses = await addressesOf(db, customerId);
  return addresses.map((address) => ({
    ...address,
    ...deliveryReach(outlet, { latitude: address.lat, longitude: address.long }),
  }));
}

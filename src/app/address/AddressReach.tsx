import type { Address } from '../../../contract/address.ts';
import { DELIVERY_RADIUS_KM } from '../../../contract/constants.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { Badge } from '../../ui/Badge.tsx';
import * as styles from './AddressReach.css.ts';

/**
 * How far a saved address is from the customer's outlet, and the mark of one it does not deliver to, as the
 * server says: the profile's list and the checkout's choice show the same.
 */
export function AddressReach({ address }: { address: Pick<Address, 'distanceKm' | 'deliverable'> }) {
  if (address.distanceKm === null) return null;
  return (
    <span className={styles.reach}>
      <span>{MESSAGES.addressDistance(address.distanceKm)}</span>
      {!address.deliverable && <Badge tone="danger">{MESSAGES.addressBeyondRadius(DELIVERY_RADIUS_KM)}</Badge>}
    </span>
  );
}

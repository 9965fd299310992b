import type { Address } from '../../../contract/address.ts';
import { addressLine } from '../../../contract/addressRules.ts';
import { AddressReach } from '../../app/address/AddressReach.tsx';
import { ADDRESS_TYPE_LABELS } from '../../app/address/addressText.ts';
import { Button } from '../../ui/Button.tsx';
import { RadioChoices } from '../../ui/RadioChoices.tsx';
import * as styles from './checkout.css.ts';

interface AddressChoiceProps {
  addresses: Address[];
  selectedId: string | null;
  onSelect: (addressId: string) => void;
  /** Whether the checkout lets this address be chosen: not one beyond the delivery radius. */
  canSelect: (addressId: string) => boolean;
  onAdd: () => void;
}

/**
 * The delivery address: one of the saved ones, each with its distance from the outlet (one beyond the
 * delivery radius is marked and cannot be chosen), or a new one through the address form.
 */
export function AddressChoice({ addresses, selectedId, onSelect, canSelect, onAdd }: AddressChoiceProps) {
  return (
    <div className={styles.stack}>
      {addresses.length === 0 ? (
        <p className={styles.muted}>No saved address yet: add the one to deliver to.</p>
      ) : (
        <RadioChoices
          look="cards"
          label="Delivery address"
          value={selectedId}
          options={addresses.map((address) => ({
            value: address._id,
            disabled: !canSelect(address._id),
            label: (
              <>
                <span className={styles.choiceTag}>{ADDRESS_TYPE_LABELS[address.addType]}</span>
                <span>{address.name}</span>
                <span className={styles.muted}>{addressLine(address)}</span>
                <AddressReach address={address} />
              </>
            ),
          }))}
          onValueChange={onSelect}
        />
      )}
      <Button variant="outline" size="sm" onClick={onAdd}>
        + Add new address
      </Button>
    </div>
  );
}

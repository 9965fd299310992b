import * as RadioGroup from '@radix-ui/react-radio-group';
import type { Address } from '../../../contract/address.ts';
import { addressLine } from '../../../contract/addressRules.ts';
import { ADDRESS_TYPE_LABELS } from '../../app/address/addressText.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './checkout.css.ts';

interface AddressChoiceProps {
  addresses: Address[];
  selectedId: string | null;
  onSelect: (addressId: string) => void;
  onAdd: () => void;
}

/** The delivery address: one of the saved ones, or a new one through the address form. */
export function AddressChoice({ addresses, selectedId, onSelect, onAdd }: AddressChoiceProps) {
  return (
    <div className={styles.stack}>
      {addresses.length === 0 ? (
        <p className={styles.muted}>No saved address yet: add the one to deliver to.</p>
      ) : (
        <RadioGroup.Root
          className={styles.choices}
          aria-label="Delivery address"
          value={selectedId ?? ''}
          onValueChange={onSelect}
        >
          {addresses.map((address) => (
            <RadioGroup.Item key={address._id} value={address._id} className={styles.choice}>
              <span className={styles.choiceTag}>{ADDRESS_TYPE_LABELS[address.addType]}</span>
              <span>{address.name}</span>
              <span className={styles.muted}>{addressLine(address)}</span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}
      <Button variant="outline" size="sm" onClick={onAdd}>
        + Add new address
      </Button>
    </div>
  );
}

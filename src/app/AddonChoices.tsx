import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { type Addon, isRadioGroup, type Product, productAddonLimits } from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { AliasName } from '../ui/AliasName.tsx';
import { cardPrice } from '../ui/productText.ts';
import * as styles from './AddToCartDialog.css.ts';

interface AddonChoicesProps {
  product: Product;
  chosen: readonly string[];
  /** Whether the machine takes a toggle of this add-on now (not at the group's maximum, or already chosen). */
  canToggle: (addonId: string) => boolean;
  onToggle: (addonId: string) => void;
}

function AddonText({ addon }: { addon: Addon }) {
  return (
    <>
      <span className={styles.choiceName}>
        {addon.name}
        <AliasName alias={addon.aliasName} />
      </span>
      <span className={styles.choiceRate}>{addon.rate > 0 ? `+ ${cardPrice(addon.rate)}` : 'Free'}</span>
    </>
  );
}

/**
 * The dish's add-on group, named with its counts ('Select 2 add-ons'): radio buttons when it takes one,
 * else checkboxes, those past the group's maximum disabled.
 */
export function AddonChoices({ product, chosen, canToggle, onToggle }: AddonChoicesProps) {
  const headingId = useId();
  const limits = productAddonLimits(product);
  const heading = (
    <>
      {product.addonsCategory?.name ?? 'Add-ons'}{' '}
      <span className={styles.hint}>({MESSAGES.addonsToSelect(limits.min, limits.max)})</span>
    </>
  );
  if (isRadioGroup(limits)) {
    return (
      <RadioGroup.Root
        className={styles.choices}
        aria-labelledby={headingId}
        value={chosen[0] ?? ''}
        onValueChange={onToggle}
      >
        <p className={styles.legend} id={headingId}>
          {heading}
        </p>
        {product.addons.map((addon) => (
          <RadioGroup.Item key={addon._id} value={addon._id} className={styles.radioChoice}>
            <span className={styles.radio}>
              <RadioGroup.Indicator className={styles.radioDot} />
            </span>
            <AddonText addon={addon} />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    );
  }
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{heading}</legend>
      {product.addons.map((addon) => (
        <label key={addon._id} className={styles.choice}>
          <input
            className={styles.checkbox}
            type="checkbox"
            checked={chosen.includes(addon._id)}
            disabled={!canToggle(addon._id)}
            onChange={() => onToggle(addon._id)}
          />
          <AddonText addon={addon} />
        </label>
      ))}
    </fieldset>
  );
}

import { useId } from 'react';
import { isRadioGroup, productAddonLimits } from '../../contract/addonRules.ts';
import type { Addon, Product } from '../../contract/menu.ts';
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
 * else checkboxes, those past the group's maximum disabled. Native inputs, as the checkout's choices.
 */
export function AddonChoices({ product, chosen, canToggle, onToggle }: AddonChoicesProps) {
  const name = useId();
  const limits = productAddonLimits(product);
  const type = isRadioGroup(limits) ? 'radio' : 'checkbox';
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>
        {product.addonsCategory?.name ?? 'Add-ons'}{' '}
        <span className={styles.hint}>({MESSAGES.addonsToSelect(limits.min, limits.max)})</span>
      </legend>
      {product.addons.map((addon) => (
        <label key={addon._id} className={styles.choice}>
          <input
            className={styles.mark}
            type={type}
            name={name}
            checked={chosen.includes(addon._id)}
            // A radio is never past the maximum: choosing one gives up the other.
            disabled={type === 'checkbox' && !canToggle(addon._id)}
            onChange={() => onToggle(addon._id)}
          />
          <AddonText addon={addon} />
        </label>
      ))}
    </fieldset>
  );
}

import { useSelector } from '@xstate/react';
import type { Product } from '../../contract/menu.ts';
import { AliasName } from '../ui/AliasName.tsx';
import { Button } from '../ui/Button.tsx';
import { FormMessage } from '../ui/Form.tsx';
import { Modal } from '../ui/Modal.tsx';
import { cardPrice } from '../ui/productText.ts';
import { RadioChoices } from '../ui/RadioChoices.tsx';
import { AddonChoices } from './AddonChoices.tsx';
import * as styles from './AddToCartDialog.css.ts';
import { useRunningFlow } from './shopHooks.ts';

const PREPARATIONS = [
  { value: 'regular', label: 'Regular' },
  { value: 'jain', label: 'Jain' },
] as const;

function DishHeading({ product }: { product: Product }) {
  return (
    <div className={styles.dish}>
      <img className={styles.picture} src={product.previewImage} alt="" width={64} height={64} />
      <div>
        <p className={styles.dishName}>{product.name}</p>
        <AliasName alias={product.aliasName} />
        <p className={styles.hint}>{cardPrice(product.rate)}</p>
      </div>
    </div>
  );
}

function JainStep({ product, isJain }: { product: Product; isJain: boolean }) {
  const addToCartActor = useRunningFlow('addToCart');
  return (
    <div className={styles.step}>
      <DishHeading product={product} />
      <p className={styles.hint}>Made without onion, garlic and root vegetables, if you like. It is optional.</p>
      <RadioChoices
        label="Preparation"
        value={isJain ? 'jain' : 'regular'}
        options={PREPARATIONS}
        onValueChange={(value) => addToCartActor.send({ type: 'jain.set', isJain: value === 'jain' })}
      />
    </div>
  );
}

function AddonStep({ product, chosen }: { product: Product; chosen: readonly string[] }) {
  const addToCartActor = useRunningFlow('addToCart');
  const snapshot = useSelector(addToCartActor, (current) => current);
  return (
    <div className={styles.step}>
      <DishHeading product={product} />
      <AddonChoices
        product={product}
        chosen={chosen}
        canToggle={(addonId) => snapshot.can({ type: 'addon.toggle', addonId })}
        onToggle={(addonId) => addToCartActor.send({ type: 'addon.toggle', addonId })}
      />
    </div>
  );
}

/**
 * The Jain and add-on modals of ADD and Customize, driven by the add-to-cart machine: open while it asks for a
 * choice (`asking`, its `steps`) or saves one. AddToCartWizard loads it the first time the machine asks.
 */
export default function AddToCartDialog({ open: asking }: { open: boolean }) {
  const addToCartActor = useRunningFlow('addToCart');
  const snapshot = useSelector(addToCartActor, (current) => current);
  const { product, isJain, addonIds, error, lineId } = snapshot.context;
  const saving = snapshot.hasTag('loading');
  const hasAddons = (product?.addons.length ?? 0) > 0;
  const hasChoices = product !== null && (product.jainAddons !== null || hasAddons);
  const open = asking || (hasChoices && saving);
  // While saving, the step submitted from stays on screen: a dish with add-ons is always submitted from theirs.
  const step = snapshot.matches({ steps: 'addons' }) || (saving && hasAddons) ? 'addons' : 'jain';
  const submitLabel = lineId === null ? 'Add To Cart' : 'Update Item';

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) addToCartActor.send({ type: 'wizard.close' });
      }}
      title={step === 'jain' ? 'Jain preparation' : 'Choose add-ons'}
      footer={
        <div className={styles.actions}>
          {step === 'addons' && product?.jainAddons && (
            <Button variant="outline" disabled={saving} onClick={() => addToCartActor.send({ type: 'addon.back' })}>
              Back
            </Button>
          )}
          {step === 'jain' && hasAddons ? (
            <Button onClick={() => addToCartActor.send({ type: 'jain.next' })}>Next</Button>
          ) : (
            <Button disabled={saving} onClick={() => addToCartActor.send({ type: 'wizard.submit' })}>
              {saving ? 'Saving…' : submitLabel}
            </Button>
          )}
        </div>
      }
    >
      {product &&
        (step === 'jain' ? (
          <JainStep product={product} isJain={isJain} />
        ) : (
          <AddonStep product={product} chosen={addonIds} />
        ))}
      <FormMessage>{error}</FormMessage>
    </Modal>
  );
}

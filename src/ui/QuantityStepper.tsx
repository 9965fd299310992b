import * as styles from './QuantityStepper.css.ts';

interface QuantityStepperProps {
  /** What is counted, for assistive technology: 'Veg Hakka Noodles in cart'. */
  label: string;
  quantity: number;
  onDecrement: () => void;
  onIncrement: () => void;
  /** The cart page's minus stops at 1 (Remove deletes); on a menu card it goes to 0. */
  decrementDisabled?: boolean;
  incrementDisabled?: boolean;
}

/** − quantity +, each click one step. */
export function QuantityStepper({
  label,
  quantity,
  onDecrement,
  onIncrement,
  decrementDisabled = false,
  incrementDisabled = false,
}: QuantityStepperProps) {
  return (
    <fieldset className={styles.stepper} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        aria-label="Remove one"
        disabled={decrementDisabled}
        onClick={onDecrement}
      >
        −
      </button>
      <output className={styles.quantity} aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label="Add one more"
        disabled={incrementDisabled}
        onClick={onIncrement}
      >
        +
      </button>
    </fieldset>
  );
}

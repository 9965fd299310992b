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

/** One of the stepper's two buttons. */
function Step({
  label,
  sign,
  disabled,
  onClick,
}: {
  label: string;
  sign: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.step} aria-label={label} disabled={disabled} onClick={onClick}>
      {sign}
    </button>
  );
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
      <Step label="Remove one" sign="−" disabled={decrementDisabled} onClick={onDecrement} />
      <output className={styles.quantity} aria-live="polite">
        {quantity}
      </output>
      <Step label="Add one more" sign="+" disabled={incrementDisabled} onClick={onIncrement} />
    </fieldset>
  );
}

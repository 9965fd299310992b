import { type ReactNode, useId } from 'react';
import { group, input, item } from './RadioChoices.css.ts';

export interface RadioOption<T extends string> {
  value: T;
  /** What the choice shows: a word on a segment, lines of text on a card. */
  label: ReactNode;
  disabled?: boolean;
}

interface RadioChoicesProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  /** The chosen value; null while none is chosen. */
  value: T | null;
  options: readonly RadioOption<T>[];
  onValueChange: (value: T) => void;
  /** Segments of one pill (a short word each), or cards one under another (the checkout's). */
  look?: 'segments' | 'cards';
}

/**
 * One choice of several. Native radio inputs, each covering its segment or card unseen: the browser gives them
 * their role, arrow keys and form semantics without any script, so the header's order-type switch costs the first
 * page nothing, and the cart loads no library for its address and payment choices.
 */
export function RadioChoices<T extends string>({
  label,
  value,
  options,
  onValueChange,
  look = 'segments',
}: RadioChoicesProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={group({ look })}>
      {options.map((option) => (
        <label key={option.value} className={item({ look })}>
          <input
            className={input}
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onValueChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

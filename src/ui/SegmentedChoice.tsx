import { useId } from 'react';
import { group, input, item } from './SegmentedChoice.css.ts';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface SegmentedChoiceProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  value: T;
  options: readonly RadioOption<T>[];
  onValueChange: (value: T) => void;
}

/**
 * Mutually exclusive choices as a segmented control. Native radio inputs: the browser gives them their
 * role, arrow keys and form semantics without any script, so the header's order-type switch costs the
 * first page nothing.
 */
export function SegmentedChoice<T extends string>({ label, value, options, onValueChange }: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={group}>
      {options.map((option) => (
        <label key={option.value} className={item}>
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

import * as RadioGroup from '@radix-ui/react-radio-group';
import { group, item } from './segmentedChoice.css.ts';

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

/** Mutually exclusive choices as a segmented control, with Radix RadioGroup's arrow-key navigation. */
export function SegmentedChoice<T extends string>({ label, value, options, onValueChange }: SegmentedChoiceProps<T>) {
  const byValue = new Map(options.map((option) => [option.value as string, option.value]));
  return (
    <RadioGroup.Root
      className={group}
      aria-label={label}
      orientation="horizontal"
      value={value}
      onValueChange={(next) => {
        const chosen = byValue.get(next);
        if (chosen !== undefined) onValueChange(chosen);
      }}
    >
      {options.map((option) => (
        <RadioGroup.Item key={option.value} className={item} value={option.value} disabled={option.disabled}>
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}

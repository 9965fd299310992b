import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { OTP_DIGITS } from '../../contract/constants.ts';
import * as styles from './CodeInput.css.ts';

interface CodeInputProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  disabled: boolean;
}

/** A one-time code as one input (input-otp) drawn as masked slots, one per digit. */
export function CodeInput({ id, value, onChange, disabled }: CodeInputProps) {
  return (
    <OTPInput
      id={id}
      maxLength={OTP_DIGITS}
      pattern={REGEXP_ONLY_DIGITS}
      autoComplete="one-time-code"
      value={value}
      onChange={onChange}
      disabled={disabled}
      // The form exists to type this code.
      autoFocus
      containerClassName={styles.slots}
      render={({ slots }) =>
        slots.map((slot, index) => (
          // The slots never move: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className={styles.slot} data-active={slot.isActive || undefined}>
            {slot.char === null ? null : '•'}
            {slot.hasFakeCaret && <span className={styles.caret} />}
          </div>
        ))
      }
    />
  );
}

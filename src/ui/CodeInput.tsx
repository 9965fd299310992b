import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { OTP_DIGITS } from '../../contract/constants.ts';
import * as styles from './CodeInput.css.ts';

interface CodeInputProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  /**
   * The code is being checked: the input is read-only, not disabled, so that it keeps the focus (and a phone its
   * keyboard) for a wrong code to be typed again at once.
   */
  busy: boolean;
}

/** A one-time code as one input (input-otp) drawn as masked slots, one per digit. */
export function CodeInput({ id, value, onChange, busy }: CodeInputProps) {
  return (
    <OTPInput
      id={id}
      maxLength={OTP_DIGITS}
      pattern={REGEXP_ONLY_DIGITS}
      autoComplete="one-time-code"
      value={value}
      onChange={onChange}
      readOnly={busy}
      aria-busy={busy}
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

import { useSelector } from '@xstate/react';
import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { useId } from 'react';
import { OTP_DIGITS } from '../../../contract/constants.ts';
import { useRunningFlow } from '../../app/hooks.ts';
import * as form from '../../ui/form.css.ts';
import * as styles from './OtpField.css.ts';

/** The box changes that make the machine's boxes read `code`, the input's whole new value. */
const boxChanges = (boxes: readonly string[], code: string) =>
  boxes.flatMap((digit, index) => {
    const typed = code[index] ?? '';
    return typed === digit ? [] : [{ type: 'otp.change' as const, index, value: typed }];
  });

/** The 4-digit code as one input (input-otp) drawn as masked slots; the auth machine keeps the boxes. */
export function OtpField({ disabled }: { disabled: boolean }) {
  const authActor = useRunningFlow('auth');
  const id = useId();
  const boxes = useSelector(authActor, (snapshot) => snapshot.context.otp);
  return (
    <div
      className={form.field}
      // Capture: the machine alone decides what a paste does (a whole code replaces the boxes, anything
      // else is ignored), so input-otp's own paste handling (on iOS) never runs.
      onPasteCapture={(event) => {
        event.preventDefault();
        event.stopPropagation();
        authActor.send({ type: 'otp.paste', text: event.clipboardData.getData('text') });
      }}
    >
      <label htmlFor={id} className={form.label}>
        One-time code
      </label>
      <OTPInput
        id={id}
        maxLength={OTP_DIGITS}
        pattern={REGEXP_ONLY_DIGITS}
        autoComplete="one-time-code"
        value={boxes.join('')}
        onChange={(code) => {
          for (const event of boxChanges(boxes, code)) authActor.send(event);
        }}
        disabled={disabled}
        // The panel exists to type this code.
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
    </div>
  );
}

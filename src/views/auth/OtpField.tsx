import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useRunningFlow } from '../../app/shopHooks.ts';
import { CodeInput } from '../../ui/CodeInput.tsx';
import * as form from '../../ui/form.css.ts';

/** The box changes that make the machine's boxes read `code`, the input's whole new value. */
const boxChanges = (boxes: readonly string[], code: string) =>
  boxes.flatMap((digit, index) => {
    const typed = code[index] ?? '';
    return typed === digit ? [] : [{ type: 'otp.change' as const, index, value: typed }];
  });

/** The 4-digit code (CodeInput); the auth machine keeps the boxes. */
export function OtpField({ busy }: { busy: boolean }) {
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
      <CodeInput
        id={id}
        value={boxes.join('')}
        onChange={(code) => {
          for (const event of boxChanges(boxes, code)) authActor.send(event);
        }}
        busy={busy}
      />
    </div>
  );
}

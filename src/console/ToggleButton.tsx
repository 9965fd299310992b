import * as styles from './ToggleButton.css.ts';

interface ToggleButtonProps {
  /** What the button switches, for screen readers: 'Delivery', 'Hakka Noodles available'. */
  label: string;
  pressed: boolean;
  /** What it reads while on and while off: 'Open' / 'Closed'. */
  onText: string;
  offText: string;
  /** While a change is sent: the button keeps the focus, and ignores presses. */
  busy: boolean;
  onToggle: (pressed: boolean) => void;
}

/** An on/off switch as a toggle button (aria-pressed), for the outlet's and its dishes' availability. */
export function ToggleButton({ label, pressed, onText, offText, busy, onToggle }: ToggleButtonProps) {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={pressed}
      aria-label={label}
      aria-disabled={busy}
      onClick={() => busy || onToggle(!pressed)}
    >
      <span className={styles.knob} aria-hidden="true" />
      {pressed ? onText : offText}
    </button>
  );
}

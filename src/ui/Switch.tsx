import * as styles from './Switch.css.ts';

interface SwitchProps {
  /** What it turns on, shown beside it: 'Veg only'. */
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** An on/off switch (role switch): Space or Enter flips it, like a checkbox that acts at once. */
export function Switch({ label, checked, onCheckedChange }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={styles.root}
      onClick={() => onCheckedChange(!checked)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {label}
    </button>
  );
}

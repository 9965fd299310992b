import { contextText } from './displayText.ts';
import * as styles from './panels.css.ts';

/** An actor's context as text, in a block that scrolls when wider than the panel. */
export function ContextBlock({ context }: { context: unknown }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must reach the block to scroll it (WCAG 2.1.1)
    <pre className={styles.code} tabIndex={0}>
      {contextText(context)}
    </pre>
  );
}

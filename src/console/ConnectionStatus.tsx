import { connectionStatus } from '../../machines/console/console.selectors.ts';
import * as styles from './ConnectionStatus.css.ts';
import { useConsole } from './consoleHooks.ts';

// The longest is also in ConnectionStatus.css.ts, which keeps its width.
const TEXT = { live: 'Live', connecting: 'Connecting…', reconnecting: 'Reconnecting…' } as const;

/**
 * Whether new orders show by themselves: live, or (re)connecting. It is always as wide as its longest text, so that
 * on a phone the header's buttons keep their place (a wider status once pushed Sign out onto a line of its own).
 */
export function ConnectionStatus() {
  const status = useConsole(connectionStatus);
  return (
    <span className={styles.status} data-live={status === 'live' || undefined} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.label}>
        <span className={styles.text}>{TEXT[status]}</span>
      </span>
    </span>
  );
}

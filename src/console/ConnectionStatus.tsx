import { connectionStatus } from '../../machines/console/console.selectors.ts';
import * as styles from './ConnectionStatus.css.ts';
import { useConsole } from './consoleHooks.ts';

const TEXT = { live: 'Live', connecting: 'Connecting…', reconnecting: 'Reconnecting…' } as const;

/** Whether new orders show by themselves: live, or (re)connecting. */
export function ConnectionStatus() {
  const status = useConsole(connectionStatus);
  return (
    <span className={styles.status} data-live={status === 'live' || undefined} role="status">
      <span className={styles.dot} aria-hidden="true" />
      {TEXT[status]}
    </span>
  );
}

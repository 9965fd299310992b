import { useWaitingUpdate } from '../../app/appUpdate.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './UpdateNotice.css.ts';

/** A new version of the app is installed and waits: Reload lets it take over. */
export function UpdateNotice() {
  const reload = useWaitingUpdate();
  return (
    <div role="status" className={styles.region}>
      {reload && (
        <p className={styles.notice}>
          A new version is available:
          <Button size="sm" onClick={reload}>
            Reload
          </Button>
        </p>
      )}
    </div>
  );
}

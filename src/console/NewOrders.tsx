import { useEffect } from 'react';
import { visuallyHidden } from '../ui/a11y.css.ts';
import { useConsole, useSend } from './consoleHooks.ts';

const TITLE = 'Wokflow console';

/** The New column's orders, as BoardColumns names them: on a phone it is in the DOM only while its tab is open. */
const NEW_COLUMN_ID = 'column-new-orders';

/** Whether the staff can see the New column now: the tab in front, and the column shown (on a phone, its tab). */
const newColumnInSight = () =>
  document.visibilityState === 'visible' && document.getElementById(NEW_COLUMN_ID) !== null;

/**
 * New orders in the tab's title ("(2) New orders · Wokflow console") and read out politely. They count
 * as seen once the staff come back to the tab or touch the board while its New column is in sight: on a
 * phone showing another status's tab, a tap elsewhere leaves them new.
 */
export function NewOrders() {
  const send = useSend();
  const count = useConsole((snapshot) => snapshot.context.unseen.length);
  const announcement = useConsole((snapshot) => snapshot.context.announcement);
  useEffect(() => {
    document.title = count > 0 ? `(${count}) New orders · ${TITLE}` : TITLE;
    // Signed out, the board and its count are gone.
    return () => {
      document.title = TITLE;
    };
  }, [count]);
  useEffect(() => {
    const seen = () => {
      if (newColumnInSight()) send({ type: 'board.seen' });
    };
    document.addEventListener('visibilitychange', seen);
    document.addEventListener('pointerdown', seen);
    document.addEventListener('keydown', seen);
    return () => {
      document.removeEventListener('visibilitychange', seen);
      document.removeEventListener('pointerdown', seen);
      document.removeEventListener('keydown', seen);
    };
  }, [send]);
  return (
    <p className={visuallyHidden} aria-live="polite">
      {announcement}
    </p>
  );
}

import { useState } from 'react';
import { boardFailed } from '../../machines/console/console.selectors.ts';
import { Button } from '../ui/Button.tsx';
import Dialog from '../ui/Dialog.tsx';
import { BoardColumns } from './BoardColumns.tsx';
import * as styles from './BoardScreen.css.ts';
import { CloseOutletDialog } from './CloseOutletDialog.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { useConsole, useSend } from './consoleHooks.ts';
import { MoveDialog } from './MoveDialog.tsx';
import { NewOrders } from './NewOrders.tsx';
import { OutletControls } from './OutletControls.tsx';
import { NewElsewhere, OutletFilter } from './OutletFilter.tsx';
import { boardTitle, outletNames, outletsShown } from './outletChoice.ts';
import { type OutletChoice, useOutletChoice } from './useOutletChoice.ts';

function Header({ onOutlet, choice }: { onOutlet: () => void; choice: OutletChoice }) {
  const send = useSend();
  const outlets = useConsole((snapshot) => {
    const board = snapshot.context.board;
    return board && boardTitle(board.outlets, choice.outletId);
  });
  const names = useConsole((snapshot) => {
    const board = snapshot.context.board;
    return board ? outletNames(board.outlets, choice.outletId) : undefined;
  });
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <span className={styles.brand}>
          Wokflow console
          <NewElsewhere outletId={choice.outletId} />
        </span>
        <h1 className={styles.title} title={names}>
          {outlets ?? 'Orders'}
        </h1>
      </div>
      <div className={styles.tools}>
        <OutletFilter {...choice} />
        <ConnectionStatus />
        <Button variant="outline" onClick={onOutlet} disabled={outlets === null}>
          Outlet and dishes
        </Button>
        <Button variant="ghost" onClick={() => send({ type: 'console.signOut' })}>
          Sign out
        </Button>
      </div>
    </header>
  );
}

/**
 * A refused change, or a board that could not be refreshed: said until the next change or refresh. The board is
 * tried again by itself every few seconds; Try again does it at once.
 */
function Notices() {
  const send = useSend();
  const notice = useConsole((snapshot) => snapshot.context.notice);
  const boardError = useConsole((snapshot) => (boardFailed(snapshot) ? null : snapshot.context.boardError));
  return (
    <div role="alert">
      {notice && <p className={styles.notice}>{notice}</p>}
      {boardError && (
        <p className={styles.notice}>
          The board could not be refreshed ({boardError}); it is tried again every few seconds.{' '}
          <Button variant="outline" size="sm" onClick={() => send({ type: 'board.refresh' })}>
            Try again
          </Button>
        </p>
      )}
    </div>
  );
}

/**
 * The outlets on the board that their staff closed: said on the board itself, for a break forgotten would keep
 * customers from ordering until the next opening.
 */
function ClosedOutlets({ outletId }: { outletId: string | null }) {
  const closed = useConsole((snapshot) =>
    outletsShown(snapshot.context.board?.outlets ?? [], outletId)
      .filter((outlet) => outlet.openOverride === false)
      .map((outlet) => outlet.name)
      .join(', '),
  );
  if (closed === '') return null;
  return (
    <p className={styles.notice} role="status">
      Closed by staff: {closed}. Customers cannot order until it opens again (Outlet and dishes) or at its next opening.
    </p>
  );
}

function Failed() {
  const send = useSend();
  const error = useConsole((snapshot) => snapshot.context.boardError);
  return (
    <div className={styles.failed} role="alert">
      <p>The orders could not be read: {error}</p>
      <Button onClick={() => send({ type: 'board.retry' })}>Try again</Button>
    </div>
  );
}

/**
 * The outlet's live board: its orders by status, their moves, and the outlet's switches in a side panel. Its dialogs
 * come with the console's own code (Dialog, not the shop's Modal and Panel, which load it on their first opening): a
 * board open all day must open them after the connection dropped or a new version went out.
 */
export function BoardScreen() {
  const failed = useConsole(boardFailed);
  const [outletOpen, setOutletOpen] = useState(false);
  const choice = useOutletChoice();
  return (
    <div className={styles.screen}>
      <Header onOutlet={() => setOutletOpen(true)} choice={choice} />
      <main className={styles.main} aria-busy={useConsole((snapshot) => snapshot.context.board === null)}>
        <Notices />
        <ClosedOutlets outletId={choice.outletId} />
        {failed ? <Failed /> : <BoardColumns outletId={choice.outletId} />}
      </main>
      <NewOrders />
      <MoveDialog />
      <Dialog variant="panel" open={outletOpen} onOpenChange={setOutletOpen} title="Outlet and dishes">
        <OutletControls outletId={choice.outletId} />
      </Dialog>
      {/* After the panel: opened from it, it shows above it. */}
      <CloseOutletDialog />
    </div>
  );
}

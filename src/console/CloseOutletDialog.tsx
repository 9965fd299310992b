import { outletOnBoard } from '../../machines/console/console.rules.ts';
import { closingOutlet, isBusy } from '../../machines/console/console.selectors.ts';
import { Button } from '../ui/Button.tsx';
import Dialog from '../ui/Dialog.tsx';
import { Form } from '../ui/Form.tsx';
import { useConsole, useSend } from './consoleHooks.ts';
import { confirmActions } from './MoveDialog.css.ts';

/**
 * Closing an outlet stops every customer's ordering there: asked before it is sent, so that a stray tap on a phone
 * does not close the shop for the evening. Keep open takes the focus, so that a key pressed twice does not close it;
 * Keep open, Escape or a click outside leave the outlet open, Close now closes it.
 */
export function CloseOutletDialog() {
  const send = useSend();
  const busy = useConsole(isBusy);
  const outlet = useConsole((snapshot) => outletOnBoard(snapshot.context.board, closingOutlet(snapshot)));
  const dismiss = () => send({ type: 'outlet.closeDismiss' });
  return (
    <Dialog
      variant="modal"
      open={outlet !== null}
      onOpenChange={(next) => next || dismiss()}
      title={outlet && `Close ${outlet.name}?`}
      description={
        outlet
          ? `No customer can order from it until it opens at ${outlet.fromTime}, unless you open it again here. Orders already placed stay on the board.`
          : undefined
      }
    >
      {outlet && (
        <Form busy={busy} onSubmit={() => send({ type: 'outlet.closeConfirm' })}>
          <div className={confirmActions}>
            <Button variant="outline" size="lg" onClick={dismiss} autoFocus>
              Keep open
            </Button>
            <Button type="submit" size="lg" aria-disabled={busy}>
              Close now
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}

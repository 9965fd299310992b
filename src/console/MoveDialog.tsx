import { REASON_MAX } from '../../contract/constants.ts';
import { formatRupees } from '../../contract/money.ts';
import { PREP_MINUTES_MAX, PREP_MINUTES_MIN, RIDER_NAME_MAX, type StaffOrder } from '../../contract/staff.ts';
import { isFinalMove, orderOnBoard } from '../../machines/console/console.rules.ts';
import { draftOpen, isBusy } from '../../machines/console/console.selectors.ts';
import type { AskedMove, DraftField, MoveDraft } from '../../machines/console/console.types.ts';
import { visuallyHidden } from '../ui/a11y.css.ts';
import { Button } from '../ui/Button.tsx';
import Dialog from '../ui/Dialog.tsx';
import { Form, FormMessage, TextField } from '../ui/Form.tsx';
import { useFocusBack } from '../ui/focusReturn.ts';
import { useConsole, useSend } from './consoleHooks.ts';
import * as styles from './MoveDialog.css.ts';
import { stopText } from './orderText.ts';

const TITLE: Record<AskedMove, string> = {
  'order.accept': 'Accept order',
  'order.reject': 'Reject order',
  'order.cancel': 'Cancel order',
  'order.dispatch': 'Dispatch order',
  'order.handOver': 'Mark delivered',
  'order.settle': 'Settle order',
};

const titleOf = (move: AskedMove, order: StaffOrder | null) =>
  move === 'order.handOver' && order?.orderType === 'take_out' ? 'Mark collected' : TITLE[move];

const CANNOT_UNDO = 'This cannot be undone.';

/** What the move does, said under the dialog's title; the last moves of an order's life say they are final. */
function descriptionOf(move: AskedMove, order: StaffOrder | null): string {
  switch (move) {
    case 'order.accept':
      // The minutes asked for a delivery are the kitchen's and the ride's.
      return order?.orderType === 'delivery'
        ? 'The customer is told when it will be at their door.'
        : 'The customer is told when it will be ready to collect.';
    case 'order.reject':
    case 'order.cancel':
      return 'The customer reads the reason; a paid order is refunded to their wallet.';
    case 'order.dispatch':
      return 'The customer is texted the rider’s name and the tracking link.';
    case 'order.handOver':
      return order?.payment.type === 'COD'
        ? `Collect ${formatRupees(order.payment.amount)} in cash: the order then shows as paid. ${CANNOT_UNDO}`
        : `The customer’s order then shows as handed over. ${CANNOT_UNDO}`;
    case 'order.settle':
      return `The order’s payment is closed in the outlet’s accounts. ${CANNOT_UNDO}`;
  }
}

const RANGE = `(${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX})`;

/** What the minutes of an accepted order count, and the quick choices for them. */
const MINUTES = {
  take_out: { label: `Preparation time in minutes ${RANGE}`, quick: ['10', '15', '20', '30', '45'] },
  delivery: {
    label: `Minutes to the customer's door, cooking and ride ${RANGE}`,
    quick: ['30', '45', '60', '75', '90'],
  },
} as const;

/** The draft's order, as the board shows it. */
const useDraftOrder = () =>
  useConsole((snapshot) => {
    const { board, draft } = snapshot.context;
    return draft && orderOnBoard(board, draft.orderId);
  });

function Fields({ draft }: { draft: MoveDraft }) {
  const send = useSend();
  const minutes = MINUTES[useDraftOrder()?.orderType ?? 'take_out'];
  const error = useConsole((snapshot) => snapshot.context.draftError);
  const errorField = useConsole((snapshot) => snapshot.context.draftErrorField);
  const field = (name: DraftField) => ({
    value: draft[name],
    onValue: (value: string) => send({ type: 'move.change', field: name, value }),
    problem: errorField === name ? error : null,
  });
  if (draft.move === 'order.accept') {
    return (
      <>
        <TextField label={minutes.label} inputMode="numeric" autoFocus {...field('prepMinutes')} />
        <fieldset className={styles.quick}>
          <legend className={visuallyHidden}>Quick choices</legend>
          {minutes.quick.map((choice) => (
            <Button
              key={choice}
              size="sm"
              variant={draft.prepMinutes === choice ? 'primary' : 'outline'}
              aria-pressed={draft.prepMinutes === choice}
              onClick={() => send({ type: 'move.change', field: 'prepMinutes', value: choice })}
            >
              {choice} min
            </Button>
          ))}
        </fieldset>
      </>
    );
  }
  if (draft.move === 'order.dispatch') {
    return (
      <>
        <TextField
          label="Rider’s name"
          autoComplete="off"
          autoFocus
          maxLength={RIDER_NAME_MAX}
          {...field('rider_name')}
        />
        <TextField label="Rider’s phone (optional)" type="tel" inputMode="numeric" {...field('rider_phone')} />
        <TextField label="Tracking link (optional)" type="url" placeholder="https://" {...field('tracking_url')} />
      </>
    );
  }
  return <TextField label="Reason" autoComplete="off" autoFocus maxLength={REASON_MAX} {...field('reason')} />;
}

/**
 * The dialog of a move that needs minutes, a reason or a rider, or a confirmation; the browser's modal dialog keeps
 * the focus in it, and gives it back to the move's button, or, the order moved meanwhile, to its card (useFocusBack).
 */
export function MoveDialog() {
  const send = useSend();
  const open = useConsole(draftOpen);
  const draft = useConsole((snapshot) => snapshot.context.draft);
  const error = useConsole((snapshot) => snapshot.context.draftError);
  const errorField = useConsole((snapshot) => snapshot.context.draftErrorField);
  const busy = useConsole(isBusy);
  const order = useDraftOrder();
  const title = draft && titleOf(draft.move, order);
  const stopped = order && stopText(order);
  useFocusBack(open);
  return (
    <Dialog
      variant="modal"
      open={open}
      onOpenChange={(next) => next || send({ type: 'move.dismiss' })}
      title={
        draft && (
          <>
            {title} <span className={styles.number}>#{order?.order_id}</span>
          </>
        )
      }
      description={draft && !stopped ? descriptionOf(draft.move, order) : undefined}
    >
      {draft && stopped && (
        // Rejected or cancelled meanwhile: nothing is left to do to it. Who stopped it, and why, and the way back.
        <div className={styles.stopped}>
          <FormMessage>{stopped}</FormMessage>
          <Button size="lg" fullWidth onClick={() => send({ type: 'move.dismiss' })} autoFocus>
            Back to the board
          </Button>
        </div>
      )}
      {draft && !stopped && (
        <Form busy={busy} onSubmit={() => send({ type: 'move.confirm' })}>
          {!isFinalMove(draft.move) && <Fields draft={draft} />}
          {/* A rule's message is under its field; the order moved meanwhile, or the server's refusal, here. */}
          <FormMessage>{errorField === null ? error : null}</FormMessage>
          {isFinalMove(draft.move) ? (
            <div className={styles.confirmActions}>
              {/* What cannot be undone is not what a second Enter or tap does: the focus starts on Not yet. */}
              <Button variant="outline" size="lg" onClick={() => send({ type: 'move.dismiss' })} autoFocus>
                Not yet
              </Button>
              <Button type="submit" size="lg" aria-disabled={busy}>
                {title}
              </Button>
            </div>
          ) : (
            // Busy, it keeps the focus; the console ignores a second confirmation while the first is sent.
            <Button type="submit" size="lg" fullWidth aria-disabled={busy}>
              {title}
            </Button>
          )}
        </Form>
      )}
    </Dialog>
  );
}

import { PREP_MINUTES_MAX, PREP_MINUTES_MIN } from '../../contract/staff.ts';
import { draftOpen, isBusy } from '../../machines/console/console.selectors.ts';
import type { DraftField, MoveDraft } from '../../machines/console/console.types.ts';
import { visuallyHidden } from '../ui/a11y.css.ts';
import { Button } from '../ui/Button.tsx';
import Dialog from '../ui/Dialog.tsx';
import { Form, FormMessage, TextField } from '../ui/Form.tsx';
import { useFocusBack } from '../ui/focusReturn.ts';
import { useConsole, useSend } from './consoleHooks.ts';
import * as styles from './MoveDialog.css.ts';

const TITLE: Record<MoveDraft['move'], string> = {
  'order.accept': 'Accept order',
  'order.reject': 'Reject order',
  'order.cancel': 'Cancel order',
  'order.dispatch': 'Dispatch order',
};

const DESCRIPTION: Record<MoveDraft['move'], string> = {
  'order.accept': 'The customer is told when it will be ready to collect.',
  'order.reject': 'The customer reads the reason; a paid order is refunded to their wallet.',
  'order.cancel': 'The customer reads the reason; a paid order is refunded to their wallet.',
  'order.dispatch': 'The customer is texted the rider’s name and the tracking link.',
};

/** A delivery's customer is told when it will be at their door: the minutes asked for are the kitchen's and the ride's. */
const DELIVERY_ACCEPT = 'The customer is told when it will be at their door.';

const RANGE = `(${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX})`;

/** What the minutes of an accepted order count, and the quick choices for them. */
const MINUTES = {
  take_out: { label: `Preparation time in minutes ${RANGE}`, quick: ['10', '15', '20', '30', '45'] },
  delivery: {
    label: `Minutes to the customer's door, cooking and ride ${RANGE}`,
    quick: ['30', '45', '60', '75', '90'],
  },
} as const;

/** The order type of the draft's order, as the board shows it. */
const useDraftOrderType = () =>
  useConsole(
    (snapshot) =>
      snapshot.context.board?.orders.find((order) => order._id === snapshot.context.draft?.orderId)?.orderType ??
      'take_out',
  );

function Fields({ draft }: { draft: MoveDraft }) {
  const send = useSend();
  const minutes = MINUTES[useDraftOrderType()];
  const field = (name: DraftField) => ({
    value: draft[name],
    onValue: (value: string) => send({ type: 'move.change', field: name, value }),
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
        <TextField label="Rider’s name" autoComplete="off" autoFocus {...field('rider_name')} />
        <TextField label="Rider’s phone (optional)" type="tel" inputMode="numeric" {...field('rider_phone')} />
        <TextField label="Tracking link (optional)" type="url" placeholder="https://" {...field('tracking_url')} />
      </>
    );
  }
  return <TextField label="Reason" autoComplete="off" autoFocus {...field('reason')} />;
}

/**
 * The dialog of a move that needs minutes, a reason or a rider; the browser's modal dialog keeps the focus in it, and
 * gives it back to the move's button, or, the order moved meanwhile, to its card (useFocusBack).
 */
export function MoveDialog() {
  const send = useSend();
  const open = useConsole(draftOpen);
  const draft = useConsole((snapshot) => snapshot.context.draft);
  const error = useConsole((snapshot) => snapshot.context.draftError);
  const busy = useConsole(isBusy);
  const delivery = useDraftOrderType() === 'delivery';
  const number = useConsole(
    (snapshot) => snapshot.context.board?.orders.find((order) => order._id === draft?.orderId)?.order_id,
  );
  useFocusBack(open);
  return (
    <Dialog
      variant="modal"
      open={open}
      onOpenChange={(next) => next || send({ type: 'move.dismiss' })}
      title={
        draft && (
          <>
            {TITLE[draft.move]} <span className={styles.number}>#{number}</span>
          </>
        )
      }
      description={
        draft ? (draft.move === 'order.accept' && delivery ? DELIVERY_ACCEPT : DESCRIPTION[draft.move]) : undefined
      }
    >
      {draft && (
        <Form busy={busy} onSubmit={() => send({ type: 'move.confirm' })}>
          <Fields draft={draft} />
          <FormMessage>{error}</FormMessage>
          {/* Busy, it keeps the focus; the console ignores a second confirmation while the first is sent. */}
          <Button type="submit" size="lg" fullWidth aria-disabled={busy}>
            {TITLE[draft.move]}
          </Button>
        </Form>
      )}
    </Dialog>
  );
}

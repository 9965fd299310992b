import { fromCallback, fromPromise } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import type { ReorderReply } from '../../contract/staff.ts';
import type {
  OrderEventsInput,
  OrderTrackingActorIO,
  OrderTrackingEvent,
} from '../../machines/orderTracking/orderTracking.types.ts';
import type { ReorderActorIO } from '../../machines/reorder/reorder.types.ts';
import { cancelOrder, fetchOrder, reorder, watchOrder } from '../api/orders.ts';
import { toast } from '../ui/toast.ts';

type TrackingIO<Name extends keyof OrderTrackingActorIO> = OrderTrackingActorIO[Name];
type ReorderIO = ReorderActorIO['reorder'];

const logFailure = (_: unknown, { error }: { error: unknown }) => console.error(error);

/**
 * The order's event stream as the machine hears it. Aborted when the machine leaves the state (the
 * order is over, or the page is left); an end or a break is reported once, and the machine reconnects.
 */
const orderEvents = fromCallback<OrderTrackingEvent, OrderEventsInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  const dropped = () => {
    if (!controller.signal.aborted) sendBack({ type: 'live.dropped' });
  };
  watchOrder(
    input.orderId,
    { onOpen: () => sendBack({ type: 'live.opened' }), onChange: () => sendBack({ type: 'live.changed' }) },
    controller.signal,
  ).then(dropped, dropped);
  return () => controller.abort();
});

/** The order page: the order read, its live stream and the cancel; `goHome` when there is no such order. */
export function orderTrackingEffects(goHome: () => void) {
  return {
    actors: {
      readOrder: fromPromise<TrackingIO<'readOrder'>['output'], TrackingIO<'readOrder'>['input']>(({ input }) =>
        fetchOrder(input.orderId),
      ),
      // The order as the cancel left it: the page shows it at once, whether or not its stream is connected.
      cancelOrder: fromPromise<TrackingIO<'cancelOrder'>['output'], TrackingIO<'cancelOrder'>['input']>(
        async ({ input }) => {
          await cancelOrder(input.orderId, input.reason);
          return fetchOrder(input.orderId);
        },
      ),
      orderEvents,
    },
    actions: { goHome, logFailure },
  };
}

/** 'Order again': the cart is read again (`cartChanged`) and opened, with a toast of what went in. */
export function reorderEffects({ cartChanged, openCart }: { cartChanged: () => void; openCart: () => void }) {
  return {
    actors: {
      reorder: fromPromise<ReorderIO['output'], ReorderIO['input']>(({ input }) =>
        reorder(input.orderId, input.storeId),
      ),
    },
    actions: {
      openCart: (_: unknown, reply: ReorderReply) => {
        cartChanged();
        openCart();
        const message = MESSAGES.reordered(reply.added, reply.unavailable);
        if (reply.added > 0) toast.success(message);
        else toast.error(message);
      },
      notifyRefusal: (_: unknown, { message }: { message: string }) => toast.error(message),
      logFailure,
    },
  };
}

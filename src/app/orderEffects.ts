import { fromPromise } from 'xstate';
import type { ReorderReply } from '../../contract/order.ts';
import type { OrderTrackingActorIO } from '../../machines/orderTracking/orderTracking.types.ts';
import type { ReorderActorIO } from '../../machines/reorder/reorder.types.ts';
import { watchOrder } from '../api/orderEvents.ts';
import { cancelOrder, fetchOrder, reorder } from '../api/orders.ts';
import { reorderedText } from '../ui/orderText.ts';
import { toast } from '../ui/toast.ts';

type TrackingIO<Name extends keyof OrderTrackingActorIO> = OrderTrackingActorIO[Name];
type ReorderIO = ReorderActorIO['reorder'];

const logFailure = (_: unknown, { error }: { error: unknown }) => console.error(error);

/**
 * The order's event stream, its news sent to the page's machine. Aborted when the machine leaves the
 * state (the order is over, or the page is left); the stream's end or break is the machine's to handle.
 */
const orderEvents = fromPromise<TrackingIO<'orderEvents'>['output'], TrackingIO<'orderEvents'>['input']>(
  ({ input: { orderId, listener }, signal }) =>
    watchOrder(
      orderId,
      { onOpen: () => listener.send({ type: 'live.opened' }), onChange: () => listener.send({ type: 'live.changed' }) },
      signal,
    ),
);

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
        const message = reorderedText(reply.added, reply.unavailable);
        if (reply.added > 0) toast.success(message);
        else toast.error(message);
      },
      notifyRefusal: (_: unknown, { message }: { message: string }) => toast.error(message),
      logFailure,
    },
  };
}

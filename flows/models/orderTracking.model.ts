import type { AnyMachineSnapshot } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import { orderTrackingMachine, REREAD_MAX_MS } from '../../machines/orderTracking/orderTracking.machine.ts';
import type {
  OrderTrackingActionParams,
  OrderTrackingActorIO,
  OrderTrackingContext,
  OrderTrackingInput,
} from '../../machines/orderTracking/orderTracking.types.ts';
import { RECONNECT_MAX_MS } from '../../machines/shared/backoff.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline, refusal } from '../samples/failures.ts';
import { acceptedOrder, cancelledOrder, placedOrder } from '../samples/tracking.ts';

/** The order page of a placed order. */
export const trackingPlaced: OrderTrackingInput = { orderId: placedOrder._id, visible: true };

/** The outlet accepted before the customer's cancel reached it. */
export const cancelTooLate = refusal(409, 'The outlet has accepted this order: it can no longer be cancelled');

export const orderTrackingModel: MachineModel = {
  // The walk moves its clock by a delay's number, and the backoffs are functions of the failures: the walk
  // waits the longest every time. The tests run the real backoffs.
  machine: orderTrackingMachine.provide({
    delays: { reconnectBackoff: RECONNECT_MAX_MS, rereadBackoff: REREAD_MAX_MS },
  }),
  starts: [
    { name: 'an order page', input: trackingPlaced },
    { name: 'an order page opened in the background', input: { ...trackingPlaced, visible: false } },
  ],
  actors: Object.keys({ readOrder: true, cancelOrder: true, orderEvents: true } satisfies Record<
    keyof OrderTrackingActorIO,
    true
  >),
  actions: Object.keys({ goHome: true, logFailure: true } satisfies Record<keyof OrderTrackingActionParams, true>),
  // What the guards read: whether the order may still be cancelled, and whether the page is shown.
  key: (snapshot: AnyMachineSnapshot) => {
    const { order, visible } = snapshot.context as OrderTrackingContext;
    return { cancellable: order?.cancellable ?? null, visible };
  },
  events: () => [
    { type: 'order.retry' },
    { type: 'live.opened' },
    { type: 'live.changed' },
    { type: 'connection.changed', online: false },
    { type: 'connection.changed', online: true },
    { type: 'visibility.changed', visible: false },
    { type: 'visibility.changed', visible: true },
    { type: 'cancel.open' },
    { type: 'cancel.reasonChange', reason: 'Ordered by mistake' },
    { type: 'cancel.dismiss' },
    { type: 'cancel.confirm' },
    done('readOrder', placedOrder),
    done('readOrder', cancelledOrder),
    done('readOrder', null),
    failed('readOrder', refusal(401, MESSAGES.sessionExpired)),
    failed('readOrder', offline),
    done('rereadOrder', acceptedOrder),
    done('rereadOrder', cancelledOrder),
    done('rereadOrder', null),
    failed('rereadOrder', offline),
    done('refreshOrder', acceptedOrder),
    done('refreshOrder', cancelledOrder),
    done('refreshOrder', null),
    failed('refreshOrder', offline),
    done('orderEvents', undefined),
    failed('orderEvents', offline),
    done('cancelOrder', cancelledOrder),
    done('cancelOrder', acceptedOrder),
    done('cancelOrder', null),
    failed('cancelOrder', cancelTooLate),
    failed('cancelOrder', offline),
  ],
};

import { reorderMachine } from '../../machines/reorder/reorder.machine.ts';
import type { ReorderActionParams, ReorderActorIO } from '../../machines/reorder/reorder.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline, refusal } from '../samples/failures.ts';
import { placedOrder } from '../samples/tracking.ts';

export const reorderModel: MachineModel = {
  machine: reorderMachine,
  starts: [{ name: 'a past order', input: undefined }],
  actors: Object.keys({ reorder: true } satisfies Record<keyof ReorderActorIO, true>),
  actions: Object.keys({ openCart: true, notifyRefusal: true, logFailure: true } satisfies Record<
    keyof ReorderActionParams,
    true
  >),
  events: () => [
    { type: 'reorder.start', orderId: placedOrder._id, storeId: null },
    { type: 'reorder.start', orderId: placedOrder._id, storeId: 'outlet-athwa' },
    done('reorder', { added: 2, unavailable: ['Hakka Noodles'] }),
    failed('reorder', refusal(404, 'Order not found')),
    failed('reorder', offline),
  ],
};

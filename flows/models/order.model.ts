import { orderMachine } from '../../machines/order/order.machine.ts';
import { ORDER_EVENT_TYPES, type OrderActor } from '../../machines/order/order.types.ts';
import type { MachineModel } from '../graph/walk.ts';

const ACTORS: readonly OrderActor[] = ['staff', 'customer'];

export const orderModel: MachineModel = {
  machine: orderMachine,
  starts: [
    { name: 'delivery', input: { orderType: 'delivery' } },
    { name: 'take-away', input: { orderType: 'take_out' } },
  ],
  actors: [],
  actions: [],
  events: () => ORDER_EVENT_TYPES.flatMap((type) => ACTORS.map((by) => ({ type, by }))),
};

import { orderTypeMachine } from '../../machines/orderType/orderType.machine.ts';
import type { OrderTypeActionParams } from '../../machines/orderType/orderType.types.ts';
import type { MachineModel } from '../graph/walk.ts';
import { adajan, adajanOffersNothing, alkapuri, vesu } from '../samples/outlets.ts';

const actions = {
  storeOrderType: true,
  clearStoredOutlet: true,
  announceOrderType: true,
  toastNotice: true,
} satisfies Record<keyof OrderTypeActionParams, true>;

export const orderTypeModel: MachineModel = {
  machine: orderTypeMachine,
  starts: [{ name: 'nothing chosen yet', input: { orderType: null } }],
  actors: [],
  actions: Object.keys(actions),
  events: () => [
    { type: 'orderType.change', orderType: 'delivery' },
    { type: 'orderType.change', orderType: 'take_out' },
    { type: 'outlet.changed', outlet: adajan },
    { type: 'outlet.changed', outlet: vesu },
    { type: 'outlet.changed', outlet: alkapuri },
    { type: 'outlet.changed', outlet: adajanOffersNothing },
    { type: 'outlet.changed', outlet: null },
  ],
};

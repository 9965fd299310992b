import { orderTypeMachine } from '../../machines/orderType/orderType.machine.ts';
import type { OrderTypeActionParams } from '../../machines/orderType/orderType.types.ts';
import { adajan, adajanOffersNothing, alkapuri, vesu } from './fixtures/outlets.ts';
import type { MachineModel } from './support/walk.ts';

const actions = { storeOrderType: true, clearStoredOutlet: true } satisfies Record<keyof OrderTypeActionParams, true>;

export const orderTypeModel: MachineModel = {
  machine: orderTypeMachine,
  input: { orderType: null },
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

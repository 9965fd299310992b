import { sendParent } from 'xstate';
import type { OrderType } from '../../contract/constants.ts';
import type { Outlet } from '../../contract/outlet.ts';
import { locationMachine } from '../location/location.machine.ts';
import { orderTypeMachine } from '../orderType/orderType.machine.ts';

// The shop's children as it runs them: what each announces goes to the shop, which relays it. The app
// and the tests add their effects on top with `.provide()`, which keeps these.

export const locationChild = locationMachine.provide({
  actions: {
    announceOutlet: sendParent((_, params: { outlet: Outlet | null }) => ({
      type: 'location.settled',
      outlet: params.outlet,
    })),
    wantOrderType: sendParent((_, params: { orderType: OrderType }) => ({
      type: 'orderType.wanted',
      orderType: params.orderType,
    })),
  },
});

export const orderTypeChild = orderTypeMachine.provide({
  actions: {
    announceOrderType: sendParent((_, params: { orderType: OrderType }) => ({
      type: 'orderType.changed',
      orderType: params.orderType,
    })),
  },
});

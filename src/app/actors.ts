import { createActor } from 'xstate';
import { dishSearchMachine } from '../../machines/dishSearch/dishSearch.machine.ts';
import { locationMachine } from '../../machines/location/location.machine.ts';
import { orderTypeMachine } from '../../machines/orderType/orderType.machine.ts';
import { dishSearchEffects } from './dishSearchEffects.ts';
import { inspectForViewer } from './liveFlows.ts';
import { locationEffects } from './locationEffects.ts';
import { orderTypeEffects, readStoredOrderType } from './orderTypeEffects.ts';

/** The app's long-lived actors, one of each, with the browser's real effects provided. */
export const orderTypeActor = createActor(orderTypeMachine.provide(orderTypeEffects), {
  input: { orderType: readStoredOrderType() },
  inspect: inspectForViewer,
}).start();

export const locationActor = createActor(locationMachine.provide(locationEffects), {
  // The header's default (take_out) counts as chosen, so the panel opens on the variant the header shows.
  input: { orderType: orderTypeActor.getSnapshot().context.orderType },
  inspect: inspectForViewer,
}).start();

export const dishSearchActor = createActor(dishSearchMachine.provide(dishSearchEffects), {
  inspect: inspectForViewer,
}).start();

// The two machines know each other only through the app: the outlet limits the order types,
// and the order type picks the location panel's variant.
let outlet = locationActor.getSnapshot().context.outlet;
locationActor.subscribe(({ context }) => {
  if (context.outlet === outlet) return;
  outlet = context.outlet;
  orderTypeActor.send({ type: 'outlet.changed', outlet });
});

let orderType = orderTypeActor.getSnapshot().context.orderType;
orderTypeActor.subscribe(({ context }) => {
  if (context.orderType === orderType) return;
  orderType = context.orderType;
  locationActor.send({ type: 'orderType.changed', orderType });
});

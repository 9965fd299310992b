import * as MESSAGES from '../../contract/messages.ts';
import { locationMachine } from '../../machines/location/location.machine.ts';
import type {
  DevicePosition,
  LocationActionParams,
  LocationActors,
  LocationContext,
} from '../../machines/location/location.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline, refusal } from '../samples/failures.ts';
import {
  adajan,
  adajanClosed,
  adajanOffersNothing,
  alkapuri,
  alkapuriInactive,
  nearestAnswer,
  noneDelivers,
  noneNear,
  vesu,
} from '../samples/outlets.ts';

export const here: DevicePosition = { latitude: 21.19, longitude: 72.8 };
export const denied = { code: 1, message: 'User denied Geolocation' };
export const pickupList = { StoreData: [adajan, alkapuri, vesu], cityData: ['Surat', 'Vadodara'] };

const actors = {
  readStoredLocation: true,
  getDevicePosition: true,
  findNearestOutlet: true,
  checkOutlet: true,
  loadPickupOutlets: true,
  searchAreas: true,
} satisfies Record<keyof LocationActors, true>;
/**
 * Once the Near me tile opened the panel, what ends it: a choice (by city and area, or a delivery suggestion), or
 * closing it. The `nearMe` region runs beside the others and would double their states: the panel's other
 * paths are walked from the header's button.
 */
const nearMeEvents = [
  done('pickupOutlets', pickupList),
  { type: 'pickup.city', city: 'Surat' },
  { type: 'pickup.area', outletId: adajan.id },
  { type: 'pickup.proceed' },
  { type: 'delivery.choose', outlet: adajan },
  { type: 'location.close' },
];

const actions = {
  storeOutlet: true,
  clearStoredOutlet: true,
  storePosition: true,
  storeRecent: true,
  storePage: true,
  openStoredPage: true,
  clearStoredPage: true,
  reloadPage: true,
  toastSuccess: true,
  logFailure: true,
  announceOutlet: true,
  wantOrderType: true,
} satisfies Record<keyof LocationActionParams, true>;

export const locationModel: MachineModel = {
  machine: locationMachine,
  starts: [{ name: 'take away', input: { orderType: 'take_out' } }],
  actors: Object.keys(actors),
  actions: Object.keys(actions),
  // What the guards read: the outlet (active, what it offers), the order type, the pickup selection, whether
  // the device position is known and a take-away outlet is offered instead.
  key: (snapshot) => {
    const context = snapshot.context as LocationContext;
    return {
      outlet: context.outlet === null ? null : [context.outlet.id, context.outlet.is_active],
      orderType: context.orderType,
      city: context.selectedCity,
      area: context.selectedOutletId,
      positionKnown: context.position !== null,
      takeAwaySuggested: context.unserved?.nearestTakeAway != null,
    };
  },
  events: (snapshot) => {
    if (snapshot.matches({ nearMe: 'waiting' })) return nearMeEvents;
    const context = snapshot.context as LocationContext;
    return [
      // Start: the saved outlet, its re-check, the device position and the nearest outlet.
      done('storedOnStart', { outlet: adajan, recent: [] }),
      done('storedOnStart', { outlet: null, recent: [] }),
      failed('storedOnStart', new SyntaxError('Unexpected token')),
      done('checkOutlet', adajan),
      done('checkOutlet', alkapuri),
      done('checkOutlet', adajanClosed),
      done('checkOutlet', adajanOffersNothing),
      failed('checkOutlet', refusal(404, MESSAGES.outletNotFound)),
      failed('checkOutlet', offline),
      done('positionOnStart', here),
      failed('positionOnStart', denied),
      done('nearestOnStart', nearestAnswer(adajan, 1.2)),
      done('nearestOnStart', noneDelivers),
      failed('nearestOnStart', offline),
      // Every second: unchanged, or another tab chose an outlet the chain has switched off.
      done('storedEverySecond', { outlet: context.outlet, recent: context.recent }),
      done('storedEverySecond', { outlet: alkapuriInactive, recent: context.recent }),
      failed('storedEverySecond', new SyntaxError('Unexpected token')),
      // The panel.
      { type: 'location.open' },
      // The Near me tile is on the page, which an open panel covers.
      ...(snapshot.matches({ panel: 'closed' }) ? [{ type: 'location.nearMe' }] : []),
      { type: 'location.close' },
      { type: 'orderType.changed', orderType: context.orderType === 'delivery' ? 'take_out' : 'delivery' },
      { type: 'orderType.changed', orderType: null },
      done('pickupOutlets', pickupList),
      failed('pickupOutlets', offline),
      { type: 'pickup.city', city: 'Surat' },
      { type: 'pickup.area', outletId: adajan.id },
      { type: 'pickup.proceed' },
      { type: 'delivery.search', text: ' ' },
      { type: 'delivery.search', text: 'Adajan' },
      done('areaSearch', [adajan, alkapuri]),
      done('areaSearch', []),
      failed('areaSearch', offline),
      { type: 'delivery.locateMe' },
      done('positionOnRequest', here),
      failed('positionOnRequest', denied),
      done('nearestOnRequest', nearestAnswer(vesu, 2.5)),
      done('nearestOnRequest', noneDelivers),
      failed('nearestOnRequest', offline),
      { type: 'delivery.choose', outlet: adajan },
      { type: 'recent.remove', outletId: adajan.id },
      // An order type the outlet does not offer: the nearest outlet serving it, or why none does.
      done('positionForOrderType', here),
      failed('positionForOrderType', denied),
      done('nearestForOrderType', nearestAnswer(adajan, 1.9)),
      done('nearestForOrderType', noneDelivers),
      done('nearestForOrderType', noneNear),
      failed('nearestForOrderType', offline),
      { type: 'takeAway.choose' },
    ];
  },
};

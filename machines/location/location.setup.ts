import { assign, fromPromise, raise, setup } from 'xstate';
import { GEOLOCATION_TIMEOUT_MS, LOCATION_RECHECK_MS, type OrderType } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { CityOutlets, NearestOutletAnswer, Outlet } from '../../contract/outlet.ts';
import { orderTypeFrom } from '../../contract/outletMessages.ts';
import { serverRefused } from '../shared/failure.ts';
import { isBlank } from '../shared/isBlank.ts';
import { appActions, notProvided } from '../shared/notProvided.ts';
import { offersDelivery, offersOrderType, offersPickup } from '../shared/outletOffers.ts';
import { required } from '../shared/required.ts';
import { sameData } from '../shared/sameData.ts';
import { selectedPickupOutlet } from './location.selectors.ts';
import type {
  DevicePosition,
  LocationActionParams,
  LocationActors,
  LocationContext,
  LocationEvent,
  LocationInput,
  LocationTag,
  NearestOutletQuery,
  PositionRequest,
  StoredLocation,
  Unserved,
} from './location.types.ts';

const ID = 'location';

/** High accuracy, a 10 s time-out and never a cached position (spec section 9). */
export const POSITION_REQUEST: PositionRequest = {
  enableHighAccuracy: true,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: 0,
};

const actors = {
  readStoredLocation: fromPromise<StoredLocation>(async () => notProvided(ID, 'readStoredLocation')),
  getDevicePosition: fromPromise<DevicePosition, PositionRequest>(async () => notProvided(ID, 'getDevicePosition')),
  findNearestOutlet: fromPromise<NearestOutletAnswer, NearestOutletQuery>(async () =>
    notProvided(ID, 'findNearestOutlet'),
  ),
  checkOutlet: fromPromise<Outlet, { storeId: string }>(async () => notProvided(ID, 'checkOutlet')),
  loadPickupOutlets: fromPromise<CityOutlets>(async () => notProvided(ID, 'loadPickupOutlets')),
  searchAreas: fromPromise<Outlet[], { search: string }>(async () => notProvided(ID, 'searchAreas')),
} satisfies LocationActors;

/** What the customer reads when an outlet is found for the order type: which one, and how far. */
export function foundMessage(answer: NearestOutletAnswer, orderType: OrderType | null): string {
  const outlet = required(answer.nearestLocation, 'the nearest outlet');
  return orderType === null || answer.distanceKm === null
    ? MESSAGES.locationSelected
    : orderTypeFrom(orderType, outlet.name, answer.distanceKm);
}

function lacksOrderType(context: LocationContext, orderType: OrderType | null): boolean {
  return orderType !== null && (context.outlet === null || !offersOrderType(context.outlet, orderType));
}

/** Why the answer names no outlet, and the take-away outlet it offers instead. */
export function unservedBy(answer: NearestOutletAnswer): Unserved {
  return { reason: answer.reason ?? MESSAGES.noOutletNearby, nearestTakeAway: answer.nearestTakeAway };
}

type Answered = { context: LocationContext; event: { output: NearestOutletAnswer } };

/** What the nearest-outlet call asks about: the device position and the order type. */
export const nearestOutletQuery = ({ context }: { context: LocationContext }) => ({
  ...required(context.position, 'the device position'),
  orderType: context.orderType,
});

/** The outlet found is chosen like a choice in the panel, saying which and how far. */
export const announceFound = {
  type: 'announceChoice',
  params: ({ context, event }: Answered) => ({
    outlet: required(event.output.nearestLocation, 'the nearest outlet'),
    message: foundMessage(event.output, context.orderType),
  }),
} as const;

/** None serves there: why, and the nearest take-away outlet. */
export const adoptUnservedAnswer = {
  type: 'adoptUnserved',
  params: ({ event }: Answered) => ({ unserved: unservedBy(event.output) }),
} as const;

/** The device position found: kept, and saved for the next visit. */
export const adoptAndStorePosition = [
  { type: 'adoptPosition', params: ({ event }: { event: { output: DevicePosition } }) => ({ position: event.output }) },
  { type: 'storePosition', params: ({ event }: { event: { output: DevicePosition } }) => ({ position: event.output }) },
] as const;

/** No position, or no answer: the panel says the location is unavailable. */
export const adoptLocationUnavailable = {
  type: 'adoptUnserved',
  params: { unserved: { reason: MESSAGES.locationUnavailable, nearestTakeAway: null } },
} as const;

/** The saved location just read, as the params of a guard or an action. */
export const storedRead = ({ event }: { event: { output: StoredLocation } }) => ({ stored: event.output });

/** The saved location just read is the one in hand, whatever it holds. */
export const adoptStoredRead = { type: 'adoptStoredLocation', params: storedRead } as const;

/**
 * The saved location changed under the app: another tab chose another outlet, or the open menu saved its outlet as the
 * staff just left it (closed, open again). It is adopted and decided on again.
 */
export const storedElsewhere = {
  target: 'deciding',
  description: 'Another tab saved a different location, or the menu its outlet as the staff just left it',
  actions: {
    type: 'adoptStoredLocation',
    params: ({ event }: { event: { stored: StoredLocation } }) => ({ stored: event.stored }),
  },
} as const;

/** Usable with an active outlet in hand; otherwise the customer must choose one. */
export const usableOrRequired = [{ guard: 'outletActive', target: 'usable' }, { target: 'required' }] as const;

/** The guards, actions, actors and delays the location chart refers to by name. */
export const locationSetup = setup({
  types: {
    context: {} as LocationContext,
    events: {} as LocationEvent,
    input: {} as LocationInput,
    tags: {} as LocationTag,
  },
  actors,
  delays: { locationRecheck: LOCATION_RECHECK_MS },
  guards: {
    storedOutletFound: (_, params: { stored: StoredLocation }) => params.stored.outlet !== null,
    outletClosed: (_, params: { outlet: Outlet }) => !params.outlet.isOpen || !params.outlet.is_active,
    offersNoOrderType: (_, params: { outlet: Outlet }) =>
      !offersDelivery(params.outlet) && !offersPickup(params.outlet),
    serverRefused,
    nearestFound: (_, params: { answer: NearestOutletAnswer }) => params.answer.nearestLocation !== null,
    outletActive: ({ context }) => context.outlet?.is_active === true,
    positionKnown: ({ context }) => context.position !== null,
    /** The customer chose an order type the outlet in hand (or no outlet) does not offer. */
    outletLacksOrderType: ({ context }, params: { orderType: OrderType | null }) =>
      lacksOrderType(context, params.orderType),
    /** As outletLacksOrderType, where the device position is known already. */
    outletLacksOrderTypeHere: ({ context }, params: { orderType: OrderType | null }) =>
      context.position !== null && lacksOrderType(context, params.orderType),
    takeAwaySuggested: ({ context }) => context.unserved?.nearestTakeAway != null,
    storedLocationChanged: ({ context }, params: { stored: StoredLocation }) =>
      !sameData(params.stored.outlet, context.outlet) || !sameData(params.stored.recent, context.recent),
    /** Once an active outlet is in hand, every panel may be closed. */
    panelMayClose: ({ context }) => context.outlet?.is_active === true,
    deliveryChosen: ({ context }) => context.orderType === 'delivery',
    orderTypeMissing: ({ context }) => context.orderType === null,
    cityMissing: ({ context }) => context.selectedCity === null,
    areaMissing: ({ context }) => selectedPickupOutlet(context) === null,
    textBlank: (_, params: { text: string }) => isBlank(params.text),
    noAreaMatches: (_, params: { outlets: Outlet[] }) => !params.outlets.some(offersDelivery),
  },
  actions: {
    ...appActions<LocationActionParams>(ID, [
      'storeOutlet',
      'clearStoredOutlet',
      'storePosition',
      'storeRecent',
      'storePage',
      'openStoredPage',
      'clearStoredPage',
      'reloadPage',
      'toastSuccess',
      'logFailure',
      'announceOutlet',
      'wantOrderType',
    ]),

    adoptStoredLocation: assign((_, params: { stored: StoredLocation }) => ({
      outlet: params.stored.outlet,
      recent: params.stored.recent,
    })),
    /** The same data as the outlet held keep its object: views that read the outlet do not render again for nothing. */
    adoptOutlet: assign(({ context }, params: { outlet: Outlet }) => ({
      outlet: sameData(params.outlet, context.outlet) ? context.outlet : params.outlet,
      unserved: null,
    })),
    forgetOutlet: assign({ outlet: null }),
    adoptPosition: assign((_, params: { position: DevicePosition }) => ({ position: params.position })),
    announceStoredLocation: raise((_, params: { stored: StoredLocation }) => ({
      type: 'location.stored' as const,
      stored: params.stored,
    })),
    /** Tells the panel region to open: raised, not sent by the app. */
    requireChoice: raise({ type: 'location.required' as const }),
    /** Tells the panel region to open on why no outlet serves the order type. */
    explainUnserved: raise({ type: 'location.unserved' as const }),
    adoptUnserved: assign((_, params: { unserved: Unserved }) => ({ unserved: params.unserved })),
    adoptOrderType: assign((_, params: { orderType: OrderType | null }) => ({ orderType: params.orderType })),
    resetPanel: assign({ error: null, searchText: '', searchResults: [], unserved: null }),
    adoptPickupOutlets: assign((_, params: { cityOutlets: CityOutlets }) => ({
      cities: params.cityOutlets.cityData,
      pickupOutlets: params.cityOutlets.StoreData.filter(offersPickup),
    })),
    selectCity: assign((_, params: { city: string }) => ({
      selectedCity: params.city === '' ? null : params.city,
      selectedOutletId: null,
      error: null,
    })),
    selectArea: assign((_, params: { outletId: string }) => ({
      selectedOutletId: params.outletId === '' ? null : params.outletId,
      error: null,
    })),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
    rememberSearch: assign((_, params: { text: string }) => ({ searchText: params.text.trim(), error: null })),
    adoptSearchResults: assign((_, params: { outlets: Outlet[] }) => ({
      searchResults: params.outlets.filter(offersDelivery),
    })),
    clearSearchResults: assign({ searchResults: [] }),
    /** Hands the customer's choice to the outlet region, which saves it and says 'Location selected'. */
    announceChoice: raise((_, params: { outlet: Outlet; message: string }) => ({
      type: 'location.chosen' as const,
      outlet: params.outlet,
      message: params.message,
    })),
    /** Most recent first; choosing an outlet again keeps it once. */
    addToRecent: assign(({ context }, params: { outlet: Outlet }) => ({
      recent: [params.outlet, ...context.recent.filter((outlet) => outlet.id !== params.outlet.id)],
    })),
    removeFromRecent: assign(({ context }, params: { outletId: string }) => ({
      recent: context.recent.filter((outlet) => outlet.id !== params.outletId),
    })),
  },
});

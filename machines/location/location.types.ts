import type { PromiseActorLogic } from 'xstate';
import type { OrderType } from '../../contract/constants.ts';
import type { CityOutlets, NearbyOutlet, NearestOutletAnswer, Outlet } from '../../contract/outlet.ts';

/** What this browser has saved: `location` and `recent_location` (spec section 3). */
export interface StoredLocation {
  outlet: Outlet | null;
  recent: Outlet[];
}

export interface DevicePosition {
  latitude: number;
  longitude: number;
}

/** getNearestOutlet's question: the device, and the order type the outlet must serve now (null: any). */
export interface NearestOutletQuery extends DevicePosition {
  orderType: OrderType | null;
}

/** No outlet near serves the chosen order type: why, and for delivery the nearest take-away outlet instead. */
export interface Unserved {
  reason: string;
  nearestTakeAway: NearbyOutlet | null;
}

/** The options of the device position request, as `navigator.geolocation.getCurrentPosition` takes them. */
export interface PositionRequest {
  enableHighAccuracy: boolean;
  timeout: number;
  maximumAge: number;
}

/**
 * - `loading`: the outlet is being worked out at start (saved one re-checked, position, nearest).
 * - `overlay`: no outlet, or the saved one is not active: the full-screen dim overlay.
 * - `panel`: the location panel is open; `panelBusy`: it waits for the server or the device.
 * - `dismissible`: an active outlet is chosen, so the panel may be closed (`location.close` accepted).
 */
export type LocationTag = 'loading' | 'overlay' | 'panel' | 'panelBusy' | 'dismissible';

export interface LocationInput {
  /** The stored order type; null when none is known (PROCEED then says 'please select delivery type'). */
  orderType: OrderType | null;
}

export interface LocationContext {
  /** The chosen outlet, as stored under `location`. */
  outlet: Outlet | null;
  orderType: OrderType | null;
  /** The last device position, as stored under `letlong`. */
  position: DevicePosition | null;
  /** Pickup panel: the served cities and every pickup-enabled outlet (the view lists those of `selectedCity`). */
  cities: string[];
  pickupOutlets: Outlet[];
  selectedCity: string | null;
  selectedOutletId: string | null;
  /** Delivery panel: the last searched text and its delivery-enabled outlets (SUGGESTIONS). */
  searchText: string;
  searchResults: Outlet[];
  /** RECENT SEARCH, most recent first, each outlet once (`recent_location`). */
  recent: Outlet[];
  /** The panel's message for the customer, e.g. 'please select city'. */
  error: string | null;
  /** Why no outlet near serves the chosen order type, shown atop the panel until it closes or an outlet is chosen. */
  unserved: Unserved | null;
}

export type LocationEvent =
  | { type: 'location.open' }
  /** The home page's Near me tile: the panel opens, and an outlet chosen in it leads to the menu. */
  | { type: 'location.nearMe' }
  | { type: 'location.close' }
  | { type: 'pickup.city'; city: string }
  | { type: 'pickup.area'; outletId: string }
  | { type: 'pickup.proceed' }
  | { type: 'delivery.search'; text: string }
  | { type: 'delivery.locateMe' }
  | { type: 'delivery.choose'; outlet: Outlet }
  | { type: 'recent.remove'; outletId: string }
  /** The nearest take-away outlet the panel offers when none delivers: chosen, for Take Away. */
  | { type: 'takeAway.choose' }
  | { type: 'orderType.changed'; orderType: OrderType | null }
  // Raised by the machine itself between its regions (a choice made, a choice required, another
  // tab's change); the app never sends these.
  | { type: 'location.chosen'; outlet: Outlet; message: string }
  | { type: 'location.required' }
  | { type: 'location.unserved' }
  | { type: 'location.stored'; stored: StoredLocation };

/**
 * The actors the app supplies: `locationMachine.provide({ actors: { ... } })`.
 * A rejection carrying the server's `status` and `message` (the API client's ApiError) is a refusal;
 * any other rejection is a network failure, passed to `logFailure` and not shown.
 */
export interface LocationActors {
  /** Reads `location` and `recent_location` from browser storage. */
  readStoredLocation: PromiseActorLogic<StoredLocation>;
  /** `navigator.geolocation.getCurrentPosition` with these options; rejects when refused or timed out. */
  getDevicePosition: PromiseActorLogic<DevicePosition, PositionRequest>;
  /** POST getNearestOutlet: the nearest outlet serving the order type, or why none does. */
  findNearestOutlet: PromiseActorLogic<NearestOutletAnswer, NearestOutletQuery>;
  /** POST outlet/checkActive: the outlet as it is now; refused (404) when the outlet no longer exists. */
  checkOutlet: PromiseActorLogic<Outlet, { storeId: string }>;
  /** GET GetAllCityOutlet. */
  loadPickupOutlets: PromiseActorLogic<CityOutlets>;
  /** POST outlet/search. */
  searchAreas: PromiseActorLogic<Outlet[], { search: string }>;
}

/** The actions the app supplies, `locationMachine.provide({ actions: { ... } })`, and the params each receives. */
export interface LocationActionParams {
  /** Save under `location`. */
  storeOutlet: { outlet: Outlet };
  /** Remove `location`. */
  clearStoredOutlet: undefined;
  /** Save under `letlong`. */
  storePosition: { position: DevicePosition };
  /** Save under `recent_location`. */
  storeRecent: { recent: Outlet[] };
  /** Save under `page` (the Near me tile saves page 'product'). */
  storePage: { page: string };
  /** Read and remove `page`, and go to that page: an outlet was chosen in the panel the Near me tile opened. */
  openStoredPage: undefined;
  /** Remove `page`: the panel the Near me tile opened was closed without a choice. */
  clearStoredPage: undefined;
  reloadPage: undefined;
  /** A success toast, e.g. 'Location selected'. */
  toastSuccess: { message: string };
  /** A network failure: logged, never shown (spec section 8). */
  logFailure: { error: unknown };
  /** The outlet in hand (or none) once it is settled: the shop passes it on to the order type and the cart. */
  announceOutlet: { outlet: Outlet | null };
  /** The customer took the nearest take-away outlet instead: the shop switches the order type to it. */
  wantOrderType: { orderType: OrderType };
}

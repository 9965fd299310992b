import { fromPromise } from 'xstate';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import { OutletListSchema, OutletSchema } from '../../contract/outlet.ts';
import type {
  DevicePosition,
  LocationActionParams,
  LocationActors,
  PositionRequest,
  StoredLocation,
} from '../../machines/location/location.types.ts';
import { checkOutletActive, fetchNearestOutlet, fetchPickupOutlets, searchDeliveryOutlets } from '../api/outlets.ts';
import { toast } from '../ui/toast.ts';
import { tellServerOutlet } from './accountSync.ts';
import { readStored, writeStored } from './storage.ts';

type Params<Name extends keyof LocationActionParams> = LocationActionParams[Name];

function readStoredLocation(): StoredLocation {
  return {
    outlet: readStored(STORAGE_KEYS.location, OutletSchema),
    recent: readStored(STORAGE_KEYS.recentLocation, OutletListSchema) ?? [],
  };
}

function devicePosition(request: PositionRequest): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot tell its position'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(error.message)),
      request,
    );
  });
}

const actors = {
  readStoredLocation: fromPromise<StoredLocation>(async () => readStoredLocation()),
  getDevicePosition: fromPromise<DevicePosition, PositionRequest>(({ input }) => devicePosition(input)),
  findNearestOutlet: fromPromise(({ input }: { input: DevicePosition }) =>
    fetchNearestOutlet(input.latitude, input.longitude),
  ),
  checkOutlet: fromPromise(({ input }: { input: { storeId: string } }) => checkOutletActive(input.storeId)),
  loadPickupOutlets: fromPromise(() => fetchPickupOutlets()),
  searchAreas: fromPromise(({ input }: { input: { search: string } }) => searchDeliveryOutlets(input.search)),
} satisfies LocationActors;

const actions = {
  storeOutlet: (_: unknown, { outlet }: Params<'storeOutlet'>) => {
    // Also called when a saved outlet is refreshed: only another outlet is news for the server.
    if (readStored(STORAGE_KEYS.location, OutletSchema)?.id !== outlet.id) tellServerOutlet(outlet);
    writeStored(STORAGE_KEYS.location, outlet);
  },
  clearStoredOutlet: () => localStorage.removeItem(STORAGE_KEYS.location),
  storePosition: (_: unknown, { position }: Params<'storePosition'>) => writeStored(STORAGE_KEYS.letlong, position),
  storeRecent: (_: unknown, { recent }: Params<'storeRecent'>) => writeStored(STORAGE_KEYS.recentLocation, recent),
  storePage: (_: unknown, { page }: Params<'storePage'>) => localStorage.setItem(STORAGE_KEYS.page, page),
  reloadPage: () => window.location.reload(),
  toastSuccess: (_: unknown, { message }: Params<'toastSuccess'>) => {
    toast.success(message);
  },
  logFailure: (_: unknown, { error }: Params<'logFailure'>) => console.error(error),
};

/** The browser's side of the location machine: storage, geolocation, the outlet calls, reload and toast. */
export const locationEffects = { actors, actions };

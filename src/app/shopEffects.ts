import { fromPromise } from 'xstate';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { dishSearchMachine } from '../../machines/dishSearch/dishSearch.machine.ts';
import type { DishSearchActionParams, DishSearchActors } from '../../machines/dishSearch/dishSearch.types.ts';
import type {
  DevicePosition,
  LocationActionParams,
  LocationActors,
  NearestOutletQuery,
  PositionRequest,
} from '../../machines/location/location.types.ts';
import type { OrderTypeActionParams } from '../../machines/orderType/orderType.types.ts';
import { locationChild, orderTypeChild } from '../../machines/shop/shop.children.ts';
import { shopMachine } from '../../machines/shop/shop.machine.ts';
import type { ShopActorIO } from '../../machines/shop/shop.types.ts';
import { searchProducts } from '../api/menu.ts';
import { checkOutletActive, fetchNearestOutlet, fetchPickupOutlets, searchDeliveryOutlets } from '../api/outlets.ts';
import { changeDeliveryType, fetchProfile, updatePickUpLocation } from '../api/profile.ts';
import { toast } from '../ui/toast.ts';
import { readStoredLocation, removeStored, takeStoredPage, writeStored, writeText } from './storage.ts';

type LocationParams<Name extends keyof LocationActionParams> = LocationActionParams[Name];
type IO<Name extends keyof ShopActorIO> = ShopActorIO[Name];

const logFailure = (_: unknown, { error }: { error: unknown }) => console.error(error);
const reloadPage = () => window.location.reload();

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

/** Goes to another page of the shop: the router's `navigate`. */
type Navigate = (path: string) => void;

const location = (navigate: Navigate) =>
  locationChild.provide({
    actors: {
      readStoredLocation: fromPromise(async () => readStoredLocation()),
      getDevicePosition: fromPromise<DevicePosition, PositionRequest>(({ input }) => devicePosition(input)),
      findNearestOutlet: fromPromise(({ input }: { input: NearestOutletQuery }) =>
        fetchNearestOutlet(input.latitude, input.longitude, input.orderType),
      ),
      checkOutlet: fromPromise(({ input }: { input: { storeId: string } }) => checkOutletActive(input.storeId)),
      loadPickupOutlets: fromPromise(() => fetchPickupOutlets()),
      searchAreas: fromPromise(({ input }: { input: { search: string } }) => searchDeliveryOutlets(input.search)),
    } satisfies LocationActors,
    actions: {
      storeOutlet: (_, { outlet }: LocationParams<'storeOutlet'>) => writeStored(STORAGE_KEYS.location, outlet),
      clearStoredOutlet: () => removeStored(STORAGE_KEYS.location),
      storePosition: (_, { position }: LocationParams<'storePosition'>) => writeStored(STORAGE_KEYS.letlong, position),
      storeRecent: (_, { recent }: LocationParams<'storeRecent'>) => writeStored(STORAGE_KEYS.recentLocation, recent),
      storePage: (_, { page }: LocationParams<'storePage'>) => writeText(STORAGE_KEYS.page, page),
      openStoredPage: () => {
        const page = takeStoredPage();
        if (page) navigate(`/${page}`);
      },
      clearStoredPage: () => removeStored(STORAGE_KEYS.page),
      reloadPage,
      toastSuccess: (_, { message }: LocationParams<'toastSuccess'>) => {
        toast.success(message);
      },
      logFailure,
    },
  });

const orderType = orderTypeChild.provide({
  actions: {
    toastNotice: (_, { message }: OrderTypeActionParams['toastNotice']) => {
      toast.blank(message);
    },
    storeOrderType: (_, { orderType }: OrderTypeActionParams['storeOrderType']) =>
      writeText(STORAGE_KEYS.orderType, orderType),
    clearStoredOutlet: () => removeStored(STORAGE_KEYS.location),
  },
});

/**
 * The shop with the browser's effects: storage, geolocation, the API, reload, toasts, and `navigate` to
 * another page. The flows a customer needs only once they act load their code (and their effects,
 * shopFlows.ts) on first use.
 */
export const shopWithEffects = (navigate: Navigate) =>
  shopMachine.provide({
    actors: {
      location: location(navigate),
      orderType,
      dishSearch: dishSearchMachine.provide({
        actors: {
          searchProducts: fromPromise(({ input }: { input: { term: string; storeId: string } }) =>
            searchProducts(input.term, input.storeId),
          ),
        } satisfies DishSearchActors,
        actions: { logFailure: logFailure as (_: unknown, params: DishSearchActionParams['logFailure']) => void },
      }),
      loadProfile: fromPromise<IO<'loadProfile'>['output'], undefined>(() => fetchProfile()),
      loadFlows: fromPromise<IO<'loadFlows'>['output'], undefined>(
        async () => (await import('./shopFlows.ts')).shopFlows,
      ),
      saveOutlet: fromPromise<undefined, IO<'saveOutlet'>['input']>(async ({ input }) => {
        await updatePickUpLocation(input.outlet);
      }),
      saveOrderType: fromPromise<undefined, IO<'saveOrderType'>['input']>(async ({ input }) => {
        await changeDeliveryType(input.orderType);
      }),
    },
    actions: {
      refuseVisitor: () => {
        toast.error(MESSAGES.pleaseLoginFirst);
      },
      logFailure,
    },
  });
